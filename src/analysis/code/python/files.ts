import type { Value, WriteClass } from '../../facts.js';
import { appendedShellCode, normalizeHome, SECRET_ENV_NAME, secretOf, writeClassOf } from '../../paths.js';
import type { BehaviourInput } from '../collector.js';
import { importedPaths, readOfImported } from '../module-summary.js';
import { literal, stagedContent } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { arg } from './call-values.js';
import { shippedConfig } from './config-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { metadataOnlySql } from './digest-reads.js';
import { pathJoin } from './format.js';
import { derive, knownText, listPV, opaque, own, type PV, slot, str, taint, textsOf } from './pv.js';

/**
 * Files and the environment: secret stores read (`open`, `Path.read_text`, copies, globs and listings
 * of secret folders, browser databases, archives), writes to places that outlive the session, and
 * environment lookups. A path that is only named (a string never opened) produces nothing: behaviours
 * come from the calls that touch it. Paths are classified by src/analysis/paths.ts.
 */

const HOME_VARS: Record<string, string> = {
  HOME: '~',
  USERPROFILE: '~',
  APPDATA: '~/AppData/Roaming',
  LOCALAPPDATA: '~/AppData/Local',
  XDG_CONFIG_HOME: '~/.config',
  XDG_DATA_HOME: '~/.local/share',
  TMPDIR: '/tmp',
  TEMP: '/tmp',
  TMP: '/tmp',
};

/** The whole environment as a value (no behaviour by itself: copying it for a child process is normal). */
export const ENV_ALL: Value = {
  text: slot('os.environ'),
  literal: false,
  taints: ['env', 'secret'],
  secret: 'env-all',
};

/**
 * `os.environ[name]`, `os.getenv(name)`: home-like variables read as paths, secret-named variables
 * are a `read` of `env-secret`, other variables carry the `env` taint. No name: the whole environment.
 */
export function envValue(ctx: Ctx, name: PV | undefined, at?: Node): PV {
  if (!name) return { v: ENV_ALL, ref: 'os.environ' };
  const key = knownText(name);
  if (key === undefined) return taint(derive(slot('env'), [name]), 'env');
  const home = own(HOME_VARS, key.toUpperCase());
  if (home) return str(home);
  const v: Value = {
    text: `\${${key.slice(0, 64)}}`,
    literal: false,
    taints: ['env'],
    vars: [key.slice(0, 64)],
  };
  if (SECRET_ENV_NAME.test(key)) {
    if (at) ctx.emit({ kind: 'read', target: literal(key), secret: 'env-secret' }, at, key);
    return { v: { ...v, taints: ['env', 'secret'], secret: 'env-secret' } };
  }
  return { v };
}

/** Serialising a value (`json.dumps`, `str`, `'…'.join`): the whole environment serialised is a read. */
export function serialised(ctx: Ctx, call: Call, value: PV): PV {
  if (value.ref === 'os.environ' || value.v.secret === 'env-all') {
    ctx.emit({ kind: 'read', target: literal('os.environ'), secret: 'env-all' }, call.node, 'env-all');
  }
  const out = derive(value.v.text, [value]);
  return value.v.literal ? value : out;
}

/** Emits a read for each secret store the path may name; returns the first class. */
export function readSecret(ctx: Ctx, at: Node, path: PV) {
  let first: ReturnType<typeof secretOf>;
  const options = path.alts ?? [path];
  for (const p of options) {
    const hit = secretOf(normalizeHome(p.v.text));
    if (!hit) continue;
    first ??= hit;
    // Columns that hold no secret say so only of a browser's databases (digest-reads.ts).
    const probe = ctx.readsOnly === 'presence';
    const only =
      ctx.readsOnly === 'presence' || (ctx.readsOnly === 'metadata' && hit.cls !== 'browser-data')
        ? undefined
        : ctx.readsOnly;
    ctx.emit(
      {
        kind: 'read',
        target: p.v,
        secret: hit.cls,
        ...(only ? { only } : {}),
        ...(probe ? { probe: true } : {}),
      },
      at,
      `${hit.cls}:${p.v.text.slice(0, 80)}`,
    );
  }
  return first;
}

