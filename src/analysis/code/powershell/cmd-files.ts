import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { normalizeHome, secretOf, writeClassOf } from '../../paths.js';
import { trimEndChars } from '../../strings.js';
import { concat, literal, tainted } from '../values.js';
import { arg, type CmdCall, type CmdHandler, hasParam, param } from './cmdargs.js';
import type { PsCtx } from './context.js';
import { data, itemsOf, lit, opaque, type PsVal, ph, staticText, toValue } from './psval.js';
import { persistedContent, rememberScript } from './written-scripts.js';

/**
 * Files, the registry and the system: reads of secret stores (`Get-Content`, `Get-ChildItem` over
 * wallets and browser profiles, the whole environment through `env:`), writes into places that
 * outlive the session (`Set-Content`/`Add-Content`/`Out-File`/`>` into write classes, `$PROFILE`, the
 * `Run` keys, scheduled tasks, services), broad recursive deletes, `Format-Volume`, and the execution
 * policy.
 */

/** The whole environment (`Get-ChildItem env:`, `[Environment]::GetEnvironmentVariables()`). */
export const ENV_ALL: Value = {
  text: ph('env:*'),
  literal: false,
  taints: ['env', 'secret'],
  secret: 'env-all',
};

/** A read of `path`: a fact for a secret store; the contents carry `file` (and `secret`). */
export function readFrom(ix: PsCtx, pathVal: PsVal | undefined, node: Node): PsVal {
  const path = toValue(pathVal);
  if (/^env:[\\/]?\*?$/i.test(path.text.trim())) {
    ix.emit({ kind: 'read', target: ENV_ALL, secret: 'env-all' }, node);
    return data(ENV_ALL);
  }
  // A copy or an archive this unit made of a secret store holds that store.
  const copied = path.text === '' ? undefined : ix.stored.get(storedKey(path.text));
  if (copied) return data(tainted(copied, 'file', { from: path.text }));
  const s = path.text === '' ? undefined : secretOf(normalizeHome(path.text));
  if (s) ix.emit({ kind: 'read', target: path, secret: s.cls }, node);
  const content = tainted(literal(`\${file:${path.text.slice(0, 80)}}`), 'file', { from: path.text });
  return data(s ? tainted(content, 'secret', { secret: s.cls }) : content);
}

/** One spelling per path: separators as slashes, no trailing slash. */
function storedKey(text: string): string {
  return trimEndChars(text.replace(/\\/g, '/'), '/');
}

/**
 * `Compress-Archive -Path "$stage\*" -DestinationPath $zip`: the archive holds the secret copies this
 * unit put under the folder, so sending the archive sends them.
 */
const compressArchive: CmdHandler = (ix, c) => {
  const from = storedKey(toValue(arg(c, 0, 'Path', 'LiteralPath')).text).replace(/\/\*$/, '');
  const zip = toValue(arg(c, 1, 'DestinationPath')).text;
  const held = [...ix.stored].filter(([k]) => k === from || k.startsWith(`${from}/`)).map(([, v]) => v);
  if (from && zip && held.length > 0 && ix.stored.size < 256)
    writeTo(ix, toValue(arg(c, 1, 'DestinationPath')), data(concat(held)), false, c.node);
  return lit('');
};

/** A write of `content` to `path`: a fact when the path is in a write class; downloaded or decoded
 *  content is remembered (running the file later is running it). */
export function writeTo(
  ix: PsCtx,
  path: Value,
  content: PsVal | undefined,
  append: boolean,
  node: Node,
): void {
  const body = content ? toValue(content) : undefined;
  if (
    body &&
    (body.taints.includes('download') || body.taints.includes('decoded')) &&
    path.text &&
    ix.written.size < 256
  )
    ix.written.set(path.text, body);
  if (body?.taints.includes('secret') && path.text && ix.stored.size < 256)
    ix.stored.set(storedKey(path.text), body);
  rememberScript(ix, path.text, body, node, append);
  const w = path.text === '' ? undefined : writeClassOf(normalizeHome(path.text));
  // A secret staged anywhere else: data until another program sends the file (rules/support/carried-files.ts).
  if (!w && body?.taints.includes('secret') && path.text)
    ix.emit({ kind: 'write', target: path, cls: 'other', append, content: body }, node);
  if (!w) return;
  // A profile line or an autostart file that runs a script written above runs that script's code.
  const persisted = body ? persistedContent(ix, body, node) : undefined;
  ix.emit(
    { kind: 'write', target: path, cls: w.cls, append, ...(persisted ? { content: persisted } : {}) },
    node,
  );
}

/** A file read or a folder listed, whatever it holds (src/analysis/data-uses.ts). */
export function usedAsData(ix: PsCtx, how: 'read' | 'list', path: PsVal | undefined): void {
  ix.unit.dataUses.use(how, toValue(path));
}

