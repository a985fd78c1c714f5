import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { CATEGORIES, CONFIDENCES, type Finding, SEVERITIES } from '../findings.js';
import { RULE_META } from '../rules/meta.generated.js';
import type { RuleMeta } from '../rules/types.js';
import { gitBlobId } from '../source/git-objects.js';
import type { BlobStore } from '../source/github.js';
import { MemoryBlobStore } from '../source/github.js';
import { TOOL } from '../version.js';

/**
 * The incremental cache of `skillscan org --cache DIR`: per repository, the head commit, its validator
 * (ETag), the tree SHA and the results of the last scan; and the blobs the scans read. An unchanged
 * repository then costs one conditional request, and its results are the stored ones — the same bytes a
 * cold scan writes, since results are a pure function of the tree, the configuration and skillscan.
 *
 * The folder is restored from a CI cache, so it is treated as untrusted input:
 * - file names never come from repository data: a repository's entry is named by the SHA-256 of its full
 *   name, a blob by its SHA after checking that it is 40 or 64 hex digits;
 * - a blob is used only when its content hashes to its name (git's `blob <size>\0` object hash);
 * - every entry is checked field by field, and must name the repository and branch asked for;
 * - files are opened without following links, and every read and the total written are bounded.
 * Anything that fails a check is a cache miss, never an error.
 */

const FORMAT = 1;
const MAX_ENTRY_BYTES = 64 * 1024 * 1024;
const MAX_BLOB_BYTES = 16 * 1024 * 1024;
const MAX_WRITTEN_BYTES = 2 * 1024 * 1024 * 1024;
const HEX_SHA = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const ENTRY_FILE = /^[0-9a-f]{64}\.json$/;

export interface CachedRepo {
  repo: string;
  branch: string;
  etag?: string;
  commit: string;
  tree: string;
  skills: string[];
  findings: Finding[];
  ruleIds: string[];
  /** Blobs the scan read: kept when others are pruned. */
  blobs: string[];
}

export interface CacheHit {
  entry: CachedRepo;
  rules: RuleMeta[];
}

export interface OrgCache {
  lookup(repo: string, branch: string): Promise<CacheHit | undefined>;
  store(entry: CachedRepo): Promise<void>;
  blobStore(): BlobStore;
  prune(keep: ReadonlySet<string>): Promise<void>;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What results depend on besides the tree: skillscan's version and rules, and the configuration. */
export function resultsFingerprint(config: Config | undefined): string {
  return sha256(
    JSON.stringify({
      format: FORMAT,
      version: TOOL.version,
      rules: Object.keys(RULE_META).sort(),
      config: config ?? null,
    }),
  );
}

/** Reads a regular file without following a link, or undefined when it is missing, a link, or too large. */
async function readBounded(path: string, max: number): Promise<Buffer | undefined> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    const st = await handle.stat();
    if (!st.isFile() || st.size > max) return undefined;
    return await handle.readFile();
  } catch {
    return undefined;
  } finally {
    await handle?.close();
  }
}

export { gitBlobId };

const isStringArray = (x: unknown, max: number): x is string[] =>
  Array.isArray(x) && x.length <= max && x.every((s) => typeof s === 'string');

function isFinding(f: unknown): f is Finding {
  const x = f as Finding;
  return (
    typeof x === 'object' &&
    x !== null &&
    typeof x.ruleId === 'string' &&
    Object.hasOwn(RULE_META, x.ruleId) &&
    (CATEGORIES as readonly string[]).includes(x.category) &&
    (SEVERITIES as readonly string[]).includes(x.severity) &&
    (CONFIDENCES as readonly string[]).includes(x.confidence) &&
    typeof x.message === 'string' &&
    typeof x.location?.path === 'string' &&
    typeof x.fingerprint === 'string' &&
    Array.isArray(x.chain ?? []) &&
    Array.isArray(x.related ?? [])
  );
}

function validEntry(x: unknown, repo: string, branch: string): x is CachedRepo {
  const e = x as CachedRepo;
  return (
    typeof e === 'object' &&
    e !== null &&
    e.repo === repo &&
    e.branch === branch &&
    (e.etag === undefined || (typeof e.etag === 'string' && e.etag.length <= 200)) &&
    HEX_SHA.test(e.commit) &&
    HEX_SHA.test(e.tree) &&
    isStringArray(e.skills, 100_000) &&
    isStringArray(e.ruleIds, 10_000) &&
    e.ruleIds.every((id) => Object.hasOwn(RULE_META, id)) &&
    isStringArray(e.blobs, 1_000_000) &&
    e.blobs.every((b) => HEX_SHA.test(b)) &&
    Array.isArray(e.findings) &&
    e.findings.length <= 1_000_000 &&
    e.findings.every(isFinding)
  );
}