/** Emits a write for each write class the path may name; returns the behaviours (to fill `content`). */
export function writeTo(ctx: Ctx, at: Node, path: PV, content: PV | undefined, append: boolean) {
  const out: BehaviourInput[] = [];
  for (const p of path.alts ?? [path]) {
    const hit = writeClassOf(normalizeHome(p.v.text));
    if (!hit) continue;
    const b: BehaviourInput = {
      kind: 'write',
      target: p.v,
      cls: hit.cls as WriteClass,
      append,
      ...(content ? { content: content.v } : {}),
    };
    out.push(ctx.emit(b, at, `${hit.cls}:${p.v.text.slice(0, 80)}`));
  }
  // A download saved anywhere else: data until something runs the file (rules/support/produced-runs.ts);
  // a secret or the session's transcript saved anywhere else: data until something sends the file
  // (rules/support/carried-files.ts).
  if (out.length === 0 && content && path.v.text && stagedContent(content.v))
    out.push(
      ctx.emit(
        { kind: 'write', target: path.v, cls: 'other', append, content: content.v },
        at,
        `other:${path.v.text.slice(0, 80)}`,
      ),
    );
  if (content && path.v.text && content.v.taints.includes('download')) {
    for (const t of textsOf(path)) ctx.downloaded.set(t, content.v.from ?? '');
  }
  return out;
}

/**
 * The URL the bytes at `text` came from: the file received a download, or it lies in a folder an
 * archive of one was extracted into (`extractall(CACHE)` then `CACHE/autofix/x.py`): every file there is
 * the download, whichever function of the script extracted it and whichever reads it.
 */
export function downloadedAt(ctx: Ctx, text: string): string | undefined {
  const url = ctx.downloaded.get(text);
  if (url !== undefined || ctx.downloaded.size === 0) return url;
  for (const [k, from] of ctx.downloaded) if (k !== '' && k !== '.' && text.startsWith(`${k}/`)) return from;
  return undefined;
}

/** What reading a file yields: its contents, tainted `file` (and `secret`/`download` when known). */
export function contentsOf(ctx: Ctx, path: PV, secret?: ReturnType<typeof secretOf>): PV {
  // A copy's text is the copied file's (`shutil.copy(src, live)` then `runpy.run_path(live)` runs src).
  const text = ctx.copiedFrom.get(path.v.text) ?? path.v.text;
  let out = taint(derive(`\${contents of ${text.slice(0, 200)}}`, [path]), 'file', { from: text });
  if (secret) out = taint(out, 'secret', { secret: secret.cls });
  // An entry of an extracted folder's listing carries the download's URL (`listing`).
  const url = downloadedAt(ctx, text) ?? (path.v.taints.includes('download') ? path.v.from : undefined);
  if (url !== undefined) out = taint(out, 'download', { from: url });
  const config = shippedConfig(ctx, path);
  return config === undefined ? out : { ...out, config };
}

/** A file read or a folder listed, whatever it holds (src/analysis/data-uses.ts). */
function usedAsData(ctx: Ctx, how: 'read' | 'list', path: PV): void {
  for (const p of path.alts ?? [path]) ctx.unit.dataUses.use(how, p.v);
}

function openFile(ctx: Ctx, at: Node, path: PV, modeArg: PV | undefined): PV {
  const mode = knownText(modeArg) ?? 'r';
  const writes = /[wax]/.test(mode);
  if (!writes || mode.includes('+')) usedAsData(ctx, 'read', path);
  const secret = writes && !mode.includes('+') ? undefined : readSecret(ctx, at, path);
  const state: NonNullable<PV['state']> = { path, mode };
  const behaviours = writes ? writeTo(ctx, at, path, undefined, mode.includes('a')) : [];
  handles.set(state, behaviours);
  const contents = contentsOf(ctx, path, secret);
  return { ...(writes ? contents : readImported(ctx, at, path, contents)), ref: 'open()', state };
}

/**
 * A read of a path another module's function returned: recorded for the join across modules, which finds
 * the secret store that function's path names (src/model/module-reads.ts); the contents are marked as
 * that file's, not as the path.
 */