const getContent: CmdHandler = (ix, c) => {
  usedAsData(ix, 'read', arg(c, 0, 'Path', 'LiteralPath'));
  return readFrom(ix, arg(c, 0, 'Path', 'LiteralPath'), c.node);
};

const getChildItem: CmdHandler = (ix, c) => {
  usedAsData(ix, 'list', arg(c, 0, 'Path', 'LiteralPath') ?? lit('.'));
  const listed = readFrom(ix, arg(c, 0, 'Path', 'LiteralPath') ?? lit('.'), c.node);
  return { k: 'arr', items: [listed] };
};

const setContent =
  (append: boolean): CmdHandler =>
  (ix, c) => {
    const path = arg(c, 0, 'Path', 'LiteralPath', 'FilePath');
    const value =
      param(c, 'Value', 'InputObject') ?? c.positional[path === c.positional[0]?.v ? 1 : 0]?.v ?? c.input;
    writeTo(ix, toValue(path), value, append || hasParam(c, 'Append'), c.node);
    return c.name === 'tee-object' ? (c.input ?? lit('')) : lit('');
  };

const newItem: CmdHandler = (ix, c) => {
  const path = toValue(arg(c, 0, 'Path'));
  const name = param(c, 'Name');
  const full = name ? concat([path, literal('\\'), toValue(name)]) : path;
  writeTo(ix, full, param(c, 'Value') ?? c.input, false, c.node);
  // The new item stands for its path (`$dest = New-Item …; Join-Path $dest x`).
  return data(full);
};

const copyItem: CmdHandler = (ix, c) => {
  const content = readFrom(ix, arg(c, 0, 'Path', 'LiteralPath'), c.node);
  writeTo(ix, toValue(arg(c, 1, 'Destination')), content, false, c.node);
  return lit('');
};

/** Paths whose recursive removal wipes a drive, the system or a home folder. */
const BROAD =
  /^(?:[A-Za-z]:\/?\*?|\/\*?|~\/?\*?|[A-Za-z]:\/(?:Windows|Users|Program Files)(?:\/System32)?\/?\*?)$/i;

const removeItem: CmdHandler = (ix, c) => {
  for (const target of itemsOf(arg(c, 0, 'Path', 'LiteralPath'))) {
    const t = toValue(target).text;
    const norm = normalizeHome(t).replace(/\/$/, '') || '/';
    if (hasParam(c, 'Recurse') && (BROAD.test(norm) || BROAD.test(`${norm}/`)))
      ix.emit({ kind: 'destroy', how: 'rm-broad', target: t.slice(0, 200) }, c.node);
  }
  return lit('');
};

const formatVolume: CmdHandler = (ix, c) => {
  const target = toValue(arg(c, 0, 'DriveLetter', 'Number', 'FileSystemLabel', 'Path')).text || 'volume';
  ix.emit({ kind: 'destroy', how: 'format', target: target.slice(0, 100) }, c.node);
  return lit('');
};

/** `Set-ItemProperty -Path HKCU:\…\Run -Name X -Value cmd`: a registry value; Run keys autostart. */
const setItemProperty: CmdHandler = (ix, c) => {
  const key = toValue(arg(c, 0, 'Path', 'LiteralPath'));
  const name = toValue(arg(c, 1, 'Name'));
  const value = arg(c, 2, 'Value');
  const target = concat([key, literal('\\'), name]);
  // The key (`…\CurrentVersion\Run`), or the value under it (`HKCU:\Environment\UserInitMprLogonScript`).
  const w = writeClassOf(normalizeHome(key.text)) ?? writeClassOf(normalizeHome(target.text));
  if (!w) return lit('');
  const content = value ? persistedContent(ix, toValue(value), c.node) : undefined;
  ix.emit({ kind: 'write', target, cls: w.cls, append: false, ...(content ? { content } : {}) }, c.node);
  return lit('');
};

/** Persistence that is not a file: a scheduled task or a service (autostart, with the command run). */
function autostart(ix: PsCtx, c: CmdCall, what: string, command: PsVal | undefined): PsVal {
  ix.emit(
    {
      kind: 'write',
      target: literal(what.slice(0, 200)),
      cls: 'autostart',
      append: false,
      ...(command ? { content: persistedContent(ix, toValue(command), c.node) } : {}),
    },
    c.node,
  );
  return lit('');
}

const registerTask: CmdHandler = (ix, c) =>
  autostart(ix, c, `scheduled task ${toValue(arg(c, 0, 'TaskName')).text}`, param(c, 'Action') ?? c.input);

const newTaskAction: CmdHandler = (_ix, c) => {
  const exe = toValue(arg(c, 0, 'Execute'));
  const args = param(c, 'Argument');
  return data(args ? concat([exe, literal(' '), toValue(args)]) : exe);
};

