import type { Value } from '../../facts.js';
import { SECRET_ENV_NAME } from '../../paths.js';
import { literal, unknown } from '../values.js';
import type { PsCtx } from './context.js';
import { data, lit, obj, opaque, type PsVal } from './psval.js';

/**
 * PowerShell's automatic and environment variables as values: folders read as the folders they are
 * (`$env:USERPROFILE` → `~`, so `"$env:USERPROFILE\.ssh\id_rsa"` classifies as an SSH key), the
 * constants obfuscators slice letters from (`$PSHome[4]+$PSHome[30]+'x'` is `iex`), host facts
 * (`$env:COMPUTERNAME`) and secret-named variables.
 */

const folder = (text: string): Value => ({ text, literal: false, taints: ['env'] });

const ENV_FOLDERS: Record<string, Value> = {
  userprofile: folder('~'),
  home: folder('~'),
  homepath: folder('~'),
  appdata: folder('~/AppData/Roaming'),
  localappdata: folder('~/AppData/Local'),
  temp: folder('%TEMP%'),
  tmp: folder('%TEMP%'),
  comspec: literal('C:\\WINDOWS\\system32\\cmd.exe'),
  windir: literal('C:\\WINDOWS'),
  systemroot: literal('C:\\WINDOWS'),
  programdata: literal('C:\\ProgramData'),
  public: literal('C:\\Users\\Public'),
  programfiles: literal('C:\\Program Files'),
};

const SYSTEM_INFO_ENV = new Set(['computername', 'username', 'userdomain', 'logonserver', 'userdnsdomain']);

const PROFILE = '~/Documents/PowerShell/Microsoft.PowerShell_profile.ps1';

/** `$PROFILE`'s note properties: the four profile scripts PowerShell runs at start-up. */
const PROFILE_MEMBERS: Record<string, string> = {
  currentusercurrenthost: PROFILE,
  currentuserallhosts: '~/Documents/PowerShell/profile.ps1',
  allusersallhosts: 'C:\\Program Files\\PowerShell\\7\\profile.ps1',
  alluserscurrenthost: 'C:\\Program Files\\PowerShell\\7\\Microsoft.PowerShell_profile.ps1',
};

/** `$PROFILE.CurrentUserAllHosts` and the other profile paths; undefined for anything else. */
export function profileMember(recv: Value, name: string): PsVal | undefined {
  const path = recv.text === PROFILE ? PROFILE_MEMBERS[name] : undefined;
  return path === undefined ? undefined : data(folder(path));
}

/** Automatic variables with a value we know (or a shape we need). */
function automatic(name: string): PsVal | undefined {
  switch (name) {
    case 'home':
      return data(folder('~'));
    case 'psscriptroot':
      // The script's own folder: `"$PSScriptRoot\lib.ps1"` is the script's sibling, as `.\lib.ps1` is.
      return data({ text: '.', literal: false, taints: [] });
    case 'profile':
      return data(folder(PROFILE));
    case 'pshome':
      return lit('C:\\Windows\\System32\\WindowsPowerShell\\v1.0');
    case 'shellid':
      return lit('Microsoft.PowerShell');
    case 'verbosepreference':
    case 'debugpreference':
      return lit('SilentlyContinue');
    case 'erroractionpreference':
      return lit('Continue');
    case 'true':
      return lit('True');
    case 'false':
      return lit('False');
    case 'null':
      return lit('');
    case 'executioncontext':
      return obj('executioncontext');
    case 'host':
      return obj('host');
    default:
      return undefined;
  }
}

/** The value of a variable nobody assigned in this unit. */
export function variableValue(_ix: PsCtx, name: string): PsVal {
  if (name.startsWith('env:')) return data(envValue(name.slice(4)).value);
  return automatic(name) ?? opaque(name);
}

/** `$env:NAME`: its folder, host fact, or an env-tainted unknown (secret when the name says so). */
export function envValue(name: string): { value: Value; secret: boolean } {
  const key = name.toLowerCase();
  const f = ENV_FOLDERS[key];
  if (f) return { value: f, secret: false };
  const v = unknown(`env:${name}`, ['env']);
  if (SYSTEM_INFO_ENV.has(key)) return { value: { ...v, taints: ['env', 'system-info'] }, secret: false };
  if (SECRET_ENV_NAME.test(name))
    return { value: { ...v, taints: ['env', 'secret'], secret: 'env-secret' }, secret: true };
  return { value: v, secret: false };
}