function readImported(ctx: Ctx, at: Node, path: PV, contents: PV): PV {
  const modules = ctx.unit.modules;
  const from = modules ? importedPaths(path.v) : [];
  if (!modules || from.length === 0) return contents;
  const region = ctx.unit.region(at.startIndex, at.endIndex);
  for (const f of from) modules.read(f, ctx.unit.id, region, at.text);
  return { ...contents, v: readOfImported(contents.v, from) };
}

/** Write behaviours opened on a handle, filled in when the handle is written to. */
const handles = new WeakMap<object, BehaviourInput[]>();

const writeHandle: Handler = (ctx, call) => {
  const state = call.self?.state;
  const content = call.args[0];
  if (!state || !content) return undefined;
  for (const b of handles.get(state) ?? []) if (b.kind === 'write') b.content = content.v;
  const path = state.path as PV | undefined;
  if (path && String(state.mode).includes('a')) appendedCode(ctx, path, content, call.node);
  if (path && content.v.taints.includes('download')) {
    for (const t of textsOf(path)) ctx.downloaded.set(t, content.v.from ?? '');
    // Saved anywhere else: data until something runs the file (rules/support/produced-runs.ts).
    const written = handles.get(state) ?? [];
    if (written.length === 0 && path.v.text) {
      const append = String(state.mode).includes('a');
      written.push(
        ctx.emit(
          { kind: 'write', target: path.v, cls: 'other', append, content: content.v },
          call.node,
          `other:${path.v.text.slice(0, 80)}`,
        ),
      );
      handles.set(state, written);
    }
  }
  return str('None');
};

/** Text appended to a shell script (`open(path, "a").write(…)`) is code that runs with that script. */
function appendedCode(ctx: Ctx, path: PV, content: PV, at: Node): void {
  const code = appendedShellCode(
    (path.alts ?? [path]).map((p) => p.v.text),
    content.v.text,
  );
  if (code !== undefined) ctx.embed('shell', code, at);
}

const readPath: Handler = (ctx, call) => {
  const path = call.self ?? str('');
  usedAsData(ctx, 'read', path);
  return readImported(ctx, call.node, path, contentsOf(ctx, path, readSecret(ctx, call.node, path)));
};

const writePath =
  (append: boolean): Handler =>
  (ctx, call) => {
    writeTo(ctx, call.node, call.self ?? str(''), arg(call, 0, 'data'), append);
    return str('None');
  };

/**
 * `shutil.copy(src, folder)` puts the file under its own name inside the folder: a destination whose
 * last part names no file (no extension) while the source's does is read as that folder.
 */
function intoFolder(src: PV, dst: PV): PV {
  const name = /(?:^|\/)([\w.-]{1,200}\.\w{1,8})$/.exec(src.v.text.trim())?.[1];
  const last = dst.v.text.trim().replace(/\/$/, '').split('/').pop() ?? '';
  if (!name || last === '' || last.includes('.') || /[$}]/.test(last)) return dst;
  return pathJoin([dst, str(name)]);
}

/** `shutil.copy(src, dst)` and friends: reading the source, writing the destination. */
const copy =
  (folder: boolean): Handler =>
  (ctx, call) => {
    const src = arg(call, 0, 'src');
    const given = arg(call, 1, 'dst');
    if (!src) return undefined;
    const dst = given && folder ? intoFolder(src, given) : given;
    const secret = readSecret(ctx, call.node, src);
    const content = contentsOf(ctx, src, secret);
    if (dst) writeTo(ctx, call.node, dst, content, false);
    if (dst && content.v.from && ctx.copiedFrom.size < 200)
      for (const t of textsOf(dst)) ctx.copiedFrom.set(t, content.v.from);
    return dst ?? str('None');
  };

const moveSelf: Handler = (ctx, call) => {
  const dst = arg(call, 0, 'target');
  if (call.self && dst) writeTo(ctx, call.node, dst, contentsOf(ctx, call.self), false);
  return dst;
};

/**
 * Listing or globbing a folder: a read when the folder or pattern names a secret store. The entries are
 * paths whose text is unknown (so opening one does not report the store again) and whose taints say
 * where they came from.
 */
