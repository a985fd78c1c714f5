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
  private readonly rootPrefix: string;
  private constructor(
    /** The root's real path: another thread opens the same tree from it (a pull-request scan's name search). */
    readonly rootReal: string,
    shown: string,
  ) {
    this.description = shown;
    this.rootName = nodePath.basename(rootReal);
    this.rootPrefix = rootReal.endsWith(nodePath.sep) ? rootReal : rootReal + nodePath.sep;
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
    if (!real.startsWith(this.rootPrefix)) return undefined;
    return real.slice(this.rootPrefix.length).split(nodePath.sep).join('/');
  }

  async list(dir: string): Promise<DirEntry[]> {
    return this.listSync(dir);
  }

  /** Synchronous, like `read`: a thread-pool round trip per folder cost more than listing it. */
  listSync(dir: string): DirEntry[] {
    const entries = nodeFs.readdirSync(this.abs(dir), { withFileTypes: true });
    const out: DirEntry[] = new Array(entries.length);
    for (let i = 0; i < entries.length; i++) out[i] = { name: entries[i]!.name, kind: kindOf(entries[i]!) };
    return out;
  }

  /**
   * The folders a walk of this tree found (root-relative path → real path, as `indexTree` records them:
   * realpath's answers when they were listed), so reading their files resolves no folder again. The map is
   * kept as given, not copied: a file's folder is looked up by its relative path, and a folder outside any
   * link reads its files at the root's real path plus their path, without a realpath call or an absolute
   * path string per folder (27,489 of them were built while listing the 10,000-skill tree). A file is still
   * opened without following a link, inside the root.
   */
  knowDirs(dirs: Iterable<readonly [string, string]>): void {
    this.walked = dirs instanceof Map ? (dirs as ReadonlyMap<string, string>) : new Map(dirs);
  }

  private walked: ReadonlyMap<string, string> | undefined;

  async stat(path: string): Promise<EntryStat | undefined> {
    try {
      const st = await fs.lstat(this.abs(path));
      return { kind: kindOf(st), size: st.size };
    } catch {
      return undefined;
    }
  }

  /**
   * Real paths of folders the walk did not list (`knowDirs`), once resolved: the files of one folder share a
   * single realpath call. The call is synchronous (realpath(3), as the promise version runs it on the thread
   * pool): a thread-pool round trip per folder cost more than the call itself (1.9 s of 31 s on the
   * 2,000-skill tree).
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
    // A prefix test: `toRelative` would split and join the path for a yes or no.
    if (real !== this.rootReal && !real.startsWith(this.rootPrefix)) {
      throw new SourceError(`refusing to read ${path}: it resolves outside the scanned root`, path);
    }
    return real;
  }

  /** A file's folder resolved by realpath (once per folder), plus its name. */
  private resolvedReal(path: string): string {
    const abs = this.abs(path);
    return joinAbs(this.realDir(nodePath.dirname(abs)), nodePath.basename(abs));
  }

  /**
   * The real path of a file the walk found in a folder it listed: its folder's real path plus its name,
   * inside the root by construction (both plain relative paths). Undefined for any other path.
   */
  private walkedReal(path: string): string | undefined {
    if (this.walked === undefined || nodePath.sep !== '/' || NOT_PLAIN.test(path)) return undefined;
    const slash = path.lastIndexOf('/');
    if (slash < 0) return joinAbs(this.rootReal, path);
    const dir = path.slice(0, slash);
    const real = this.walked.get(dir);
    if (real === undefined) return undefined;
    if (real === dir) return joinAbs(this.rootReal, path);
    if (real === '' || NOT_PLAIN.test(real)) return undefined;
    return `${joinAbs(this.rootReal, real)}/${path.slice(slash + 1)}`;
  }

  async read(path: string, maxBytes: number): Promise<ReadResult> {
    return this.readSync(path, maxBytes);
  }

  /**
   * `read` without a promise: for a skill document whose body is read only when a rule asks for it
   * (src/model/files.ts `deferred`), from a getter that cannot wait.
   */
  readSync(path: string, maxBytes: number): ReadResult {
    const flags = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0);
    // Synchronous open/read/close (and fstat for a large file): a thread-pool round trip per call cost more
    // than the read itself on small skill files (measured: 13x slower walking a 2,000-skill tree one file at
    // a time).
    let fd: number;
    if (constants.O_NOFOLLOW === undefined) {
      fd = nodeFs.openSync(this.inside(nodeFs.realpathSync.native(this.abs(path)), path), flags);
    } else {
      // Fast path: the folder's real path (from the walk, or resolved once per folder), and the file opened
      // with O_NOFOLLOW, so a file that is itself a link fails with ELOOP instead of being followed; only
      // then resolve it in full. Either way the path opened was checked against the root and no link is
      // followed by the open.
      try {
        fd = nodeFs.openSync(this.inside(this.walkedReal(path) ?? this.resolvedReal(path), path), flags);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ELOOP') throw e;
        fd = nodeFs.openSync(this.inside(nodeFs.realpathSync.native(this.abs(path)), path), flags);
      }
    }
    try {
      return readOpened(fd, path, maxBytes);
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

/**
 * A file's first bytes, read without asking its size first: a whole small file (nearly every skill file)
 * ends before the scratch buffer does, so the read says its size, and the fstat call and the `Stats` object
 * with its four dates are saved (~90 ms of CPU over the 40,628 reads of a 10,000-skill pull-request scan).
 */
const scratch = new Uint8Array(64 * 1024);

/**
 * Reads an opened file: at most `maxBytes`, with its whole size. A read that fills the scratch buffer (a
 * large file, or a device that never ends) or finds nothing (an empty file, or a device that is always
 * empty) asks fstat, which also refuses what is not a regular file; a directory fails the read itself.
 */
function readOpened(fd: number, path: string, maxBytes: number): ReadResult {
  let first = 0;
  try {
    first = nodeFs.readSync(fd, scratch, 0, scratch.length, 0);
  } catch {
    // A folder (EISDIR) or a device that refuses: fstat says what it is, as before, or the read fails again.
    first = 0;
  }
  if (first > 0 && first < scratch.length) {
    const got = Math.min(first, maxBytes);
    return { bytes: scratch.slice(0, got), size: first, truncated: first > got };
  }
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
}
