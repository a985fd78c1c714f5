import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Records kept between pull-request scans (`--cache DIR` with `--changed-since`), one per git blob id:
 * keyed by content, so a record outlives the revision that wrote it (every file a change leaves alone keeps
 * its id). Two kinds use it: the name search's digests (`SearchIndexStore`, src/model/search-digest.ts) and
 * the skill documents' heads (src/model/doc-heads.ts).
 *
 * One file per kind, `DIR/<layout>/index`, read whole when first asked and written (to a temporary name,
 * then renamed) when the scan ends with new entries. Like the fact cache the folder is restored from CI
 * caches and read as untrusted: a file that is not ours or is malformed anywhere is ignored as a whole (the
 * scan reads every file, as without a cache), and another build's index is not read. What no check can tell
 * is a well-formed entry that lies: a digest with too few bits set makes the search skip a file that names a
 * changed one, a forged head shows the catalogue another description. The same holds for the fact cache's
 * entries (fact-cache.ts): give `--cache` only a folder your own trusted runs write.
 */

/** A larger index is not read (the benchmark's 40,628 files make 13.6 MB of digests). */
const MAX_FILE_BYTES = 512 * 1024 * 1024;
/** Entries read at most (the bound is for hostile files). */
const MAX_ENTRIES = 2_000_000;
const OID_BYTES = 20;

export interface BlobRecordStats {
  /** Records found for a file's blob id, and records added by this scan. */
  hits: number;
  added: number;
  /** The stored index was unreadable or not ours: ignored. */
  rejected: boolean;
}

/** What tells one kind of record from another: its folder, its file's first line, its payload check. */
export interface BlobRecordKind {
  layout: string;
  /** Whether a payload is one this kind could have written (checked on every entry read). */
  valid(bytes: Uint8Array): boolean;
}

export class BlobRecords {
  readonly stats: BlobRecordStats = { hits: 0, added: 0, rejected: false };
  private entries: Map<string, Uint8Array> | undefined;
  /**
   * The blob ids this scan found, added or was told are its tree's (`markUsed`), as lists: gathered into a
   * set only when the index is written, which a warm run that adds nothing never does (50,000 ids).
   */
  private readonly found: string[] = [];
  private readonly usedLists: Iterable<string>[] = [this.found];
  private readonly path: string;
  private readonly magic: string;

  constructor(
    /** The cache folder, and the build whose records it may use: a worker opens the same index from them. */
    readonly dir: string,
    readonly build: string,
    private readonly kind: BlobRecordKind,
  ) {
    this.path = join(dir, kind.layout, 'index');
    this.magic = `skillscan-${kind.layout}\n`;
  }

  /** The record stored for a git blob id (40 hex digits), if any. */
  get(oid: string): Uint8Array | undefined {
    const d = this.load().get(oid);
    if (d) {
      this.found.push(oid);
      this.stats.hits++;
    }
    return d;
  }

  /** Marks blob ids of the scanned tree as in use, so that writing the index keeps their entries. */
  markUsed(oids: Iterable<string>): void {
    this.usedLists.push(oids);
  }

  put(oid: string, record: Uint8Array): void {
    if (!/^[0-9a-f]{40}$/.test(oid) || !this.kind.valid(record)) return;
    const entries = this.load();
    if (!entries.has(oid)) this.stats.added++;
    entries.set(oid, record);
    this.found.push(oid);
  }

  /**
   * Writes the index when this scan added to it: the entries it used or added, and the older ones while
   * they are no more than three times as many (other branches' files), so the file stays bounded. A folder
   * that cannot be written leaves the old index; the scan's result does not depend on it.
   */
  finish(): void {
    if (this.stats.added === 0 || !this.entries) return;
    const used = new Set<string>();
    for (const oids of this.usedLists) for (const oid of oids) used.add(oid);
    const keepOld = this.entries.size <= 4 * used.size;
    const kept = [...this.entries].filter(([oid]) => keepOld || used.has(oid));
    kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const head = Buffer.from(`${this.magic}${this.build}\n`, 'latin1');
    let size = head.length;
    for (const [, record] of kept) size += OID_BYTES + 4 + record.length;
    const out = Buffer.allocUnsafe(size);
    let at = head.copy(out, 0);
    for (const [oid, record] of kept) {
      at += out.write(oid, at, OID_BYTES, 'hex');
      at = out.writeUInt32LE(record.length, at);
      out.set(record, at);
      at += record.length;
    }
    const tmp = `${this.path}.${process.pid}.tmp`;
    try {
      mkdirSync(join(this.dir, this.kind.layout), { recursive: true });
      writeFileSync(tmp, out);
      renameSync(tmp, this.path);
    } catch {
      rmSync(tmp, { force: true });
    }
  }

  private load(): Map<string, Uint8Array> {
    if (this.entries) return this.entries;
    this.entries = new Map();
    let bytes: Buffer;
    try {
      bytes = readFileSync(this.path);
    } catch {
      return this.entries; // no index yet
    }
    // Another build's index is expected after an upgrade: not ours to read, and not a fault.
    const head = `${this.magic}${this.build}\n`;
    if (bytes.toString('latin1', 0, head.length) === head) {
      const parsed = this.parse(bytes, head.length);
      if (parsed) this.entries = parsed;
      else this.stats.rejected = true;
    } else if (bytes.toString('latin1', 0, this.magic.length) !== this.magic) this.stats.rejected = true;
    return this.entries;
  }

  /** The entries of an index file, or undefined when any part of it is not what `finish` writes. */
  private parse(bytes: Buffer, start: number): Map<string, Uint8Array> | undefined {
    if (bytes.length > MAX_FILE_BYTES) return undefined;
    const out = new Map<string, Uint8Array>();
    let at = start;
    while (at < bytes.length) {
      if (out.size >= MAX_ENTRIES || at + OID_BYTES + 4 > bytes.length) return undefined;
      const oid = bytes.toString('hex', at, at + OID_BYTES);
      const n = bytes.readUInt32LE(at + OID_BYTES);
      at += OID_BYTES + 4;
      if (at + n > bytes.length) return undefined;
      // A copy: the entries outlive the file's buffer only as small arrays, not as views keeping it whole.
      const record = new Uint8Array(bytes.subarray(at, at + n));
      if (!this.kind.valid(record)) return undefined;
      out.set(oid, record);
      at += n;
    }
    return out;
  }
}
