/**
 * Root-relative POSIX paths, the only paths the model, discovery and rules handle (a SourceTree maps
 * them to its storage). Pure string functions, below every layer that names files.
 */
export declare function joinPath(dir: string, name: string): string;
export declare function dirname(path: string): string;
export declare function basename(path: string): string;
/**
 * Normalises a relative POSIX path against a base directory. Returns undefined when the result would
 * leave the root: callers report that instead of reading anything.
 */
export declare function resolveRelative(baseDir: string, ref: string): string | undefined;
/**
 * `rel` resolved beside `fromDir`, else beside each folder above it in turn (at most `maxUp` steps), the
 * first that `exists`: how a script or a skill names a repository file relative to an unknown folder.
 */
export declare function resolveUpward(fromDir: string, rel: string, exists: (path: string) => boolean, maxUp: number): string | undefined;
/** The deepest folder above `path` (the root `''` included) that is one of `dirs`, if any. */
export declare function nearestAncestorIn(path: string, dirs: ReadonlySet<string>): string | undefined;
export declare function isWithin(path: string, dir: string): boolean;
/** `a/b//` → `a/b`, by a loop: `/\/+$/` backtracks quadratically on a long run of slashes mid-string. */
export declare function withoutTrailingSlashes(s: string): string;
/** A Python interpreter by name (`python`, `python3.12`, a venv's `.venv/bin/python`). */
export declare function isPythonInterpreter(word: string): boolean;
/**
 * The file `python -m NAME` runs: the module `NAME.py`, or a package's `__main__.py`, from the folder the
 * command runs in or its `src/` layout. None for a name that is no dotted module path.
 */
export declare function pythonMainFiles(module: string): string[];
/** The files a Python module path names (`a/b` → `a/b.py`, `a/b/__init__.py`): a module or a package. */
export declare function pythonModuleFiles(base: string): string[];
export declare function isSourceFile(path: string): boolean;
