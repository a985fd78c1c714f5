import type { ArchiveProblem, MemberType } from './types.js';

/**
 * The ZIP central directory, read in memory without inflating anything (PKWARE APPNOTE.TXT 6.3.10:
 * end of central directory §4.3.16, ZIP64 locator and record §4.3.14–15, central headers §4.3.12, local
 * headers §4.3.7, extra fields §4.5; Info-ZIP Unicode Path extra field 0x7075). Hand-written because the
 * fields a scanner needs are the ones libraries hide or refuse: external attributes (symlinks), the
 * encryption bit, declared versus actual sizes, names an extractor would refuse, the local header's own
 * name, and member data that overlaps another's. Every offset is checked against the buffer; the walk is
 * bounded by the buffer and by `maxMembers`.
 */

export interface ZipEntry {
  /** Name from the central directory. */
  name: string;
  /** Names other extractors use instead: the Unicode Path extra field, a differing local header name. */
  otherNames: string[];
  type: MemberType;
  flags: number;
  method: number;
  encrypted: boolean;
  compressedSize: number;
  size: number;
  /** Offset of the local header (corrected for data in front of the archive). */
  localOffset: number;
  /** Offset of the member's data; undefined when its local header is missing or damaged. */
  dataStart?: number;
}

export interface ZipDirectory {
  entries: ZipEntry[];
  /** Members the end record declares. */
  declared: number;
  problems: ArchiveProblem[];
  /** Bytes in front of the archive (a self-extractor stub, an image it hides behind). */
  prefix: number;
}

const SIG_EOCD = 0x06054b50;
const SIG_Z64_LOCATOR = 0x07064b50;
const SIG_Z64_EOCD = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;
const MAX_COMMENT = 0xffff;

function u16(b: Uint8Array, o: number): number {
  return b[o]! | (b[o + 1]! << 8);
}

function u32(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}

/** A 64-bit little-endian size; values past 2^53 are clamped (no buffer is that large). */
function u64(b: Uint8Array, o: number): number {
  return Math.min(u32(b, o) + u32(b, o + 4) * 0x1_0000_0000, Number.MAX_SAFE_INTEGER);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const lossy = new TextDecoder('utf-8');
const latin1 = new TextDecoder('latin1');

/** Names are UTF-8 when flag bit 11 says so; many tools write UTF-8 without it, the rest is CP437. */
function decodeName(bytes: Uint8Array, flags: number): string {
  if (flags & 0x800) return lossy.decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return latin1.decode(bytes);
  }
}

/** Where the end of central directory record is: searched backwards over the largest possible comment. */
export function findEndRecord(b: Uint8Array): number | undefined {
  const stop = Math.max(0, b.length - 22 - MAX_COMMENT);
  for (let i = b.length - 22; i >= stop; i--) {
    if (b[i] === 0x50 && b[i + 1] === 0x4b && u32(b, i) === SIG_EOCD) return i;
  }
  return undefined;
}

interface EndRecord {
  count: number;
  cdSize: number;
  cdOffset: number;
  /** Where the central directory ends (the ZIP64 record or the end record follows it). */
  cdEnd: number;
}

function endRecord(b: Uint8Array, eocd: number): EndRecord {
  let count = u16(b, eocd + 10);
  let cdSize = u32(b, eocd + 12);
  let cdOffset = u32(b, eocd + 16);
  let cdEnd = eocd;
  const loc = eocd - 20;
  if (loc >= 0 && u32(b, loc) === SIG_Z64_LOCATOR) {
    const z = u64(b, loc + 8);
    if (z + 56 <= b.length && u32(b, z) === SIG_Z64_EOCD) {
      count = u64(b, z + 32);
      cdSize = u64(b, z + 40);
      cdOffset = u64(b, z + 48);
      cdEnd = z;
    } else cdEnd = loc;
  }
  return { count, cdSize, cdOffset, cdEnd };
}

/** Sizes and offset from a ZIP64 extra field, in the order APPNOTE §4.5.3 gives them. */
function zip64Extra(
  b: Uint8Array,
  start: number,
  len: number,
  e: { size: number; compressedSize: number; localOffset: number },
): void {
  let p = start;
  const end = start + len;
  const take = (v: number) => {
    if (v !== 0xffffffff || p + 8 > end) return v;
    const x = u64(b, p);
    p += 8;
    return x;
  };
  e.size = take(e.size);
  e.compressedSize = take(e.compressedSize);
  e.localOffset = take(e.localOffset);
}

