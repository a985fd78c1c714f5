import type { WriteClass } from '../../facts.js';
import { appendedShellCode, normalizeHome, secretOf, writeClassOf } from '../../paths.js';
import type { BehaviourInput } from '../collector.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import { concat, joinPath } from '../values.js';
import type { Call, Ctx, Handler } from './context.js';
import { concatGV, derive, flat, type GV, opaque, slot, str, taint, textsOf } from './gv.js';
import { stdinCode } from './lib-exec.js';
import { socketWrite } from './lib-net.js';
import { fillTarget } from './lib-values.js';
import { sprintf } from './strings.js';

/**
 * Files: secret stores read (`os.ReadFile`, `os.Open`, `fs.ReadFile` through `os.DirFS`, globs, listings and
 * walks of a secret folder), writes to places that outlive the session (`os.WriteFile`, `os.Create`,
 * `os.OpenFile` with `O_APPEND`, and what is then written to the handle: `f.WriteString`, `io.Copy`,
 * `fmt.Fprintf`, a JSON encoder), and files that received downloaded bytes (remembered: running one later
 * is running the download, lib-exec.ts). Paths are classified by src/analysis/paths.ts.
 */

const pair = (value: GV): GV => ({ ...value, tuple: [value, opaque('err')] });

/** Emits a read for each secret store the path may name; returns the first class. */
export function readSecret(ctx: Ctx, at: Node, path: GV): ReturnType<typeof secretOf> {
  let first: ReturnType<typeof secretOf>;
  for (const p of path.alts ?? [path]) {
    const hit = secretOf(normalizeHome(p.v.text)) ?? globFolderSecret(p.v.text);
    if (!hit) continue;
    first ??= hit;
    ctx.emit({ kind: 'read', target: p.v, secret: hit.cls }, at, `${hit.cls}:${p.v.text.slice(0, 80)}`);
  }
  return first;
}

