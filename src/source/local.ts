import nodeFs, { constants, promises as fs } from 'node:fs';
import * as nodePath from 'node:path';
import {
  type DirEntry,
  type EntryKind,
  type EntryStat,
  type LinkResolution,
  type ReadResult,
  SourceError,
  type SourceTree,
} from './tree.js';

/** An empty, `.` or `..` segment, or a leading or trailing slash: a path `path.join` must normalise. */
const NOT_PLAIN = /(?:^|\/)\.{0,2}(?:\/|$)/;

/** `path.join(dir, name)` for an absolute, normalised `dir` and a plain `name`: a concatenation on POSIX. */
function joinAbs(dir: string, name: string): string {
  if (nodePath.sep !== '/') return nodePath.join(dir, name);
  return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}

function kindOf(d: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }): EntryKind {
  if (d.isSymbolicLink()) return 'symlink';
  if (d.isFile()) return 'file';
  if (d.isDirectory()) return 'dir';
  return 'other';
}

/** A directory on the local filesystem. Every read is checked against the root's real path first. */
export class LocalSource implements SourceTree {
  readonly description: string;
  readonly rootName: string;
  private constructor(
    /** The root's real path: another thread opens the same tree from it (a pull-request scan's name search). */
    readonly rootReal: string,
    shown: string,
  ) {
    this.description = shown;
    this.rootName = nodePath.basename(rootReal);
  }

  static async open(root: string): Promise<LocalSource> {
    let real: string;
    try {
      real = await fs.realpath(root);
    } catch {
      throw new SourceError(`cannot open ${root}: no such directory`, root);
    }
    const st = await fs.stat(real);
    if (!st.isDirectory()) throw new SourceError(`${root} is not a directory`, root);
    return new LocalSource(real, root);
  }

  private abs(path: string): string {
    if (path === '') return this.rootReal;
    // A path the walk produced is plain names joined by '/', for which the join is a concatenation;
    // path.join normalises on every call (a tenth of a 10,000-skill walk). Anything else is joined.
    if (!NOT_PLAIN.test(path)) return joinAbs(this.rootReal, path);
    return nodePath.join(this.rootReal, ...path.split('/'));
  }

  private toRelative(real: string): string | undefined {
    if (real === this.rootReal) return '';
    const prefix = this.rootReal.endsWith(nodePath.sep) ? this.rootReal : this.rootReal + nodePath.sep;
    if (!real.startsWith(prefix)) return undefined;
    return real.slice(prefix.length).split(nodePath.sep).join('/');
  }

  /**
   * Synchronous, like `read`: a thread-pool round trip per folder cost more than listing it. A listed
   * folder that is not a link has its parent's real path plus its name, so the folders met here need
   * no realpath call when their files are read.
   */
  async list(dir: string): Promise<DirEntry[]> {
    const absDir = this.abs(dir);
    const entries = nodeFs.readdirSync(absDir, { withFileTypes: true });
    const known = dir === '' ? this.rootReal : this.realDirs.get(absDir);
    const real = typeof known === 'string' ? known : undefined;
    return entries.map((e) => {
      const kind = kindOf(e);
      if (kind === 'dir' && real !== undefined) {
        const child = joinAbs(absDir, e.name);
        // Outside symlinked folders the real path is the path: one string, not two equal ones.
        this.realDirs.set(child, real === absDir ? child : joinAbs(real, e.name));
      }
      return { name: e.name, kind };
    });
  }

  /**
   * Takes the real paths of folders from a walk of this tree (root-relative folder and real path, as
   * `indexTree` records them: realpath's answers when the folders were listed), so reading their files
   * calls realpath for none: another thread reading a walked tree made 24,284 realpath calls (0.9 s) on
   * the 10,000-skill benchmark. A file is still opened without following a link, inside the root.
   */
  knowDirs(dirs: Iterable<readonly [string, string]>): void {
    for (const [path, real] of dirs) {
      if (NOT_PLAIN.test(path) || NOT_PLAIN.test(real)) continue;
      this.realDirs.set(this.abs(path), this.abs(real));
    }
  }