/** Native `schtasks /create /tn X /tr "cmd"`, `reg add <Run key> /d cmd`, `sc create X binPath= cmd`. */
function slashArg(words: string[], flag: string): string | undefined {
  const i = words.findIndex((w) => w.toLowerCase() === flag);
  return i >= 0 ? words[i + 1] : undefined;
}

const wordsOf = (c: CmdCall): string[] => [
  ...c.positional.flatMap((p) => itemsOf(p.v).map((v) => toValue(v).text)),
  ...c.named.flatMap((n) => [`-${n.name}`, ...(n.v ? [toValue(n.v).text] : [])]),
];

const schtasks: CmdHandler = (ix, c) => {
  const words = wordsOf(c);
  if (!words.some((w) => /^[/-]create$/i.test(w))) return lit('');
  return autostart(
    ix,
    c,
    `scheduled task ${slashArg(words, '/tn') ?? ''}`,
    lit(slashArg(words, '/tr') ?? ''),
  );
};

const reg: CmdHandler = (ix, c) => {
  const words = wordsOf(c);
  if (!/^add$/i.test(words[0] ?? '')) return lit('');
  const key = words[1] ?? '';
  const w = writeClassOf(normalizeHome(key.replace(/^HKCU\\/i, 'HKCU:\\').replace(/^HKLM\\/i, 'HKLM:\\')));
  if (!w) return lit('');
  const content = persistedContent(ix, literal(slashArg(words, '/d') ?? ''), c.node);
  ix.emit({ kind: 'write', target: literal(key), cls: w.cls, append: false, content }, c.node);
  return lit('');
};

/** `sc` is Set-Content in Windows PowerShell and sc.exe elsewhere: `sc create/config … binPath=` is a service. */
const sc: CmdHandler = (ix, c) => {
  const words = wordsOf(c);
  if (/^(?:create|config)$/i.test(words[0] ?? '')) {
    const bin = words.findIndex((w) => /^binpath=/i.test(w));
    const command = bin >= 0 ? words[bin]!.slice(8) || words[bin + 1] : undefined;
    return autostart(ix, c, `service ${words[1] ?? ''}`, lit(command ?? ''));
  }
  return setContent(false)(ix, c);
};

const setExecutionPolicy: CmdHandler = (ix, c) => {
  const policy = staticText(arg(c, 0, 'ExecutionPolicy')) ?? '';
  if (/^(?:bypass|unrestricted)$/i.test(policy))
    ix.emit({ kind: 'config', setting: 'other', value: `ExecutionPolicy ${policy}` }, c.node);
  return lit('');
};

/**
 * `[IO.Path]::Combine(a, b)` (joined with a backslash) and `Join-Path a b` (with a slash: the separator of
 * wherever it runs, and a sibling module joined this way is no Windows-only reference).
 */
export function joinPath(args: Array<PsVal | undefined>, separator = '\\'): PsVal {
  const parts: Value[] = [];
  for (const a of args) {
    if (a === undefined) continue;
    if (parts.length) parts.push(literal(separator));
    parts.push(toValue(a));
  }
  return data(parts.length ? concat(parts) : literal(''));
}

/**
 * `Join-Path $PSScriptRoot 'lib/Common.psm1'`: the path a script builds to import or dot-source a sibling
 * (`Import-Module (Join-Path …)`), so the module is followed like `.\lib\Common.psm1` written out.
 */
const joinPathCommand: CmdHandler = (_ix, c) => {
  const rest = c.positional.map((p) => p.v);
  const path = param(c, 'Path') ?? rest.shift();
  const child = param(c, 'ChildPath') ?? rest.shift();
  return joinPath([path, child, ...rest, param(c, 'AdditionalChildPath')], '/');
};

export const FILE_COMMANDS: Record<string, CmdHandler> = {
  'join-path': joinPathCommand,
  'get-content': getContent,
  'get-childitem': getChildItem,
  'get-item': getChildItem,
  'set-content': setContent(false),
  'add-content': setContent(true),
  'out-file': setContent(false),
  'tee-object': setContent(false),
  'new-item': newItem,
  'copy-item': copyItem,
  'compress-archive': compressArchive,
  'move-item': copyItem,
  'remove-item': removeItem,
  'format-volume': formatVolume,
  'clear-disk': formatVolume,
  'set-itemproperty': setItemProperty,
  'new-itemproperty': setItemProperty,
  'register-scheduledtask': registerTask,
  'new-scheduledtaskaction': newTaskAction,
  'new-service': (ix, c) =>
    autostart(ix, c, `service ${toValue(arg(c, 0, 'Name')).text}`, arg(c, 1, 'BinaryPathName')),
  'set-executionpolicy': setExecutionPolicy,
  schtasks,
  reg,
  sc,
  format: (ix, c) => {
    ix.emit(
      { kind: 'destroy', how: 'format', target: toValue(c.positional[0]?.v).text.slice(0, 100) },
      c.node,
    );
    return opaque('output');
  },
};
