import { type RawRef } from '../analysis/references.js';
/**
 * Paths a launch point's command line (a hook, an MCP server, a status line) runs or reads; paths anchored
 * on a runtime variable are certainly meant. The tools it starts read and run what they do from a script
 * too (`go run ./cmd/x` compiles that folder's `.go` files, `pytest` loads its `conftest.py`:
 * src/analysis/launch-tools.ts).
 */
export declare function hookRefs(command: string): RawRef[];