  async stat(path: string): Promise<EntryStat | undefined> {
    try {
      const st = await fs.lstat(this.abs(path));
      return { kind: kindOf(st), size: st.size };
    } catch {
      return undefined;
    }
  }

  /**
   * Real paths of folders already resolved: the files of one folder share a single realpath call. The
   * call is synchronous (realpath(3), as the promise version runs it on the thread pool): a thread-pool
   * round trip per folder cost more than the call itself (1.9 s of 31 s on the 2,000-skill tree).
   */
  private readonly realDirs = new Map<string, string | { error: unknown }>();

  private realDir(absDir: string): string {
    let known = this.realDirs.get(absDir);
    if (known === undefined) {
      try {
        known = nodeFs.realpathSync.native(absDir);
      } catch (error) {
        known = { error };
      }
      this.realDirs.set(absDir, known);
    }
    if (typeof known !== 'string') throw known.error;
    return known;
  }

  private inside(real: string, path: string): string {
    if (this.toRelative(real) === undefined) {
      throw new SourceError(`refusing to read ${path}: it resolves outside the scanned root`, path);
    }
    return real;
  }

  async read(path: string, maxBytes: number): Promise<ReadResult> {
    return this.readSync(path, maxBytes);
  }

  /**
   * `read` without a promise: for a skill document whose body is read only when a rule asks for it
   * (src/model/files.ts `deferred`), from a getter that cannot wait.
   */
  readSync(path: string, maxBytes: number): ReadResult {
    const abs = this.abs(path);
    const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);
    // Synchronous open/stat/read/close: four thread-pool round trips per file cost more than the read
    // itself on small skill files (measured: 13x slower walking a 2,000-skill tree one file at a time).
    let fd: number;
    if (constants.O_NOFOLLOW === undefined) {
      fd = nodeFs.openSync(this.inside(nodeFs.realpathSync.native(abs), path), flags);
    } else {
      // Fast path: resolve the folder (cached) and open the file with O_NOFOLLOW, so a file that is
      // itself a link fails with ELOOP instead of being followed; only then resolve it in full.
      // Either way the path opened was checked against the root and no link is followed by the open.
      try {
        const real = joinAbs(this.realDir(nodePath.dirname(abs)), nodePath.basename(abs));
        fd = nodeFs.openSync(this.inside(real, path), flags);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ELOOP') throw e;
        fd = nodeFs.openSync(this.inside(nodeFs.realpathSync.native(abs), path), flags);
      }
    }
    try {
      const st = nodeFs.fstatSync(fd);
      if (!st.isFile()) throw new SourceError(`${path} is not a regular file`, path);
      const want = Math.min(st.size, maxBytes);
      const buf = new Uint8Array(want);
      let got = 0;
      while (got < want) {
        const n = nodeFs.readSync(fd, buf, got, want - got, got);
        if (n === 0) break;
        got += n;
      }
      return { bytes: got === want ? buf : buf.subarray(0, got), size: st.size, truncated: st.size > got };
    } finally {
      nodeFs.closeSync(fd);
    }
  }

  async resolveLink(path: string): Promise<LinkResolution> {
    const abs = this.abs(path);
    let target = '';
    try {
      target = await fs.readlink(abs);
    } catch {
      return { status: 'broken', target };
    }
    let real: string;
    try {
      real = await fs.realpath(abs);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ELOOP') return { status: 'loop' };
      // A dangling link: say where it would have gone, relative to the root when possible.
      const lexical = nodePath.resolve(nodePath.dirname(abs), target);
      const rel = this.toRelative(lexical);
      return rel === undefined ? { status: 'outside', target } : { status: 'broken', target };
    }
    const rel = this.toRelative(real);
    if (rel === undefined) return { status: 'outside', target };
    const st = await fs.stat(real);
    return { status: 'inside', target: rel, kind: st.isDirectory() ? 'dir' : st.isFile() ? 'file' : 'other' };
  }
}
