import type { Value } from '../../facts.js';
import { SECRET_ENV_NAME } from '../../paths.js';
import { unknown } from '../values.js';
import { denoStdModule } from './deno-std.js';
import { data, type JsVal, opaque, ref } from './jsval.js';

/**
 * Names of the APIs behaviours hang on: modules (`require('node:child_process')`, `import * as cp from
 * 'child_process'`, `fs-extra` as `fs`), globals (`eval`, `globalThis.eval`, `window['fetch']`) and the
 * member paths between them (`process.mainModule.require` is `require`). Every alias an attacker can
 * write resolves to one canonical dotted name that the call handlers key on.
 */

/** Packages that are another module under a different name. */
const MODULE_ALIASES: Record<string, string> = {
  'fs-extra': 'fs',
  'graceful-fs': 'fs',
  'fs/promises': 'fs.promises',
  'dns/promises': 'dns.promises',
  'stream/promises': 'stream.promises',
  'node-fetch': 'fetch',
  'cross-fetch': 'fetch',
  'isomorphic-fetch': 'fetch',
  'make-fetch-happen': 'fetch',
  'isomorphic-ws': 'ws',
  'cross-spawn': 'child_process.spawn',
  'child-process-promise': 'child_process',
  'fast-glob': 'glob',
  globby: 'glob',
  'tiny-glob': 'glob',
  'timers/promises': 'timers',
  'util/types': 'util',
  'path/posix': 'path',
  'path/win32': 'path',
};

/** The canonical name of a module specifier; `node:` and `.default` interop are dropped. */
export function canonicalModule(spec: string): string {
  let s = spec.trim();
  if (s.startsWith('node:')) s = s.slice(5);
  return MODULE_ALIASES[s] ?? denoStdModule(s) ?? s;
}

/** A relative or absolute path to a local file (the lead follows these as `source`). */
export function isLocalSpecifier(spec: string): boolean {
  return /^(?:\.{1,2}(?:[/\\]|$)|\/|[A-Za-z]:[/\\]|\$\{__dirname\}|\$\{__filename\}|file:)/.test(spec);
}

/** Globals a script can name without importing anything. */
const GLOBALS = new Set([
  'eval',
  'Function',
  'require',
  'process',
  'Buffer',
  'atob',
  'btoa',
  'fetch',
  'WebSocket',
  'XMLHttpRequest',
  'EventSource',
  'navigator',
  'String',
  'JSON',
  'Object',
  'Reflect',
  'Array',
  'Uint8Array',
  'TextDecoder',
  'setTimeout',
  'setInterval',
  'setImmediate',
  'queueMicrotask',
  'decodeURIComponent',
  'decodeURI',
  'unescape',
  'Bun',
  'Deno',
  // JavaScript for Automation's entry to the running application (`Application.currentApplication()`).
  'Application',
  'module',
  'URL',
  'URLSearchParams',
  'Request',
  'FormData',
  'Promise',
  'Image',
]);

const GLOBAL_OBJECTS = new Set(['globalThis', 'global', 'window', 'self', 'top', 'parent', 'frames']);

/** The reference a free identifier names, if it is a global we model. */
export function globalRef(name: string): JsVal | undefined {
  if (GLOBAL_OBJECTS.has(name)) return ref('global');
  if (GLOBALS.has(name)) return ref(name);
  // The script's own folder: paths built on it are relative to the script, as `./x` is.
  if (name === '__dirname') return data({ text: '.', literal: false, taints: [] });
  if (name === '__filename') return opaque(name);
  return undefined;
}

/** Member paths that are another name for a known API. */
const MEMBER_ALIASES: Record<string, string> = {
  'process.mainModule.require': 'require',
  'require.main.require': 'require',
  'module.require': 'require',
  'module.constructor._load': 'require',
  'module._load': 'require',
  'module.Module._load': 'require',
  'module.constructor.createRequire': 'module.createRequire',
  'module.Module.createRequire': 'module.createRequire',
  'module.constructor.prototype._compile': 'module._compile',
  'module.Module.prototype._compile': 'module._compile',
  'module.prototype._compile': 'module._compile',
  'module.constructor': 'module',
  'module.Module': 'module',
  'Function.prototype.constructor': 'Function',
  'fs.promises': 'fs',
  'dns.promises': 'dns',
  'child_process.default': 'child_process',
  'Bun.$': 'Bun.$',
  'util.promisify': 'util.promisify',
  'process.binding': 'process.binding',
};

/** The canonical name of `base.prop`. */
export function memberName(base: string, prop: string): string {
  if (base === 'global') return GLOBAL_OBJECTS.has(prop) ? 'global' : prop;
  if (prop === 'default') return base;
  if (prop === 'constructor' && (base === 'Function' || base === 'eval' || base.startsWith('Function')))
    return 'Function';
  const full = `${base}.${prop}`;
  const alias = MEMBER_ALIASES[full];
  if (alias) return alias;
  // `require('fs').promises.readFile` and `fs/promises` read the same way as `fs.readFile`.
  if (base === 'fs.promises') return `fs.${prop}`;
  if (base === 'dns.promises') return `dns.${prop}`;
  return full;
}

/** Environment variables whose value is a known folder (read as that folder for path classes). */
const ENV_FOLDERS: Record<string, string> = {
  HOME: '~',
  USERPROFILE: '~',
  HOMEPATH: '~',
  APPDATA: '~/AppData/Roaming',
  LOCALAPPDATA: '~/AppData/Local',
  TMPDIR: '/tmp',
  TEMP: '/tmp',
  TMP: '/tmp',
  XDG_CONFIG_HOME: '~/.config',
  XDG_DATA_HOME: '~/.local/share',
};

/**
 * Variables that name the user's shell: `spawn(process.env.SHELL || '/bin/sh', ['-i'])` starts a shell
 * whichever the user has, so the value reads as one.
 */
const ENV_SHELLS: Record<string, string> = { SHELL: '/bin/sh', COMSPEC: 'cmd.exe' };

/**
 * `process.env.NAME`: the folder (or shell) it names, or an env-tainted unknown (secret when the name
 * says so).
 */
export function envVar(name: string): { value: Value; secret: boolean } {
  const known = ENV_FOLDERS[name.toUpperCase()] ?? ENV_SHELLS[name.toUpperCase()];
  if (known) return { value: { text: known, literal: false, taints: ['env'] }, secret: false };
  const v = unknown(`env.${name}`, ['env']);
  if (SECRET_ENV_NAME.test(name))
    return { value: { ...v, taints: ['env', 'secret'], secret: 'env-secret' }, secret: true };
  return { value: v, secret: false };
}