async function writeAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, data, { flag: 'wx' });
  await rename(tmp, path);
}

export async function openOrgCache(dir: string, config: Config | undefined): Promise<OrgCache> {
  const reposDir = join(dir, 'repos');
  const blobsDir = join(dir, 'blobs');
  await mkdir(reposDir, { recursive: true });
  await mkdir(blobsDir, { recursive: true });
  const fingerprint = resultsFingerprint(config);
  const marker = join(dir, 'skillscan-cache.json');
  const stamp = await readBounded(marker, 4096);
  let current = false;
  try {
    current = stamp !== undefined && JSON.parse(stamp.toString('utf8')).fingerprint === fingerprint;
  } catch {
    current = false;
  }
  if (!current) {
    // Results from another skillscan or configuration are not ours to reuse; blobs stay valid.
    await rm(reposDir, { recursive: true, force: true });
    await mkdir(reposDir, { recursive: true });
    await writeAtomic(marker, `${JSON.stringify({ format: FORMAT, tool: TOOL.version, fingerprint })}\n`);
  }
  let written = 0;
  const budget = (n: number) => {
    if (written + n > MAX_WRITTEN_BYTES) return false;
    written += n;
    return true;
  };
  const entryPath = (repo: string) => join(reposDir, `${sha256(repo.toLowerCase())}.json`);
  const blobPath = (sha: string) => join(blobsDir, sha.slice(0, 2), sha);
  const memory = new MemoryBlobStore();
  const kept = new Set<string>();

  const blobStore: BlobStore = {
    get(sha, download) {
      return memory.get(sha, async () => {
        if (!HEX_SHA.test(sha)) return download();
        const algorithm = sha.length === 40 ? 'sha1' : 'sha256';
        const disk = await readBounded(blobPath(sha), MAX_BLOB_BYTES);
        if (disk && gitBlobId(disk, algorithm) === sha) return new Uint8Array(disk);
        const bytes = await download();
        if (bytes.length <= MAX_BLOB_BYTES && gitBlobId(bytes, algorithm) === sha && budget(bytes.length)) {
          await mkdir(join(blobsDir, sha.slice(0, 2)), { recursive: true });
          await writeAtomic(blobPath(sha), bytes).catch(() => {});
        }
        return bytes;
      });
    },
  };

  return {
    async lookup(repo, branch) {
      const raw = await readBounded(entryPath(repo), MAX_ENTRY_BYTES);
      if (!raw) return undefined;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        return undefined;
      }
      if (!validEntry(parsed, repo, branch)) return undefined;
      for (const b of parsed.blobs) kept.add(b);
      return { entry: parsed, rules: parsed.ruleIds.map((id) => RULE_META[id]!) };
    },
    async store(entry) {
      const text = `${JSON.stringify(entry)}\n`;
      for (const b of entry.blobs) kept.add(b);
      if (text.length > MAX_ENTRY_BYTES || !budget(text.length)) return;
      await writeAtomic(entryPath(entry.repo), text);
    },
    blobStore: () => blobStore,
    async prune(keep) {
      const keepFiles = new Set([...keep].map((r) => `${sha256(r.toLowerCase())}.json`));
      for (const name of await readdir(reposDir)) {
        if (!keepFiles.has(name) || !ENTRY_FILE.test(name))
          await rm(join(reposDir, name), { force: true, recursive: true });
      }
      for (const sub of await readdir(blobsDir)) {
        const subDir = join(blobsDir, sub);
        if (!/^[0-9a-f]{2}$/.test(sub)) {
          await rm(subDir, { force: true, recursive: true });
          continue;
        }
        for (const name of await readdir(subDir).catch(() => [] as string[])) {
          if (!kept.has(name)) await rm(join(subDir, name), { force: true, recursive: true });
        }
      }
    },
  };
}

/** The entry file a repository's results are stored in (tests check that names never reach the disk). */
export const entryFileName = (repo: string): string => `${sha256(repo.toLowerCase())}.json`;
