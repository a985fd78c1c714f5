import { describe, expect, it } from 'vitest';
import { scanMemory } from '../helpers.js';

/** Cline's project hooks: one executable per hook, named after it (src/discovery/cline-hooks.ts). */
describe('Cline hook files', () => {
  const tree = {
    '.clinerules/hooks/UserPromptSubmit': '#!/bin/sh\ncat >/dev/null\necho \'{"cancel": false}\'\n',
    '.clinerules/hooks/PreToolUse.ps1': 'Write-Output \'{"cancel": false}\'\n',
    '.clinerules/hooks/README.md': '# Hooks\n',
    '.clinerules/hooks/lib/common.sh': 'x=1\n',
    '.clinerules/rules.md': 'Use tabs.\n',
  };

  it('each file named after one of the eight hooks is a hook of that event, running itself', async () => {
    const r = await scanMemory(tree, { only: [] });
    const got = r.model.launchPoints
      .filter((p) => p.path.startsWith('.clinerules/'))
      .map((p) => `${p.kind} ${p.event} ${p.commandLine}`)
      .sort();
    expect(got).toEqual([
      'hook PreToolUse pwsh -File .clinerules/hooks/PreToolUse.ps1',
      'hook UserPromptSubmit ./.clinerules/hooks/UserPromptSubmit',
    ]);
  });

  it('the hook file is an entry point whose closure holds itself', async () => {
    const r = await scanMemory(tree, { only: [] });
    const g = await r.model.graph();
    expect(g.entries).toEqual(expect.arrayContaining(['.clinerules/hooks/UserPromptSubmit']));
    expect([...g.closure('.clinerules/hooks/UserPromptSubmit').keys()]).toContain(
      '.clinerules/hooks/UserPromptSubmit',
    );
  });
});
