import { type ChildProcessByStdio, execFile, spawn } from 'node:child_process';
import { closeSync, fstatSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { trimEndChars } from '../analysis/strings.js';
import { type LazyFile, type MemoryNode, MemorySource } from './memory.js';
import { SourceError } from './tree.js';

/**
 * A git revision as a read-only tree, read straight from the object database: `git ls-tree` once for the
 * listing and one long-lived `git cat-file --batch` for contents. No second checkout, no shell, no filters
 * or hooks (neither command runs any), every output bounded. Symlinks are mode 120000 blobs whose content
 * is the target; submodules (mode 160000) are listed as opaque entries, so the walk reports them instead
 * of silently skipping them.
 */

const LIST_MAX_BYTES = 256 * 1024 * 1024;
const LINK_MAX_BYTES = 4096;
const GIT_TIMEOUT_MS = 120_000;

/** git's environment: never a terminal prompt (a scan cannot answer one; it would hang until the timeout). */
function gitEnv(): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0' };
}

/** The one wording of a failed git command: the command's name and the first line of what it said. */
function gitFailure(args: readonly string[], said: string, cwd: string): SourceError {
  return new SourceError(`git ${args[0]} failed: ${said.trim().split('\n')[0]}`, cwd);
}

/** Runs git with an argument array (never a shell) and returns stdout as bytes. */
export function git(
  cwd: string,
  args: readonly string[],
  maxBuffer = 16 * 1024 * 1024,
  timeout = GIT_TIMEOUT_MS,
  more: { input?: string; okExitCodes?: readonly number[] } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      'git',
      ['-C', cwd, ...args],
      {
        encoding: 'buffer',
        maxBuffer,
        timeout,
        windowsHide: true,
        env: gitEnv(),
      },
      (err, stdout, stderr) => {
        // Some commands answer "nothing" with an exit code (`check-ignore` exits 1 when no path is ignored).
        const code = (err as { code?: unknown } | null)?.code;
        if (err && !(typeof code === 'number' && more.okExitCodes?.includes(code))) {
          reject(gitFailure(args, stderr?.toString('utf8') || err.message, cwd));
        } else resolve(stdout);
      },
    );
    // A command reading its arguments from stdin (`--stdin`) gets them here; an early exit is reported above.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(more.input ?? '');
  });
}

/**
 * `git` for a long listing asked while this thread is busy (the index of a large tree, started before a
 * synchronous walk): git writes into a temporary file instead of a pipe. A pipe holds 64 KB, so git stopped
 * after the first 64 KB of a 4 MB listing until this thread's event loop turned, and then handed the rest
 * over in 64 KB turns (20-170 ms after a walk of 10,000 skills, on the scan's critical path). Where no
 * temporary file can be made, the pipe.
 */
export function gitViaFile(cwd: string, args: readonly string[], maxBytes: number): Promise<Buffer> {
  let dir: string;
  let fd: number;
  try {
    dir = mkdtempSync(join(tmpdir(), 'skillscan-git-out-'));
    fd = openSync(join(dir, 'out'), 'w+', 0o600);
  } catch {
    return git(cwd, args, maxBytes);
  }
  const cleanUp = () => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    const child = spawn('git', ['-C', cwd, ...args], {
      stdio: ['ignore', fd, 'pipe'],
      timeout: GIT_TIMEOUT_MS,
      windowsHide: true,
      env: gitEnv(),
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4096) stderr += chunk.toString('utf8');
    });
    child.on('error', (e) => {
      cleanUp();
      reject(gitFailure(args, e.message, cwd));
    });
    child.on('close', (code, signal) => {
      try {
        if (code !== 0) throw gitFailure(args, stderr.trim() || `exit ${code ?? signal}`, cwd);
        resolve(readWhole(fd, maxBytes, `git ${args[0]}`, cwd));
      } catch (e) {
        reject(e);
      } finally {
        cleanUp();
      }
    });
  });
}

