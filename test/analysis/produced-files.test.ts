import { describe, expect, it } from 'vitest';
import {
  autoLoadedPlace,
  importedModulePaths,
  npmrcPreloads,
  producedPath,
  sourcedByText,
} from '../../src/analysis/produced-files.js';

describe('produced files: one spelling for a path two programs share', () => {
  it('spells the home folder and the project or plugin root one way', () => {
    expect(producedPath('"${HOME}/.local/state/x/next.sh"', 'hooks/a.sh')).toBe('~/.local/state/x/next.sh');
    expect(producedPath('$HOME/.cache/x/a.sh', 'a.sh')).toBe('~/.cache/x/a.sh');
    expect(producedPath('${CLAUDE_PROJECT_DIR}/.cache/p/preload.cjs', 'h.mjs')).toBe('.cache/p/preload.cjs');
    expect(producedPath('${env.CLAUDE_PLUGIN_ROOT}/bin/tool', 'h.mjs')).toBe('bin/tool');
    expect(producedPath('./tools/.warm/hook.js', 'x')).toBe('tools/.warm/hook.js');
  });

  it("resolves Python's own-folder paths beside the program", () => {
    expect(producedPath('${__file__}/../check.py', 'hooks/update.py')).toBe('hooks/check.py');
    expect(producedPath('${__file__}/../../SKILL.md', 's/x/scripts/r.py')).toBe('s/x/SKILL.md');
  });

  it('keeps a folder when only the file name is computed, and nothing else that is unknown', () => {
    expect(producedPath('${CLAUDE_PLUGIN_ROOT}/scripts/${name}', 'x')).toBe('scripts/*');
    expect(producedPath('${DIR}/scripts/a.sh', 'x')).toBeUndefined();
    expect(producedPath(`${'/'.repeat(5000)}x`, 'x')).toBeUndefined();
  });

  it('reads the files a shell text sources, a profile imports and a project .npmrc preloads', () => {
    expect(sourcedByText('export A=1\n[ -f "$HOME/.x/a.sh" ] && . "$HOME/.x/a.sh"\n', 'h.sh')).toEqual([
      '~/.x/a.sh',
    ]);
    expect(sourcedByText('echo source of truth\n', 'h.sh')).toEqual([]);
    expect(importedModulePaths('Import-Module WinOps')).toContain(
      '~/Documents/PowerShell/Modules/WinOps/WinOps.psm1',
    );
    expect(
      npmrcPreloads('node-options="--require=./a/b.js --max-old-space-size=4096"\n', 'web/.npmrc'),
    ).toEqual(['web/a/b.js']);
    expect(npmrcPreloads('save-exact=true\n', '.npmrc')).toEqual([]);
  });

  it("knows the user's PowerShell module folder loads by itself", () => {
    expect(autoLoadedPlace('~/Documents/PowerShell/Modules/Foo/Foo.psm1')?.lang).toBe('powershell');
    expect(autoLoadedPlace('~/Documents/notes/Foo.psm1')).toBeUndefined();
  });
});
