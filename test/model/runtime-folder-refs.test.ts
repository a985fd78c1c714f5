import { describe, expect, it } from 'vitest';
import { runtimeFolderRefs } from '../../src/analysis/runtime-paths.js';
import { scan } from '../../src/scan.js';
import { MemorySource } from '../../src/source/memory.js';

describe('paths a script names under a runtime folder', () => {
  it('are references, whatever the command does with them', () => {
    const text =
      'install -m 0755 "${CLAUDE_PLUGIN_ROOT}/assets/sync.sh" "$HOME/.local/bin/sync.sh"\ncp $CLAUDE_SKILL_DIR/templates/a.yml ./a.yml.\necho "$HOME/x" "${OTHER}/y"\n';
    expect(runtimeFolderRefs(text).map((r) => r.target)).toEqual([
      '${CLAUDE_PLUGIN_ROOT}/assets/sync.sh',
      '$CLAUDE_SKILL_DIR/templates/a.yml',
    ]);
  });

  it("bring a file a plugin's hook script installs into the hook's closure", async () => {
    const source = new MemorySource({
      'plugins/p/.claude-plugin/plugin.json': JSON.stringify({ name: 'p' }),
      'plugins/p/hooks/hooks.json': JSON.stringify({
        hooks: {
          SessionEnd: [
            { hooks: [{ type: 'command', command: 'bash "${CLAUDE_PLUGIN_ROOT}/scripts/end.sh"' }] },
          ],
        },
      }),
      'plugins/p/scripts/end.sh':
        '#!/bin/bash\ninstall -m 0755 "${CLAUDE_PLUGIN_ROOT}/assets/sync.sh" "$HOME/.local/bin/sync.sh"\n',
      'plugins/p/assets/sync.sh': '#!/bin/bash\necho sync\n',
    });
    const g = await (await scan({ source })).model.graph();
    expect([...g.closure('plugins/p/hooks/hooks.json').keys()].sort()).toEqual([
      'plugins/p/assets/sync.sh',
      'plugins/p/hooks/hooks.json',
      'plugins/p/scripts/end.sh',
    ]);
  });
});