/** The whole of an open file, refused past `maxBytes`. */
function readWhole(fd: number, maxBytes: number, what: string, cwd: string): Buffer {
  const size = fstatSync(fd).size;
  if (size > maxBytes) throw new SourceError(`${what} printed more than ${maxBytes} bytes`, cwd);
  const out = Buffer.alloc(size);
  for (let at = 0; at < size; ) {
    const n = readSync(fd, out, at, size - at, at);
    if (n === 0) break;
    at += n;
  }
  return out;
}

/** A revision given by a user or an event payload; never something git could read as an option. */
export function checkRevision(rev: string): string {
  if (!rev || rev.startsWith('-') || /[\s\0]/.test(rev) || rev.length > 256)
    throw new SourceError(`not a usable git revision: ${JSON.stringify(rev.slice(0, 80))}`, rev);
  return rev;
}

/** Resolves a revision to a commit id, or undefined when the object is not in the local repository. */
export async function resolveCommit(repo: string, rev: string): Promise<string | undefined> {
  try {
    const out = await git(repo, [
      'rev-parse',
      '--verify',
      '--quiet',
      '--end-of-options',
      `${checkRevision(rev)}^{commit}`,
    ]);
    return out.toString('utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

interface Pending {
  oid: string;
  maxBytes: number;
  resolve: (r: { bytes: Uint8Array; size: number } | undefined) => void;
  reject: (e: Error) => void;
}

/** One `git cat-file --batch` process answering requests in order; keeps at most `maxBytes` of each object. */
class BlobReader {
  private child: ChildProcessByStdio<Writable, Readable, null> | undefined;
  private readonly queue: Pending[] = [];
  private buffer: Buffer = Buffer.alloc(0);
  /** Bytes of the current object still to come (plus its trailing LF), and what is kept of it. */
  private remaining = -1;
  private kept: Buffer[] = [];
  private keptBytes = 0;
  private size = 0;
  private failure: Error | undefined;

  constructor(private readonly repo: string) {}

  private start(): ChildProcessByStdio<Writable, Readable, null> {
    if (this.child) return this.child;
    // spawn, not execFile: the process streams many objects and must not be buffered whole.
    const child = spawn('git', ['-C', this.repo, 'cat-file', '--batch'], {
      stdio: ['pipe', 'pipe', 'ignore'],
      windowsHide: true,
      env: gitEnv(),
    });
    child.stdout.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (e: Error) => {
      this.failure = gitFailure(['cat-file'], e.message, this.repo);
      for (const p of this.queue.splice(0)) p.reject(this.failure);
    };
    child.on('error', fail);
    child.stdin.on('error', fail);
    child.on('exit', (code) => {
      if (this.queue.length) fail(new Error(`exited with code ${code}`));
      this.child = undefined;
    });
    // An idle reader must not keep the process alive.
    child.unref();
    (child.stdout as unknown as { unref?: () => void }).unref?.();
    (child.stdin as unknown as { unref?: () => void }).unref?.();
    this.child = child;
    return child;
  }

  read(oid: string, maxBytes: number): Promise<{ bytes: Uint8Array; size: number } | undefined> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const child = this.start();
      if (this.queue.length === 0) {
        (child.stdout as unknown as { ref?: () => void }).ref?.();
      }
      this.queue.push({ oid, maxBytes, resolve, reject });
      child.stdin.write(`${oid}\n`);
    });
  }

  private onData(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    // Each pass consumes a header or a piece of an object body; bounded by the bytes received.
    while (this.buffer.length > 0 && this.queue.length > 0) {
      const head = this.queue[0]!;
      if (this.remaining < 0) {
        const nl = this.buffer.indexOf(0x0a);
        if (nl < 0) {
          if (this.buffer.length > 4096)
            this.failure = new SourceError('git cat-file: bad header', this.repo);
          return;
        }
        const header = this.buffer.subarray(0, nl).toString('utf8');
        this.buffer = this.buffer.subarray(nl + 1);
        const m = /^([0-9a-f]+) (\S+) (\d+)$/.exec(header);
        if (!m) {
          this.queue.shift();
          head.resolve(undefined); // "<oid> missing" and the like
          continue;
        }
        this.size = Number(m[3]);
        this.remaining = this.size + 1;
        this.kept = [];
        this.keptBytes = 0;
      }
      const take = Math.min(this.remaining, this.buffer.length);
      const body = this.buffer.subarray(0, take);
      const want = Math.min(head.maxBytes, this.size) - this.keptBytes;
      if (want > 0) {
        const piece = body.subarray(0, Math.min(want, body.length));
        this.kept.push(Buffer.from(piece));
        this.keptBytes += piece.length;
      }
      this.buffer = this.buffer.subarray(take);
      this.remaining -= take;
      if (this.remaining === 0) {
        this.remaining = -1;
        this.queue.shift();
        head.resolve({ bytes: new Uint8Array(Buffer.concat(this.kept)), size: this.size });
        this.kept = [];
        if (this.queue.length === 0) (this.child?.stdout as unknown as { unref?: () => void })?.unref?.();
      }
    }
  }

  close(): void {
    this.child?.stdin.end();
    this.child = undefined;
  }
}

