import type { RawRef } from '../analysis/references.js';
import { dirname, joinPath } from '../analysis/repo-paths.js';
import type { FileStore } from './files.js';

/**
 * A Go file's imports of its own module's packages, as references to their folders' `.go` files. Go
 * compiles every imported package, and runs each package's `init()` before `main` — a blank import
 * (`import _ "example.com/app/internal/usage"`) runs that folder's code though nothing calls it. The
 * module is the nearest `go.mod` above the file (its `module` line); an import path under it names the
 * folder below the `go.mod`. Standard-library and other modules' packages are not in the tree.
 */

const MAX_IMPORTS = 64;
const MAX_LEVELS = 32;

/** The import paths a Go file names: single `import "x"` / `import _ "x"` lines and `import ( … )` blocks. */
export function goImportPaths(text: string): Array<{ path: string; start: number; end: number }> {
  const head = text.slice(0, 64 * 1024);
  const out: Array<{ path: string; start: number; end: number }> = [];
  const add = (path: string, at: number) => {
    if (out.length < MAX_IMPORTS) out.push({ path, start: at, end: at + path.length + 2 });
  };
  for (const m of head.matchAll(/^[ \t]*import[ \t]+(?:[\w.]{1,64}[ \t]+)?("([^"\n]{1,300})")/gm))
    add(m[2]!, m.index + m[0].length - m[1]!.length);
  for (const m of head.matchAll(/^[ \t]*import[ \t]*\(([^)]{0,8000})\)/gm)) {
    const bodyAt = m.index + m[0].indexOf('(') + 1;
    for (const q of m[1]!.matchAll(/"([^"\n]{1,300})"/g)) add(q[1]!, bodyAt + q.index);
  }
  return out;
}

/**
 * Each `go.mod`'s module path, read once per scan: every Go file of a module asks for the same one, and
 * `peek` keeps no text.
 */
const MODULE_NAMES = new WeakMap<FileStore, Map<string, Promise<string | undefined>>>();

function moduleName(files: FileStore, mod: string): Promise<string | undefined> {
  let byPath = MODULE_NAMES.get(files);
  if (!byPath) {
    byPath = new Map();
    MODULE_NAMES.set(files, byPath);
  }
  let name = byPath.get(mod);
  if (!name) {
    name = files.peek(mod).then((t) => /^[ \t]*module[ \t]+"?([^\s"]{1,300})"?/m.exec(t ?? '')?.[1]);
    byPath.set(mod, name);
  }
  return name;
}

/** The module a folder belongs to: the nearest `go.mod` at or above it, with its folder. */
async function moduleOf(files: FileStore, dir: string): Promise<{ name: string; dir: string } | undefined> {
  let d = dir;
  for (let level = 0; level < MAX_LEVELS; level++) {
    const mod = joinPath(d, 'go.mod');
    if (files.isFile(mod)) {
      const name = await moduleName(files, mod);
      return name ? { name, dir: d } : undefined;
    }
    if (d === '') return undefined;
    d = dirname(d);
  }
  return undefined;
}

/** `../a/b` from folder `from` to folder `to` (both root-relative). */
function relativeFolder(from: string, to: string): string {
  const a = from === '' ? [] : from.split('/');
  const b = to === '' ? [] : to.split('/');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

/**
 * The folder of the package `importPath` names, when it is a package of the module the Go file at `from`
 * belongs to (the nearest `go.mod`); undefined for the standard library and other modules.
 */
export async function goPackageFolder(
  files: FileStore,
  from: string,
  importPath: string,
): Promise<string | undefined> {
  const mod = await moduleOf(files, dirname(from));
  if (!mod || (importPath !== mod.name && !importPath.startsWith(`${mod.name}/`))) return undefined;
  const sub = importPath.slice(mod.name.length + 1);
  const folder = sub === '' ? mod.dir : joinPath(mod.dir, sub);
  return folder.split('/').includes('..') ? undefined : folder;
}

/** The `.go` files directly in `dir` (one package's files, tests included), bounded. */
export function goFilesIn(files: FileStore, dir: string, max = 64): string[] {
  const out: string[] = [];
  const prefix = dir === '' ? '' : `${dir}/`;
  for (const f of files.filesUnder(dir)) {
    const rest = f.path.slice(prefix.length);
    if (rest.includes('/') || !rest.endsWith('.go')) continue;
    out.push(f.path);
    if (out.length >= max) break;
  }
  return out;
}

/** References from the Go file at `path` to the `.go` files of the module's packages it imports. */
export async function goImportRefs(files: FileStore, path: string, text: string): Promise<RawRef[]> {
  const imports = goImportPaths(text).filter((i) => i.path.includes('/') || i.path.includes('.'));
  if (imports.length === 0) return [];
  const here = dirname(path);
  const mod = await moduleOf(files, here);
  if (!mod) return [];
  const out: RawRef[] = [];
  for (const i of imports) {
    if (i.path !== mod.name && !i.path.startsWith(`${mod.name}/`)) continue;
    const sub = i.path.slice(mod.name.length + 1);
    const folder = sub === '' ? mod.dir : joinPath(mod.dir, sub);
    if (folder === here || folder.split('/').includes('..')) continue;
    const rel = relativeFolder(here, folder);
    const target = rel.startsWith('..') ? `${rel}/*.go` : `./${rel}/*.go`;
    out.push({ kind: 'script-source', target, start: i.start, end: i.end, certainty: 'candidate' });
  }
  return out;
}

/**
 * The files a Go file embeds (`//go:embed runbook.md`, `//go:embed templates/*.tmpl static`): the compiler
 * puts their bytes into the program, which reads them as its own data — a server hands them on as text
 * (an MCP resource, a prompt, instructions). Patterns are relative to the file's folder; a folder embeds
 * the files below it; an `all:` prefix only adds hidden files.
 */
export function goEmbedRefs(files: FileStore, path: string, text: string): RawRef[] {
  const out: RawRef[] = [];
  const dir = dirname(path);
  for (const m of text.slice(0, 256 * 1024).matchAll(/^[ \t]*\/\/go:embed[ \t]+([^\n]{1,500})$/gm)) {
    const line = m[1]!;
    const at = m.index + m[0].length - line.length;
    for (const p of line.matchAll(/"([^"\n]{1,300})"|`([^`\n]{1,300})`|(\S{1,300})/g)) {
      if (out.length >= MAX_IMPORTS) return out;
      const pattern = (p[1] ?? p[2] ?? p[3]!).replace(/^all:/, '');
      if (pattern.startsWith('/') || pattern.split('/').includes('..')) continue;
      const folder = !/[*?[]/.test(pattern) && files.isDir(joinPath(dir, pattern));
      const target = folder ? `./${pattern}/**/*` : `./${pattern}`;
      out.push({
        kind: 'script-source',
        target,
        start: at + p.index,
        end: at + p.index + p[0].length,
        certainty: 'explicit',
      });
    }
  }
  return out;
}
