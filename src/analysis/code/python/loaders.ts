import { endpointOf } from '../../hosts.js';
import { fileobjName } from './archive-writes.js';
import type { PyNode as Node } from './ast.js';
import { arg } from './call-values.js';
import type { Ctx, Handler } from './context.js';
import { contentsOf } from './files.js';
import { STDLIB, USER_SITE_PATH } from './names.js';
import { derive, dictPV, isTainted, knownText, listPV, type PV, slot, str, taint, textsOf } from './pv.js';

/**
 * Code that reaches the interpreter through the import system rather than `exec`: a downloaded archive
 * or folder put on `sys.path` (or `site.addsitedir`) and then imported by name (`importlib.import_module`,
 * `__import__`, an `import` statement), a `zipimport.zipimporter` loading a module from an archive, and
 * archives extracted into folders. Also where Python's site folders are, so that writes into them are
 * classified (src/analysis/paths.ts `python-startup`).
 */

/** Files Python imports code from: modules, compiled modules, extensions, archives. */
const CODE_FILE = /\.(?:py|pyc|pyd|so|zip|whl|egg|pth)$/i;

/**
 * The URL a path's bytes came from: the path itself received a download (an archive, a folder extracted
 * from one), or a file inside it did — with `code`, only a file Python imports code from (a data file
 * fetched next to a script does not make the script's folder downloaded code).
 */
function downloadedUrl(ctx: Ctx, dir: PV, code = false): string | undefined {
  for (const t of textsOf(dir)) {
    for (const [k, url] of ctx.downloaded) {
      // A path under a downloaded key lies in a folder an archive was extracted into: all of it is the download.
      if (
        k === t ||
        (k.startsWith(`${t}/`) && (!code || CODE_FILE.test(k))) ||
        (k !== '' && t.startsWith(`${k}/`))
      )
        return url;
    }
  }
  return isTainted(dir, 'download') ? (dir.v.from ?? '') : undefined;
}

/** `sys.path.insert(0, d)` where `d` received a download (an archive extracted there, a fetched module). */
const sysPath: Handler = (ctx, call) => {
  const dir = call.args[call.args.length - 1];
  if (!dir) return undefined;
  const url = downloadedUrl(ctx, dir);
  if (url !== undefined) {
    ctx.emit(
      { kind: 'install', manager: 'sys.path', spec: dir.v.text, source: 'url', pinned: false, runs: false },
      call.node,
    );
  }
  const code = downloadedUrl(ctx, dir, true);
  if (code !== undefined && ctx.importRoots.size < 16) ctx.importRoots.set(dir.v.text, code);
  return str('None');
};

/** Runs code now: the `.pth` files of a site folder are read (their `import` lines run) as it is added. */
const addSiteDir: Handler = (ctx, call) => {
  const dir = arg(call, 0, 'sitedir');
  if (!dir) return undefined;
  sysPath(ctx, call);
  const url = downloadedUrl(ctx, dir, true);
  if (url !== undefined) runDownloaded(ctx, call.node, 'site.addsitedir', `.pth files of ${dir.v.text}`, url);
  return str('None');
};

function runDownloaded(ctx: Ctx, at: Node, via: string, what: string, url: string): void {
  const code = {
    text: `\${${what.slice(0, 120)}}`,
    literal: false,
    taints: ['download' as const],
    from: url,
  };
  ctx.emit({ kind: 'execute', via, code, ...(url ? { endpoint: endpointOf(url, ctx.unit.hosts) } : {}) }, at);
}

/**
 * An import by name once a downloaded archive or folder is on `sys.path`: the module found first may be
 * the downloaded one, so its code runs. Standard-library names and relative imports are left alone.
 */
export function importAfterDownload(ctx: Ctx, at: Node, name: string | undefined): void {
  if (ctx.importRoots.size === 0) return;
  if (name !== undefined && (name.startsWith('.') || STDLIB.has(name.split('.')[0]!))) return;
  const [root, url] = [...ctx.importRoots][0]!;
  runDownloaded(ctx, at, 'import', `module ${name ?? '…'} from ${root}`, url);
}

/** `zipimport.zipimporter(path)`: the archive is remembered until a module is loaded from it. */
const zipImporter: Handler = (_ctx, call) => {
  const path = arg(call, 0, 'path') ?? str('');
  return { ...derive(slot('zipimporter'), [path]), ref: 'zipimport.zipimporter()', state: { path } };
};

