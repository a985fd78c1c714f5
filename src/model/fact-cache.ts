import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { FileFacts } from '../analysis/extract.js';
import type { FactJob } from './fact-job.js';

/**
 * Facts kept between scans (`skillscan --cache DIR`), the way ESLint's `--cache` keeps lint results: a
 * file's facts are a pure function of its fact job (src/model/fact-job.ts: path, text, launch units,
 * host settings) and of the analyzers that computed them, so an entry is keyed by a hash of both and is
 * exact — a changed byte, setting or skillscan build is a different key, never a stale hit. Entries are
 * files under `DIR/facts-v1/<2 hex>/<62 hex>`, written to a temporary name and renamed, so concurrent
 * scans sharing the folder never read half an entry.
 *
 * The folder is restored from CI caches, so it is read as untrusted input: an entry that is not ours
 * (wrong magic, wrong key echo, not the shape facts have, too large) is a miss, never an error, and a
 * folder that cannot be written turns the cache off for the scan. What a cache cannot do is prove that a
 * well-formed entry was computed by skillscan: only give it a folder your own trusted runs write (GitHub
 * Actions caches written by a pull request from a fork are visible to that pull request only).
 */
export interface FactCache {
  /** The facts stored for this job, or undefined (no entry, or one that fails a check). */
  get(job: FactJob): FileFacts | undefined;
  /** Stores the facts just computed for this job (a copy is taken now: later changes are not stored). */
  put(job: FactJob, facts: FileFacts): void;
  /**
   * Ends the scan's use of the cache: with `prune`, deletes the entries this scan neither read nor wrote
   * (a full scan: what is left is what the next scan of the same tree needs), keeping the folder the size
   * of one tree's facts instead of growing with every revision.
   */
  finish(prune: boolean): void;
  readonly stats: FactCacheStats;
}

export interface FactCacheStats {
  hits: number;
  misses: number;
  writes: number;
  /** Entries that failed a check (read as misses) and writes that failed. */
  rejected: number;
  pruned: number;
}

const LAYOUT = 'facts-v1';
const MAGIC = 'skillscan-facts-v1\n';
/** Larger entries are not kept: a file whose facts are this large is rare, and reading it back is not free. */
const MAX_ENTRY_BYTES = 16 * 1024 * 1024;
/** Shard folders and entries visited when pruning (256 shards; the bound is for hostile folders). */
const MAX_PRUNE_ENTRIES = 1_000_000;

/**
 * Opens (creating it) the cache folder. `build` names the analyzers (src/model/build-id.ts): entries of
 * another build are never read. Throws when the folder cannot be created (the caller reports it).
 */
export function openFactCache(dir: string, build: string): FactCache {
  const root = join(dir, LAYOUT);
  mkdirSync(root, { recursive: true });
  return new FolderCache(root, build);
}

/**
 * `openFactCache` for a scan of `roots`, refusing a folder inside one of them: the scan would read its own
 * entries as part of the repository (and a repository could ship a folder there). Throws with the reason.
 */
export function openFactCacheOutside(dir: string, roots: readonly string[], build: string): FactCache {
  const target = realOrResolved(dir);
  for (const root of roots) {
    const rel = relative(realOrResolved(root), target);
    if (rel === '' || (!rel.startsWith('..') && !isAbsolute(rel)))
      throw new Error(`${dir} is inside the scanned folder ${root}: put the cache outside it`);
  }
  return openFactCache(dir, build);
}

function realOrResolved(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return resolve(path);
  }
}

class FolderCache implements FactCache {
  readonly stats: FactCacheStats = { hits: 0, misses: 0, writes: 0, rejected: 0, pruned: 0 };
  /** Entry names this scan read or wrote: what pruning keeps. */
  private readonly used = new Set<string>();
  private writable = true;

  constructor(
    private readonly root: string,
    private readonly build: string,
  ) {}

  get(job: FactJob): FileFacts | undefined {
    const key = this.keyOf(job);
    this.used.add(key);
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.entryPath(key));
    } catch {
      this.stats.misses++;
      return undefined;
    }
    const facts = decode(bytes, key);
    if (facts) this.stats.hits++;
    else {
      this.stats.misses++;
      this.stats.rejected++;
    }
    return facts;
  }

  put(job: FactJob, facts: FileFacts): void {
    // A parse that gave up may have hit the parser's time bound, which another run (a less loaded machine)
    // would not: such facts are not a function of the job alone, so they are never stored.
    if (!this.writable || facts.units.some((u) => u.parse === 'gave-up')) return;
    const key = this.keyOf(job);
    this.used.add(key);
    let body: Buffer;
    try {
      body = serialize(facts);
    } catch {
      this.stats.rejected++;
      return;
    }
    const head = Buffer.from(`${MAGIC}${key}\n`, 'latin1');
    if (head.length + body.length > MAX_ENTRY_BYTES) return;
    const path = this.entryPath(key);
    const tmp = `${path}.${process.pid}.${this.stats.writes}.tmp`;
    try {
      mkdirSync(join(this.root, key.slice(0, 2)), { recursive: true });
      const fd = openSync(tmp, 'w');
      try {
        writeSync(fd, head);
        writeSync(fd, body);
      } finally {
        closeSync(fd);
      }
      renameSync(tmp, path);
      this.stats.writes++;
    } catch {
      // A read-only or full folder: stop writing for this scan, the scan itself goes on.
      this.writable = false;
      this.stats.rejected++;
      removeQuietly(tmp);
    }
  }

  finish(prune: boolean): void {
    if (!prune || !this.writable) return;
    let visited = 0;
    for (const shard of safeList(this.root)) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const name of safeList(join(this.root, shard))) {
        if (++visited > MAX_PRUNE_ENTRIES) return;
        if (this.used.has(shard + name)) continue;
        if (removeQuietly(join(this.root, shard, name))) this.stats.pruned++;
      }
    }
    // Leaves a marker, so a folder given by mistake is recognisable as ours.
    try {
      writeFileSync(join(this.root, 'README'), 'skillscan fact cache: safe to delete.\n');
    } catch {
      // Read-only: the entries were still pruned where they could be.
    }
  }

  private keyOf(job: FactJob): string {
    const { text, ...rest } = job;
    return createHash('sha256')
      .update(this.build)
      .update('\0')
      .update(JSON.stringify(rest))
      .update('\0')
      .update(text)
      .digest('hex');
  }

  private entryPath(key: string): string {
    return join(this.root, key.slice(0, 2), key.slice(2));
  }
}

/** Removes a file; false when it could not be (the cache never fails a scan). */
function removeQuietly(path: string): boolean {
  try {
    rmSync(path, { force: true });
    return true;
  } catch {
    return false;
  }
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
}

/** The facts in an entry, or undefined when it is not an entry of ours for this key. */
function decode(bytes: Buffer, key: string): FileFacts | undefined {
  const head = `${MAGIC}${key}\n`;
  if (bytes.length > MAX_ENTRY_BYTES || bytes.length <= head.length) return undefined;
  if (bytes.toString('latin1', 0, head.length) !== head) return undefined;
  let value: unknown;
  try {
    value = deserialize(bytes.subarray(head.length));
  } catch {
    return undefined;
  }
  return looksLikeFacts(value) ? value : undefined;
}

/** The fields every consumer walks: a value without them would throw in a rule instead of missing here. */
function looksLikeFacts(v: unknown): v is FileFacts {
  if (typeof v !== 'object' || v === null) return false;
  const f = v as Record<string, unknown>;
  return Array.isArray(f.units) && Array.isArray(f.behaviours);
}