/** What the walk reports for a submodule: another repository, listed but never read. */
export function submoduleNote(oid: string): string {
  return `a git submodule (commit ${oid.slice(0, 12)}); its content is another repository`;
}

/**
 * A revision as an in-memory tree with lazy contents: the listing comes from one `ls-tree`, link targets
 * (small) are read up front, file contents through the shared `cat-file` process when the scan asks.
 * Link resolution and walking are MemorySource's, the same code every other source uses.
 */
export class GitSource extends MemorySource {
  private constructor(
    /** The repository the objects are read from. */
    readonly repo: string,
    readonly commit: string,
    nodes: Map<string, MemoryNode>,
    private readonly blobs: BlobReader,
    description: string,
  ) {
    super(nodes, description);
  }

  /**
   * Opens `rev` of the repository that contains `repo`; `subdir` (repository-relative) becomes the root,
   * so paths match a scan of the same folder in the working tree.
   */
  static async open(repo: string, rev: string, subdir = ''): Promise<GitSource> {
    const commit = await resolveCommit(repo, rev);
    if (!commit)
      throw new SourceError(`revision ${rev} is not in the local repository (fetch it first)`, repo);
    const sub = trimEndChars(subdir.replace(/^\.\/?/, ''), '/');
    if (sub.split('/').includes('..'))
      throw new SourceError(`folder ${subdir} leaves the repository`, subdir);
    const treeish = sub ? `${commit}:${sub}` : `${commit}^{tree}`;
    let out: Buffer;
    try {
      out = await git(repo, ['ls-tree', '-r', '-l', '-z', '--full-tree', treeish], LIST_MAX_BYTES);
    } catch (e) {
      throw new SourceError(
        `cannot list ${sub || 'the root'} at ${commit.slice(0, 12)}: ${(e as Error).message}`,
        sub,
      );
    }
    const blobs = new BlobReader(repo);
    const nodes = new Map<string, MemoryNode>();
    let start = 0;
    for (let end = out.indexOf(0, start); end >= 0; end = out.indexOf(0, start)) {
      const record = out.subarray(start, end).toString('utf8');
      start = end + 1;
      const tab = record.indexOf('\t');
      const m = /^(\d{6}) (blob|tree|commit) ([0-9a-f]+) +(\d+|-)$/.exec(record.slice(0, tab));
      if (tab < 0 || !m) continue;
      const path = record.slice(tab + 1);
      const [, mode, type, oid, size] = m as unknown as [
        string,
        string,
        'blob' | 'tree' | 'commit',
        string,
        string,
      ];
      if (type === 'commit') nodes.set(path, { opaque: submoduleNote(oid) });
      else if (type !== 'blob') continue;
      else if (mode === '120000') {
        const r = await blobs.read(oid, LINK_MAX_BYTES);
        nodes.set(path, { symlink: r ? new TextDecoder().decode(r.bytes) : '' });
      } else {
        const file: LazyFile = {
          size: size === '-' ? 0 : Number(size),
          load: async (maxBytes) => {
            const got = await blobs.read(oid, maxBytes);
            if (!got) throw new SourceError(`${path}: object ${oid.slice(0, 12)} is missing`, path);
            return got.bytes;
          },
        };
        nodes.set(path, file);
      }
    }
    return new GitSource(repo, commit, nodes, blobs, `${sub || '.'}@${commit.slice(0, 12)}`);
  }

