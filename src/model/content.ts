import { type ContentInfo, classifyContent } from '../analysis/content.js';
import { basename, dirname, joinPath } from '../analysis/repo-paths.js';
import type { ArchiveStore } from './archives.js';
import type { FileStore } from './files.js';
import { RealPathMemo } from './real-path-memo.js';

/**
 * What each file is (src/analysis/content.ts) and how many of its bytes skillscan analysed, per real
 * path, computed once for the rules and for the analysability score.
 */
export class ContentStore {
  private readonly memo: RealPathMemo<ContentInfo | undefined>;

  constructor(
    private readonly files: FileStore,
    private readonly archives: ArchiveStore,
  ) {
    this.memo = new RealPathMemo(files);
  }

  /** The content of the file at `path`, or undefined when it cannot be read. */
  content(path: string): Promise<ContentInfo | undefined> {
    return this.memo.get(path, (p) => this.compute(p));
  }

  private async compute(path: string): Promise<ContentInfo | undefined> {
    const file = this.files.isFile(path) ? await this.files.text(path) : undefined;
    if (!file) return undefined;
    const archive = await this.archives.report(path);
    return classifyContent({
      path,
      size: file.size,
      read: Math.min(file.size, this.files.maxFileBytes),
      text: file.text,
      anomalies: file.anomalies,
      ...(file.bytes ? { bytes: file.bytes } : {}),
      ...(archive ? { archive } : {}),
      sourceBeside: compiledSourceBeside(this.files, path),
    });
  }
}

/**
 * Compiled code whose source ships with it: `x.pyc` (or `__pycache__/x.cpython-312.pyc`) beside `x.py`,
 * `X.class` (or `X$Inner.class`) with an `X.java` in its folder or the folder above it.
 */
export function compiledSourceBeside(files: FileStore, path: string): boolean {
  const name = basename(path);
  const dir = dirname(path);
  const py = /^([^.]+)(?:\.[\w-]+)?\.py[co]$/i.exec(name);
  if (py) {
    const srcDir = basename(dir) === '__pycache__' ? dirname(dir) : dir;
    return files.isFile(joinPath(srcDir, `${py[1]}.py`));
  }
  const cls = /^([^$.]+)(?:\$[^.]*)?\.class$/i.exec(name);
  if (cls) {
    const want = `${cls[1]}.java`;
    if (files.isFile(joinPath(dir, want))) return true;
    const scope = dirname(dir);
    return files.filesUnder(scope).some((f) => basename(f.path) === want);
  }
  return false;
}

/** Source files of compiled languages a native executable is built from. */
const NATIVE_SOURCE = /\.(?:c|cc|cpp|cxx|cs|go|rs|swift|zig|nim|d|m|mm|vb|fs|pas)$/i;
/** Build files and scripts that name how such a source becomes the executable. */
const NATIVE_BUILD =
  /^(?:build\.(?:ps1|sh|bat|cmd|zig|rs)|makefile|gnumakefile|cmakelists\.txt|cargo\.toml|go\.mod|meson\.build|[^/]+\.(?:csproj|vbproj|fsproj|sln|vcxproj))$/i;

/**
 * The source and build files in a native executable's own folder (`SilentLauncher.cs` and `build.ps1` beside
 * `silent-launcher.exe`): the repository says what the binary should be, though nothing ties the bytes to
 * that source. Empty when the folder holds no source of a compiled language.
 */
export function nativeSourceBeside(files: FileStore, path: string): { sources: string[]; builds: string[] } {
  const dir = dirname(path);
  const sources: string[] = [];
  const builds: string[] = [];
  for (const f of files.filesUnder(dir)) {
    if (dirname(f.path) !== dir) continue;
    const name = basename(f.path);
    if (NATIVE_SOURCE.test(name)) sources.push(f.path);
    else if (NATIVE_BUILD.test(name)) builds.push(f.path);
  }
  return { sources: sources.slice(0, 5), builds: builds.slice(0, 5) };
}