/** A glob's fixed folder, when that is a secret store (`~/.ssh/id_*` lists the SSH key folder). */
function globFolderSecret(pattern: string): ReturnType<typeof secretOf> {
  const star = pattern.search(/[*?[]/);
  if (star < 0) return undefined;
  const folder = pattern.slice(0, pattern.lastIndexOf('/', star));
  return folder ? secretOf(normalizeHome(folder)) : undefined;
}

/** A file read or a folder listed, whatever it holds (src/analysis/data-uses.ts). */
function usedAsData(ctx: Ctx, how: 'read' | 'list', path: GV): void {
  for (const p of path.alts ?? [path]) ctx.unit.dataUses.use(how, p.v);
}

/** What reading a file yields: its contents, tainted `file` (and `secret`/`download` when known). */
export function contentsOf(ctx: Ctx, path: GV, secret?: ReturnType<typeof secretOf>): GV {
  const text = path.v.text;
  let out = taint(derive(`\${contents of ${text.slice(0, 200)}}`, [path]), 'file', { from: text });
  if (secret) out = taint(out, 'secret', { secret: secret.cls });
  const url = ctx.downloaded.get(text);
  if (url !== undefined) out = taint(out, 'download', { from: url });
  return out;
}

/** Emits a write for each write class the path may name; returns the behaviours (to fill `content`). */
export function writeTo(
  ctx: Ctx,
  at: Node,
  path: GV,
  content: GV | undefined,
  append: boolean,
): BehaviourInput[] {
  const out: BehaviourInput[] = [];
  for (const p of path.alts ?? [path]) {
    const hit = writeClassOf(normalizeHome(p.v.text));
    if (!hit) continue;
    const b: BehaviourInput = {
      kind: 'write',
      target: p.v,
      cls: hit.cls as WriteClass,
      append,
      ...(content ? { content: flat(content) } : {}),
    };
    out.push(ctx.emit(b, at, `${hit.cls}:${p.v.text.slice(0, 80)}`));
  }
  // A download saved anywhere else: data until something runs the file (rules/support/produced-runs.ts).
  if (out.length === 0 && content && path.v.text && flat(content).taints.includes('download'))
    out.push(
      ctx.emit(
        { kind: 'write', target: path.v, cls: 'other', append, content: flat(content) },
        at,
        `other:${path.v.text.slice(0, 80)}`,
      ),
    );
  if (content) wrote(ctx, path, content, append, at);
  return out;
}

/** What a write leaves: a file that now holds downloaded bytes; shell code appended to a start-up file. */
function wrote(ctx: Ctx, path: GV, content: GV, append: boolean, at: Node): void {
  const data = flat(content);
  if (data.taints.includes('download'))
    for (const t of textsOf(path)) if (ctx.downloaded.size < 256) ctx.downloaded.set(t, data.from ?? '');
  if (!append) return;
  const code = appendedShellCode(textsOf(path), data.text);
  if (code !== undefined) ctx.embedShell(code, at);
}

interface Handle {
  path: GV;
  append: boolean;
  writes: BehaviourInput[];
}

/** Flags of `os.OpenFile` as written (`os.O_WRONLY|os.O_APPEND|os.O_CREATE`). */
function openMode(flags: GV | undefined): { write: boolean; append: boolean } {
  const t = flags?.v.text ?? '';
  return { write: /O_(?:WRONLY|RDWR|APPEND|CREATE|TRUNC)/.test(t), append: /O_APPEND/.test(t) };
}

/** An open file: the handle remembers its path, and the writes it will be filled by. */
function open(ctx: Ctx, call: Call, path: GV, write: boolean, append: boolean): GV {
  const handle: Handle = {
    path,
    append,
    writes: write ? writeTo(ctx, call.node, path, undefined, append) : [],
  };
  if (!write) usedAsData(ctx, 'read', path);
  const secret = write ? undefined : readSecret(ctx, call.node, path);
  const contents = write ? derive(path.v.text, [path]) : contentsOf(ctx, path, secret);
  return pair({ ...contents, ref: 'os.File', state: { handle } });
}

const openRead: Handler = (ctx, call) =>
  call.args[0] ? open(ctx, call, call.args[0], false, false) : undefined;
const create: Handler = (ctx, call) =>
  call.args[0] ? open(ctx, call, call.args[0], true, false) : undefined;

const openFile: Handler = (ctx, call) => {
  const path = call.args[0];
  if (!path) return undefined;
  const mode = openMode(call.args[1]);
  return open(ctx, call, path, mode.write, mode.append);
};

/** `os.CreateTemp(dir, "x-*.sh")`: a handle on a path of its own. */
const createTemp: Handler = (ctx, call) =>
  open(ctx, call, str(`/tmp/${slot(`CreateTemp@${call.node.startIndex}`)}`), true, false);

const readFile: Handler = (ctx, call) => {
  const path = call.args[0];
  if (!path) return undefined;
  usedAsData(ctx, 'read', path);
  return pair(contentsOf(ctx, path, readSecret(ctx, call.node, path)));
};

const writeFile: Handler = (ctx, call) => {
  const [path, data] = call.args;
  if (path) writeTo(ctx, call.node, path, data, false);
  return opaque('err');
};

/** Writes content into what `w` is: an open file, a connection (a send), or a buffer of this function. */
export function writeInto(
  ctx: Ctx,
  call: Call,
  w: GV | undefined,
  content: GV | undefined,
  wNode?: Node,
): void {
  if (!w || !content) return;
  const handle = w.state?.handle as Handle | undefined;
  if (handle) {
    const data = flat(content);
    // A download saved anywhere else: data until something runs the file (rules/support/produced-runs.ts).
    if (handle.writes.length === 0 && data.taints.includes('download') && handle.path.v.text) {
      const b = {
        kind: 'write',
        target: handle.path.v,
        cls: 'other',
        append: handle.append,
        content: data,
      } as const;
      handle.writes.push(ctx.emit(b, call.node, `other:${handle.path.v.text.slice(0, 80)}`));
      wrote(ctx, handle.path, content, handle.append, call.node);
      return;
    }
    for (const b of handle.writes)
      if (b.kind === 'write') b.content = b.content ? concat([b.content, flat(content)]) : flat(content);
    wrote(ctx, handle.path, content, handle.append || handle.writes.length > 0, call.node);
    return;
  }
  if (socketWrite(ctx, call, w, content)) return;
  const cmd = w.ref === 'os/exec.Stdin' ? (w.state?.cmd as Parameters<typeof stdinCode>[1]) : undefined;
  if (cmd) {
    stdinCode(ctx, cmd, content, call.node);
    return;
  }
  if (wNode && w.ref === 'bytes.Buffer')
    ctx.evaluator.assign(ctx, wNode, { ...w, v: concat([w.v, flat(content)]) }, false);
}

const handleWrite: Handler = (ctx, call) => {
  writeInto(ctx, call, call.self, call.args[0], call.selfNode);
  return opaque('n');
};

/** `io.Copy(dst, src)`, `io.WriteString(w, s)`, `fmt.Fprintf(w, format, …)`. */
const copyTo =
  (contentOf: (call: Call) => GV | undefined): Handler =>
  (ctx, call) => {
    writeInto(ctx, call, call.args[0], contentOf(call), call.argNodes[0]);
    return pair(opaque('n'));
  };

/** `fmt.Fprintf(w, format, …)`, `fmt.Fprint(w, …)`, `fmt.Fprintln(w, …)`: what is printed, as text. */
const fprint =
  (printed: (args: readonly GV[]) => GV): Handler =>
  (ctx, call) => {
    const rest = call.args.slice(1);
    writeInto(ctx, call, call.args[0], rest.length ? printed(rest) : undefined, call.argNodes[0]);
    return pair(opaque('n'));
  };

const encoderOf: Handler = (_ctx, call) =>
  call.args[0]
    ? { ...opaque('encoder'), ref: 'encoding/json.Encoder', state: { w: call.args[0] } }
    : undefined;

const encode: Handler = (ctx, call) => {
  writeInto(ctx, call, call.self?.state?.w as GV | undefined, call.args[0]);
  return opaque('err');
};

/**
 * Listings of a folder or a pattern: a read when it names a secret store. The entries are paths whose text
 * is unknown (so opening one does not report the store again) and whose taints say where they came from.
 */
function listing(ctx: Ctx, at: Node, path: GV): GV {
  usedAsData(ctx, 'list', path);
  const secret = readSecret(ctx, at, path);
  let entry = derive(slot('entry'), [path]);
  if (secret) entry = taint(entry, 'secret', { secret: secret.cls, from: path.v.text });
  return entry;
}

const glob: Handler = (ctx, call) => (call.args[0] ? pair(listing(ctx, call.node, call.args[0])) : undefined);

/** `filepath.WalkDir(root, fn)`: each entry's path is handed to the callback. */
const walk =
  (rootAt: number): Handler =>
  (ctx, call) => {
    const root = call.args[rootAt];
    const fn = call.args[rootAt + 1];
    if (!root) return undefined;
    const entry = listing(ctx, call.node, root);
    if (fn?.fn) ctx.evaluator.callFunction(ctx, fn.fn, [entry, derive(slot('info'), [entry]), opaque('err')]);
    return opaque('err');
  };

/** `os.DirFS(root)` (and an embedded file system): reads through it are reads below its root. */
const dirFS: Handler = (_ctx, call) => ({
  ...opaque('fs'),
  ref: 'io/fs.FS',
  state: { root: call.args[0] ?? str('.') },
});

const fsRead =
  (fsAt: number): Handler =>
  (ctx, call) => {
    const fsys = fsAt < 0 ? call.self : call.args[fsAt];
    const name = call.args[fsAt < 0 ? 0 : fsAt + 1];
    const root = fsys?.state?.root as GV | undefined;
    if (!name) return undefined;
    const path = root ? { v: joinPath([root.v, name.v]) } : name;
    usedAsData(ctx, 'read', path);
    return pair(contentsOf(ctx, path, readSecret(ctx, call.node, path)));
  };

/** `os.Rename(src, dst)`, `os.Link`, `os.Symlink`: the destination holds what the source held. */
const move: Handler = (ctx, call) => {
  const [src, dst] = call.args;
  if (!src || !dst) return undefined;
  writeTo(ctx, call.node, dst, contentsOf(ctx, src, readSecret(ctx, call.node, src)), false);
  return opaque('err');
};

const fileName: Handler = (_ctx, call) => (call.self?.state?.handle as Handle | undefined)?.path ?? undefined;

/** `ReadFrom` of a handle, and the read methods of a reader over an open file. */
const readInto: Handler = (ctx, call) => {
  if (call.self) fillTarget(ctx, call, 0, [call.self]);
  return pair(opaque('n'));
};

export const FILE_HANDLERS: Array<[string, Handler]> = [
  ['os.ReadFile', readFile],
  ['io/ioutil.ReadFile', readFile],
  ['os.Open', openRead],
  ['os.Create', create],
  ['os.OpenFile', openFile],
  ['os.CreateTemp', createTemp],
  ['io/ioutil.TempFile', createTemp],
  ['os.WriteFile', writeFile],
  ['io/ioutil.WriteFile', writeFile],
  ['os.File.Write', handleWrite],
  ['os/exec.Stdin.Write', handleWrite],
  ['os/exec.Stdin.WriteString', handleWrite],
  ['os.File.WriteString', handleWrite],
  ['os.File.ReadFrom', (ctx, call) => handleWrite(ctx, call)],
  ['os.File.Read', readInto],
  ['os.File.Name', fileName],
  ['io.Copy', copyTo((c) => c.args[1])],
  ['io.CopyN', copyTo((c) => c.args[1])],
  ['io.CopyBuffer', copyTo((c) => c.args[1])],
  ['io.WriteString', copyTo((c) => c.args[1])],
  [
    'io.ReadFull',
    (ctx, call) => {
      if (call.args[0]) fillTarget(ctx, call, 1, [call.args[0]]);
      return pair(opaque('n'));
    },
  ],
  ['fmt.Fprintf', fprint((a) => sprintf(a[0], a.slice(1)))],
  ['fmt.Fprint', fprint((a) => concatGV(a))],
  ['fmt.Fprintln', fprint((a) => concatGV([...a.flatMap((x, i) => (i ? [str(' '), x] : [x])), str('\n')]))],
  ['encoding/json.NewEncoder', encoderOf],
  ['encoding/json.Encoder.Encode', encode],
  ['path/filepath.Glob', glob],
  ['os.ReadDir', glob],
  ['io/ioutil.ReadDir', glob],
  ['path/filepath.WalkDir', walk(0)],
  ['path/filepath.Walk', walk(0)],
  ['io/fs.WalkDir', walk(1)],
  ['os.DirFS', dirFS],
  ['io/fs.ReadFile', fsRead(0)],
  ['io/fs.FS.Open', fsRead(-1)],
  ['embed.FS.ReadFile', fsRead(-1)],
  ['embed.FS.Open', fsRead(-1)],
  ['os.Rename', move],
  ['os.Link', move],
  ['os.Symlink', move],
];

/** The value a `//go:embed` variable holds: the embedded files' contents, read when the program is built. */
export function embeddedValue(ctx: Ctx, at: Node, pattern: string, fs: boolean): GV {
  const path = str(pattern.split(/\s+/)[0] ?? pattern);
  if (fs) return { ...opaque('embed.FS'), ref: 'embed.FS', state: { root: str('.') } };
  return contentsOf(ctx, path, readSecret(ctx, at, path));
}