  /** Ends the cat-file process; reads after this start a new one. */
  close(): void {
    this.blobs.close();
  }
}

/** The tree listing of a large monorepo; a larger one is refused (its files are then all read). */
const BLOB_LIST_MAX_BYTES = 256 * 1024 * 1024;

/**
 * The regular files of revision `rev` under `dir` with their blob ids (`git ls-tree -r`, paths relative to
 * `dir`): a file the change left alone has that content, so a pull-request scan may use what an earlier
 * scan kept of it (src/model/search-index-store.ts; asked by the worker that reads the files). Links and submodules are left out.
 */
export async function blobsAt(dir: string, rev: string): Promise<Map<string, string>> {
  const listing = await git(dir, ['ls-tree', '-r', '-z', checkRevision(rev), '--', '.'], BLOB_LIST_MAX_BYTES);
  // `<mode> blob <object>\t<path>`
  return blobListing(listing, /^10(?:0644|0755) blob ([0-9a-f]{40}(?:[0-9a-f]{24})?)$/, new Set());
}

/**
 * The regular files of the work tree at `dir` whose content git's index vouches for, with their blob ids
 * (paths relative to `dir`): `git ls-files -s` lists the index, `git diff-files` (git's own stat check,
 * racy entries compared by content) names the files that differ from it, which are left out, as are links,
 * submodules and unmerged entries. With a content filter (`core.autocrlf`, smudge) the work tree's bytes are
 * not the blob's: a store keyed by the bytes' own blob id then simply finds nothing.
 */
export async function indexedBlobs(dir: string): Promise<Map<string, string>> {
  const [listing, modified] = await Promise.all([
    git(dir, ['ls-files', '-s', '-z', '--', '.'], BLOB_LIST_MAX_BYTES),
    git(dir, ['diff-files', '--name-only', '--relative', '-z', '--', '.'], BLOB_LIST_MAX_BYTES),
  ]);
  // `<mode> <object> <stage>\t<path>`: stage 0 only (1-3 are the sides of an unmerged file).
  const differ = new Set(modified.toString('utf8').split('\0'));
  return blobListing(listing, /^10(?:0644|0755) ([0-9a-f]{40}(?:[0-9a-f]{24})?) 0$/, differ);
}

/**
 * Path → blob id of a NUL-separated git listing whose lines are `<head>\t<path>`, for the lines whose head
 * `head` matches (its group: the id; links are mode 120000, submodules 160000), leaving out `skip`. Read in
 * place: tens of thousands of lines are parsed on the scan's thread, and splitting the whole listing into
 * strings first cost several times as much.
 */
function blobListing(listing: Buffer, head: RegExp, skip: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (let at = 0; at < listing.length; ) {
    const nul = listing.indexOf(0, at);
    const end = nul < 0 ? listing.length : nul;
    const tab = listing.indexOf(9, at);
    const m = tab > at && tab < end ? head.exec(listing.toString('latin1', at, tab)) : null;
    if (m) {
      const path = listing.toString('utf8', tab + 1, end);
      if (!skip.has(path)) out.set(path, m[1]!);
    }
    at = end + 1;
  }
  return out;
}
