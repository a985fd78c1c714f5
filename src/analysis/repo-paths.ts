/**
 * Root-relative POSIX paths, the only paths the model, discovery and rules handle (a SourceTree maps
 * them to its storage). Pure string functions, below every layer that names files.
 */

export function joinPath(dir: string, name: string): string {
  return dir === '' ? name : `${dir}/${name}`;
}

export function dirname(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * Normalises a relative POSIX path against a base directory. Returns undefined when the result would
 * leave the root: callers report that instead of reading anything.
 */
export function resolveRelative(baseDir: string, ref: string): string | undefined {
  const parts = ref.startsWith('/') ? [] : baseDir === '' ? [] : baseDir.split('/');
  for (const seg of ref.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(seg);
  }
  return parts.join('/');
}

/**
 * `rel` resolved beside `fromDir`, else beside each folder above it in turn (at most `maxUp` steps), the
 * first that `exists`: how a script or a skill names a repository file relative to an unknown folder.
 */
export function resolveUpward(
  fromDir: string,
  rel: string,
  exists: (path: string) => boolean,
  maxUp: number,
): string | undefined {
  let dir = fromDir;
  for (let up = 0; up <= maxUp; up++) {
    const p = resolveRelative(dir, rel);
    if (p !== undefined && exists(p)) return p;
    if (dir === '') break;
    dir = dirname(dir);
  }
  return undefined;
}

/** The deepest folder above `path` (the root `''` included) that is one of `dirs`, if any. */
export function nearestAncestorIn(path: string, dirs: ReadonlySet<string>): string | undefined {
  if (path === '') return undefined;
  for (let d = dirname(path); ; d = dirname(d)) {
    if (dirs.has(d)) return d;
    if (d === '') return undefined;
  }
}

export function isWithin(path: string, dir: string): boolean {
  return dir === '' || path === dir || path.startsWith(`${dir}/`);
}

/** `a/b//` → `a/b`, by a loop: `/\/+$/` backtracks quadratically on a long run of slashes mid-string. */
export function withoutTrailingSlashes(s: string): string {
  let end = s.length;
  while (end > 0 && s.charCodeAt(end - 1) === 47) end--;
  return s.slice(0, end);
}

/** A Python interpreter by name (`python`, `python3.12`, a venv's `.venv/bin/python`). */
export function isPythonInterpreter(word: string): boolean {
  return /(?:^|\/)python(?:3(?:\.\d{1,2})?)?$/.test(word);
}

/**
 * The file `python -m NAME` runs: the module `NAME.py`, or a package's `__main__.py`, from the folder the
 * command runs in or its `src/` layout. None for a name that is no dotted module path.
 */
export function pythonMainFiles(module: string): string[] {
  if (!/^[A-Za-z_]\w{0,100}(?:\.[A-Za-z_]\w{0,100}){0,8}$/.test(module)) return [];
  const base = module.replace(/\./g, '/');
  return [`${base}.py`, `${base}/__main__.py`, `src/${base}.py`, `src/${base}/__main__.py`];
}

/** The files a Python module path names (`a/b` → `a/b.py`, `a/b/__init__.py`): a module or a package. */
export function pythonModuleFiles(base: string): string[] {
  return [`${base}.py`, `${base}/__init__.py`];
}

/**
 * A programming-language source file by its extension: where a literal is code's data (a detector's pattern
 * list, a table of characters a normaliser strips), not text the agent is asked to read.
 */
const SOURCE_FILE =
  /\.(?:py|pyi|js|mjs|cjs|ts|mts|cts|tsx|jsx|rb|pl|pm|php|go|rs|java|kt|kts|scala|swift|c|h|cc|cpp|hpp|cs|lua|sh|bash|zsh|ps1|psm1|r|jl|dart|ex|exs)$/i;

export function isSourceFile(path: string): boolean {
  return SOURCE_FILE.test(path);
}
