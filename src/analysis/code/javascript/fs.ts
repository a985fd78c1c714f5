import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { appendedShellCode, normalizeHome, secretOf, writeClassOf } from '../../paths.js';
import { concat, literal, stagedContent, tainted } from '../values.js';
import { noteProfileCopy } from './browser-profiles.js';
import type { Args, Ctx } from './context.js';
import { data, type JsVal, lit, opaque, ph, propOf, result, toValue } from './jsval.js';
import { conversationInput, type Handler, invokeCallbacks, noteEnvAll } from './support.js';

/**
 * The file system: paths rebuilt (`path.join(os.homedir(), '.ssh', 'id_rsa')` → `~/.ssh/id_rsa`),
 * reads of secret stores (files, folders listed or globbed), writes into places that outlive the
 * session (write classes), broad recursive deletes, and files written with downloaded content (running
 * one later is running the download).
 */

const HOME: Value = { text: '~', literal: false, taints: [] };

/** `path.join` / `path.resolve`: segments joined with `/`, an absolute segment restarting `resolve`. */
function joinPath(args: Args, resolve: boolean): JsVal {
  const parts: Value[] = [];
  for (const a of args.vals) {
    const v = toValue(a);
    if (v.text === '') continue;
    if (resolve && /^(?:\/|~|[A-Za-z]:[\\/])/.test(v.text)) parts.length = 0;
    if (parts.length) parts.push(literal('/'));
    parts.push(v);
  }
  const joined = parts.length ? concat(parts) : literal('.');
  return data({ ...joined, text: joined.text.replace(/\/{2,}/g, '/').replace(/\/\.\//g, '/') });
}

/** The secret store a reconstructed path names, if any. */
function secretAt(path: Value): ReturnType<typeof secretOf> {
  return path.text === '' ? undefined : secretOf(normalizeHome(path.text));
}

/** A read of `path`: a fact when it is a secret store; the contents carry `file` (and `secret`). */
export function readPath(ix: Ctx, pathVal: JsVal | undefined, node: Node): JsVal {
  const path = toValue(pathVal);
  if (path.text === '0' || path.text === '/dev/stdin') return conversationInput();
  // Read back what this unit wrote there with downloaded or decoded bytes: that content, taints and all.
  const written = ix.written.get(path.text);
  if (written) return data(written);
  // A JSON file the script ships, read back from its own folder: its text (src/model/json-modules.ts).
  const shipped = shippedJson(ix, path.text);
  if (shipped !== undefined) return { ...lit(shipped[1]), json: shipped[0] };
  const s = secretAt(path);
  if (s) ix.emit({ kind: 'read', target: path, secret: s.cls }, node);
  const content = tainted(literal(`\${file:${path.text.slice(0, 80)}}`), 'file', { from: path.text });
  return data(s ? tainted(content, 'secret', { secret: s.cls }) : content);
}

/**
 * The text of a shipped JSON file the path names: a path built from the script's own folder
 * (`join(here, '..', 'config', 'x.json')`) ends with the relative path the model resolved.
 */
function shippedJson(ix: Ctx, text: string): [spec: string, json: string] | undefined {
  const shipped = ix.unit.spec.jsonModules;
  if (!shipped || !text.endsWith('.json')) return undefined;
  const path = text.replace(/\\/g, '/');
  // Somewhere else (an absolute path, the home folder, an environment variable) is not the script's own.
  if (/^(?:\/|~|[A-Za-z]:|\$\{(?:HOME|USERPROFILE|env|process\.env|os\.homedir)\b)/i.test(path))
    return undefined;
  for (const [spec, json] of Object.entries(shipped)) {
    const tail = spec.replace(/^(?:\.\/)+/, '');
    if (path === tail || path.endsWith(`/${tail}`)) return [spec, json];
  }
  return undefined;
}

const reader: Handler = (ix, args, node) => {
  ix.unit.dataUses.use('read', toValue(args.vals[0]));
  const content = readPath(ix, args.vals[0], node);
  invokeCallbacks(ix, args, [opaque('error'), content]);
  return content;
};

/** `readdir`/`glob` over a folder: listing a secret folder is reading it (its files are read next). */
const lister: Handler = (ix, args, node) => {
  ix.unit.dataUses.use('list', toValue(args.vals[0]));
  const listed = readPath(ix, args.vals[0], node);
  invokeCallbacks(ix, args, [opaque('error'), listed]);
  return { k: 'arr', items: [listed] };
};

/** A write of `content` to `path` (`append` for appendFile / flag 'a'). */
export function writePath(
  ix: Ctx,
  pathVal: JsVal | undefined,
  content: JsVal | undefined,
  append: boolean,
  node: Node,
): void {
  const path = toValue(pathVal);
  const body = content ? toValue(content) : undefined;
  if (body) noteEnvAll(ix, body, node);
  if (
    body &&
    (body.taints.includes('download') || body.taints.includes('decoded')) &&
    path.text !== '' &&
    ix.written.size < 256
  )
    ix.written.set(path.text, body);
  // A script the unit composes itself (`writeFileSync(wrapper, \`#!/bin/bash …\`)`): run by a later spawn.
  else if (body && !append && path.text !== '' && body.text.startsWith('#!') && ix.scripts.size < 32)
    ix.scripts.set(path.text, body.text.slice(0, 64 * 1024));
  // Text appended to a shell script is code that runs with that script: analysed where it is planted.
  const planted = append && body ? appendedShellCode([path.text], body.text) : undefined;
  if (planted !== undefined) ix.embed('shell', planted, node, false);
  const w = path.text === '' ? undefined : writeClassOf(normalizeHome(path.text));
  if (w)
    ix.emit({ kind: 'write', target: path, cls: w.cls, append, ...(body ? { content: body } : {}) }, node);
  // A download, a secret or the transcript saved anywhere else: data until something runs or sends the file.
  else if (body && stagedContent(body) && path.text !== '')
    ix.emit({ kind: 'write', target: path, cls: 'other', append, content: body }, node);
}

const appendFlag = (opts: JsVal | undefined): boolean => {
  const flag = opts?.k === 'data' ? opts : (propOf(opts, 'flag') ?? propOf(opts, 'flags'));
  return flag?.k === 'data' && /^a/.test(flag.v.text);
};

const writer =
  (append: boolean): Handler =>
  (ix, args, node) => {
    writePath(ix, args.vals[0], args.vals[1], append || appendFlag(args.vals[2]), node);
    invokeCallbacks(ix, args, [opaque('error')]);
    return opaque('written');
  };

const writeStream: Handler = (ix, args, node) => {
  writePath(ix, args.vals[0], undefined, appendFlag(args.vals[1]), node);
  return { k: 'handle', h: { kind: 'write-stream', path: toValue(args.vals[0]) } };
};

/** copy / rename / link: the source is read (a secret copied out), the destination written. */
const copier: Handler = (ix, args, node) => {
  const content = readPath(ix, args.vals[0], node);
  noteProfileCopy(ix, args.vals[0], args.vals[1]);
  writePath(ix, args.vals[1], content, false, node);
  invokeCallbacks(ix, args, [opaque('error')]);
  return opaque('copied');
};

/** Paths whose recursive removal wipes a system or a home folder. */
const BROAD =
  /^(?:\/|~|\/\*|~\/\*|\.\.?|\*|[A-Za-z]:\/?\*?|\/(?:home|Users|etc|usr|var|bin|sbin|lib|boot|root|opt|System|Library|Applications)\/?\*?)$/;

const remover =
  (alwaysRecursive: boolean): Handler =>
  (ix, args, node) => {
    const target = toValue(args.vals[0]);
    const rec = propOf(args.vals[1], 'recursive');
    const recursive = alwaysRecursive || (rec?.k === 'data' && rec.v.text === 'true');
    // An empty text is no path at all (`let dir = null` until set elsewhere), not the root.
    const home = normalizeHome(target.text);
    const norm = home.length > 1 ? home.replace(/\/$/, '') : home;
    if (recursive && norm !== '' && BROAD.test(norm) && norm !== '.' && norm !== '..')
      ix.emit({ kind: 'destroy', how: 'rm-broad', target: target.text.slice(0, 200) }, node);
    invokeCallbacks(ix, args, [opaque('error')]);
    return opaque('removed');
  };

/** chmod with the setuid bit, or world-writable on a system path. */
const chmod: Handler = (ix, args, node) => {
  const path = toValue(args.vals[0]);
  const mode = args.vals[1];
  const n =
    mode?.k === 'data'
      ? (mode.num ?? (/^[0-7]{3,4}$/.test(mode.v.text) ? Number.parseInt(mode.v.text, 8) : undefined))
      : undefined;
  if (n !== undefined && (n & 0o4000) !== 0)
    ix.emit({ kind: 'privilege', how: 'setuid', command: path.text, interpreter: false }, node);
  else if (n !== undefined && (n & 0o002) !== 0 && writeClassOf(normalizeHome(path.text))?.cls === 'system')
    ix.emit({ kind: 'privilege', how: 'world-writable', command: path.text, interpreter: false }, node);
  return opaque('chmod');
};

const sysInfo =
  (what: string): Handler =>
  () =>
    data(tainted(literal(`\${${what}}`), 'system-info'));

export const FS_HANDLERS: Record<string, Handler> = {
  'path.join': (_ix, args) => joinPath(args, false),
  'path.resolve': (_ix, args) => joinPath(args, true),
  'path.normalize': (_ix, args) => joinPath(args, false),
  'path.posix.join': (_ix, args) => joinPath(args, false),
  'path.win32.join': (_ix, args) => joinPath(args, false),
  'os.homedir': () => data(HOME),
  'os.tmpdir': () => lit('/tmp'),
  'os.hostname': sysInfo('hostname'),
  'os.networkInterfaces': sysInfo('network'),
  'os.userInfo': () => ({
    k: 'obj',
    props: new Map<string, JsVal>([
      ['homedir', data(HOME)],
      ['username', data(tainted(literal(ph('username')), 'system-info'))],
    ]),
  }),
  'fs.readFileSync': reader,
  'fs.readFile': reader,
  'fs.createReadStream': reader,
  'fs.openSync': reader,
  'fs.open': reader,
  'fs.readJsonSync': reader,
  'fs.readJson': reader,
  'fs.readJSONSync': reader,
  'Bun.file': reader,
  'Deno.readTextFile': reader,
  'Deno.readTextFileSync': reader,
  'Deno.readFile': reader,
  'fs.readdirSync': lister,
  'fs.readdir': lister,
  'fs.opendir': lister,
  'fs.opendirSync': lister,
  'fs.globSync': lister,
  'fs.glob': lister,
  glob: lister,
  'glob.sync': lister,
  'glob.glob': lister,
  'glob.globSync': lister,
  'glob.globby': lister,
  'fs.writeFileSync': writer(false),
  'fs.writeFile': writer(false),
  'fs.outputFileSync': writer(false),
  'fs.outputFile': writer(false),
  'fs.writeJsonSync': writer(false),
  'fs.writeJson': writer(false),
  'fs.outputJsonSync': writer(false),
  'fs.appendFileSync': writer(true),
  'fs.appendFile': writer(true),
  'Bun.write': writer(false),
  'Deno.writeTextFile': writer(false),
  'Deno.writeTextFileSync': writer(false),
  'Deno.writeFile': writer(false),
  'fs.createWriteStream': writeStream,
  'fs.copyFileSync': copier,
  'fs.copyFile': copier,
  'fs.cpSync': copier,
  'fs.cp': copier,
  'fs.copySync': copier,
  'fs.copy': copier,
  'fs.renameSync': copier,
  'fs.rename': copier,
  'fs.moveSync': copier,
  'fs.symlinkSync': (ix, args, node) => {
    writePath(ix, args.vals[1], undefined, false, node);
    return opaque('link');
  },
  'fs.rmSync': remover(false),
  'fs.rm': remover(false),
  'fs.rmdirSync': remover(false),
  'fs.rmdir': remover(false),
  'fs.removeSync': remover(true),
  'fs.remove': remover(true),
  'fs.emptyDirSync': remover(true),
  'fs.emptyDir': remover(true),
  rimraf: remover(true),
  'rimraf.sync': remover(true),
  'rimraf.rimraf': remover(true),
  'rimraf.rimrafSync': remover(true),
  'fs.chmodSync': chmod,
  'fs.chmod': chmod,
  'process.cwd': () => opaque('cwd'),
  'path.dirname': (_ix, args) => result('dirname', args.vals),
};
