import { toolRuns } from '../analysis/launch-tools.js';
import { commandPaths, type RawRef, toolRef } from '../analysis/references.js';

/**
 * Paths a launch point's command line (a hook, an MCP server, a status line) runs or reads; paths anchored
 * on a runtime variable are certainly meant. The tools it starts read and run what they do from a script
 * too (`go run ./cmd/x` compiles that folder's `.go` files, `pytest` loads its `conftest.py`:
 * src/analysis/launch-tools.ts).
 */
export function hookRefs(command: string): RawRef[] {
  const paths: RawRef[] = commandPaths(command).map((t) => ({
    kind: 'hook-command' as const,
    target: t,
    start: 0,
    end: 0,
    certainty: /^\$\{?CLAUDE_(?:SKILL_DIR|PLUGIN_ROOT|PROJECT_DIR)\}?\//.test(t) ? 'explicit' : 'candidate',
  }));
  return [...paths, ...toolRuns(command).map((r) => toolRef(r, 0, 0))];
}