/** The code inside the importer's archive: its contents, downloaded when the archive was. */
function archiveCode(ctx: Ctx, self: PV | undefined): PV {
  const path = (self?.state?.path as PV | undefined) ?? str('');
  const code = contentsOf(ctx, path);
  const url = code.v.taints.includes('download') ? undefined : downloadedUrl(ctx, path);
  return url !== undefined ? taint(code, 'download', { from: url }) : code;
}

/** `.load_module(name)` / `.exec_module(m)`: the archive's code runs. */
const zipLoad: Handler = (ctx, call) => {
  const code = archiveCode(ctx, call.self);
  const from = code.v.taints.includes('download') ? code.v.from : undefined;
  ctx.emit(
    {
      kind: 'execute',
      via: 'zipimport',
      code: code.v,
      ...(from ? { endpoint: endpointOf(from, ctx.unit.hosts) } : {}),
    },
    call.node,
  );
  return derive(slot('module'), [code]);
};

/** An archive opened from a downloaded path and extracted: the folder now holds downloaded files. */
const openArchive: Handler = (_ctx, call) => {
  const path = call.args[0] ?? arg(call, 0, 'name') ?? arg(call, 0, 'file') ?? call.kwargs.get('fileobj');
  // Written to an in-memory file (`fileobj=buf`): what is added lands in that variable (archive-writes.ts).
  const fileobj = fileobjName(call.node);
  return {
    ...derive(slot('archive'), path ? [path] : []),
    ref: `${call.name}()`,
    state: { path, ...(fileobj ? { fileobj } : {}) },
  };
};

const extractAll: Handler = (ctx, call) => {
  const archive = call.self?.state?.path as PV | undefined;
  const dir = arg(call, 0, 'path') ?? str('.');
  if (archive && textsOf(archive).some((t) => ctx.downloaded.has(t))) {
    for (const t of textsOf(dir)) ctx.downloaded.set(t, ctx.downloaded.get(textsOf(archive)[0]!) ?? '');
  } else if (archive && isTainted(archive, 'download')) {
    // Opened from the response bytes (`ZipFile(io.BytesIO(resp.read()))`): never saved, still extracted.
    for (const t of textsOf(dir)) ctx.downloaded.set(t, archive.v.from ?? '');
  }
  return str('None');
};

const unpackArchive: Handler = (ctx, call) => {
  const archive = call.args[0];
  const dir = call.args[1] ?? str('.');
  if (archive && textsOf(archive).some((t) => ctx.downloaded.has(t))) {
    for (const t of textsOf(dir)) ctx.downloaded.set(t, ctx.downloaded.get(archive.v.text) ?? '');
  }
  return str('None');
};

/**
 * Site folders, as paths the write classes know: the user's (`~/.local/lib/python3/site-packages`) and
 * the running interpreter's, whose prefix is only known at run time (a venv's or the system's).
 */
const USER_SITE = USER_SITE_PATH;
const PREFIX_SITE: PV = {
  v: { text: '${sys.prefix}/lib/python3/site-packages', literal: false, taints: [] },
};
const SITE_KEYS = new Set(['purelib', 'platlib']);

export const LOADER_HANDLERS: Array<[string, Handler]> = [
  ['sys.path.insert', sysPath],
  ['sys.path.append', sysPath],
  ['site.addsitedir', addSiteDir],
  ['zipimport.zipimporter', zipImporter],
  ['zipimport.zipimporter().load_module', zipLoad],
  ['zipimport.zipimporter().exec_module', zipLoad],
  ['zipimport.zipimporter().get_code', (ctx, call) => archiveCode(ctx, call.self)],
  ['zipimport.zipimporter().find_module', (_ctx, call) => call.self],
  ['zipfile.ZipFile', openArchive],
  ['tarfile.open', openArchive],
  ['zipfile.ZipFile().extractall', extractAll],
  ['tarfile.open().extractall', extractAll],
  ['shutil.unpack_archive', unpackArchive],
  ['site.getusersitepackages', () => str(USER_SITE)],
  ['site.getsitepackages', () => listPV([PREFIX_SITE])],
  ['sysconfig.get_paths', () => dictPV([...SITE_KEYS].map((k): [string, PV] => [k, PREFIX_SITE]))],
  [
    'sysconfig.get_path',
    (_ctx, call) => (SITE_KEYS.has(knownText(arg(call, 0, 'name')) ?? '') ? PREFIX_SITE : undefined),
  ],
  ['distutils.sysconfig.get_python_lib', () => PREFIX_SITE],
];