const listing =
  (pathOf: (call: Call) => PV | undefined, paths = false): Handler =>
  (ctx, call) => {
    const path = pathOf(call);
    if (!path) return undefined;
    usedAsData(ctx, 'list', path);
    const secret = readSecret(ctx, call.node, path);
    let entry = derive(slot('entry'), [path]);
    if (secret) entry = taint(entry, 'secret', { secret: secret.cls, from: path.v.text });
    // Entries of a folder an archive was extracted into are the download (`CACHE.glob("*.py")`).
    const url = textsOf(path)
      .map((t) => downloadedAt(ctx, t))
      .find((u) => u !== undefined);
    if (url !== undefined) entry = taint(entry, 'download', { from: url });
    // `Path.glob`/`iterdir` yield paths: `p.read_text()` on one is a read (of a file the listing named).
    if (paths) entry = { ...entry, ref: 'pathlib.Path()' };
    return { ...listPV([entry]), v: { ...entry.v, text: path.v.text } };
  };

/**
 * A database connection whose every query in the file on a browser's secret tables selects only columns
 * that hold no secret (digest-reads.ts `metadataOnlySql`): what it reads of the store is metadata.
 */
const onlyMetadata =
  (inner: Handler): Handler =>
  (ctx, call) => {
    const prev = ctx.readsOnly;
    if (metadataOnlySql(ctx.text)) ctx.readsOnly = 'metadata';
    try {
      return inner(ctx, call);
    } finally {
      ctx.readsOnly = prev;
    }
  };

const selfJoined = (call: Call): PV | undefined =>
  call.self ? pathJoin([call.self, ...(call.args[0] ? [call.args[0]] : [])]) : undefined;

const openHandler: Handler = (ctx, call) => {
  const path = arg(call, 0, 'file');
  return path ? openFile(ctx, call.node, path, arg(call, 1, 'mode')) : undefined;
};

export const FILE_HANDLERS: Array<[string, Handler]> = [
  ['open', openHandler],
  // A named temporary file is an open handle on a path of its own (`fh.name`), binary read-write by default.
  [
    'tempfile.NamedTemporaryFile',
    (ctx, call) =>
      openFile(
        ctx,
        call.node,
        { v: opaque('tempfile.NamedTemporaryFile()') },
        arg(call, 0, 'mode') ?? str('w+b'),
      ),
  ],
  ['os.open', openHandler],
  [
    'pathlib.Path().open',
    (ctx, call) => openFile(ctx, call.node, call.self ?? str(''), arg(call, 0, 'mode')),
  ],
  ['open().write', writeHandle],
  ['open().writelines', writeHandle],
  ['pathlib.Path().read_text', readPath],
  ['pathlib.Path().read_bytes', readPath],
  ['pathlib.Path().write_text', writePath(false)],
  ['pathlib.Path().write_bytes', writePath(false)],
  ['shutil.copy', copy(true)],
  ['shutil.copy2', copy(true)],
  ['shutil.copyfile', copy(false)],
  ['shutil.copytree', copy(false)],
  ['shutil.move', copy(true)],
  ['os.rename', copy(false)],
  ['os.replace', copy(false)],
  ['os.symlink', copy(false)],
  // `tmp.replace(target)`, `tmp.rename(target)`: the target now holds what was written to `tmp`.
  ['pathlib.Path().replace', moveSelf],
  ['pathlib.Path().rename', moveSelf],
  ['glob.glob', listing((c) => arg(c, 0, 'pathname'))],
  ['glob.iglob', listing((c) => arg(c, 0, 'pathname'))],
  ['os.listdir', listing((c) => c.args[0])],
  ['os.scandir', listing((c) => c.args[0])],
  ['os.walk', listing((c) => arg(c, 0, 'top'))],
  ['pathlib.Path().glob', listing(selfJoined, true)],
  ['pathlib.Path().rglob', listing(selfJoined, true)],
  ['pathlib.Path().iterdir', listing((c) => c.self, true)],
  ['sqlite3.connect', onlyMetadata(listing((c) => arg(c, 0, 'database')))],
];