/** Walks the extra fields of a central header (bounded by their declared length). */
function readExtras(b: Uint8Array, start: number, len: number, e: ZipEntry): void {
  let p = start;
  const end = Math.min(b.length, start + len);
  while (p + 4 <= end) {
    const id = u16(b, p);
    const size = u16(b, p + 2);
    const body = p + 4;
    if (body + size > end) break;
    if (id === 0x0001) zip64Extra(b, body, size, e);
    if (id === 0x7075 && size > 5) {
      const alt = lossy.decode(b.subarray(body + 5, body + size));
      if (alt !== e.name) e.otherNames.push(alt);
    }
    p = body + size;
  }
}

function typeOf(name: string, madeBy: number, external: number): MemberType {
  const host = madeBy >> 8;
  const mode = external >>> 16;
  if (host === 3 || host === 19) {
    const kind = mode & 0o170000;
    if (kind === 0o120000) return 'symlink';
    if (kind === 0o040000) return 'dir';
    if (kind !== 0 && kind !== 0o100000) return 'other';
  }
  if (name.endsWith('/') || name.endsWith('\\') || (external & 0x10) !== 0) return 'dir';
  return 'file';
}

/** Reads the local header: where the data starts, and the name that streaming extractors see. */
function readLocal(b: Uint8Array, e: ZipEntry, problems: ArchiveProblem[]): void {
  const o = e.localOffset;
  if (o + 30 > b.length || u32(b, o) !== SIG_LOCAL) {
    problems.push({ kind: 'corrupt', member: e.name, detail: 'its local header is missing or damaged' });
    return;
  }
  const n = u16(b, o + 26);
  const x = u16(b, o + 28);
  if (o + 30 + n > b.length) return;
  const local = decodeName(b.subarray(o + 30, o + 30 + n), u16(b, o + 6));
  if (local !== e.name) {
    e.otherNames.push(local);
    problems.push({
      kind: 'name-mismatch',
      member: e.name,
      detail: 'its local header names it differently, so extractors that stream see another file',
    });
  }
  e.dataStart = o + 30 + n + x;
}

/** Lists the central directory. Returns a reason when there is no readable directory. */
export function readZipDirectory(b: Uint8Array, maxMembers: number): ZipDirectory | { error: string } {
  const eocd = findEndRecord(b);
  if (eocd === undefined) return { error: 'no end of central directory record (damaged or cut short)' };
  const end = endRecord(b, eocd);
  if (end.cdSize > end.cdEnd) return { error: 'its central directory is larger than the archive' };
  // Data in front of the archive shifts every offset: the directory really starts `cdSize` before its end.
  const cdStart = end.cdEnd - end.cdSize;
  const prefix = cdStart - end.cdOffset;
  if (prefix < 0) return { error: 'its central directory lies outside the archive' };
  const problems: ArchiveProblem[] = [];
  const entries: ZipEntry[] = [];
  let p = cdStart;
  while (p + 46 <= end.cdEnd && entries.length < maxMembers) {
    if (u32(b, p) !== SIG_CENTRAL) {
      problems.push({
        kind: 'corrupt',
        detail: 'its central directory is damaged; the listing stopped there',
      });
      break;
    }
    const flags = u16(b, p + 8);
    const nameLen = u16(b, p + 28);
    const extraLen = u16(b, p + 30);
    const commentLen = u16(b, p + 32);
    const nameEnd = Math.min(b.length, p + 46 + nameLen);
    const name = decodeName(b.subarray(p + 46, nameEnd), flags);
    const e: ZipEntry = {
      name,
      otherNames: [],
      type: typeOf(name, u16(b, p + 4), u32(b, p + 38)),
      flags,
      method: u16(b, p + 10),
      encrypted: (flags & 0x41) !== 0 || u16(b, p + 10) === 99,
      compressedSize: u32(b, p + 20),
      size: u32(b, p + 24),
      localOffset: u32(b, p + 42),
    };
    readExtras(b, nameEnd, extraLen, e);
    e.localOffset += prefix;
    readLocal(b, e, problems);
    entries.push(e);
    p = nameEnd + extraLen + commentLen;
  }
  return { entries, declared: Math.max(end.count, entries.length), problems, prefix };
}

/**
 * Members whose data overlaps another member's: no tool writes that; it is how a non-recursive zip
 * bomb (Fifield, "A better zip bomb", WOOT 2019) makes a few kilobytes of deflate data count many times.
 */
export function overlappingMembers(entries: readonly ZipEntry[]): number {
  const spans = entries
    .filter((e) => e.dataStart !== undefined && e.compressedSize > 0)
    .map((e) => [e.localOffset, e.dataStart! + e.compressedSize] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let overlaps = 0;
  let reach = -1;
  for (const [start, stop] of spans) {
    if (start < reach) overlaps++;
    reach = Math.max(reach, stop);
  }
  return overlaps;
}
