import { octalField } from './sniff.js';
import type { ArchiveProblem, MemberType } from './types.js';

/**
 * Tar headers, read in memory (POSIX.1-2017 `pax` "ustar Interchange Format" and "pax Header Block";
 * GNU tar manual "Basic Tar Format" for the `L`/`K` long names and base-256 numbers). A header is one
 * 512-byte block with a checksum; the member's data follows, padded to a block. Every step advances at
 * least one block, so the walk is bounded by the buffer; pax records are read from at most 1 MiB.
 */

export interface TarEntry {
  name: string;
  type: MemberType;
  size: number;
  /** Offset of the member's data in the buffer. */
  dataStart: number;
  /** Bytes of the member present in the buffer (less than `size` when the archive is cut short). */
  present: number;
  target?: string;
}

export interface TarListing {
  entries: TarEntry[];
  /** Members seen, listed or not. */
  declared: number;
  problems: ArchiveProblem[];
  /** The end-of-archive marker (or the exact end of the buffer) was reached. */
  complete: boolean;
}

const BLOCK = 512;
const MAX_META = 1024 * 1024;
const latin1 = new TextDecoder('latin1');
const lossy = new TextDecoder('utf-8');

/** A NUL-terminated field, decoded as UTF-8 when it is, Latin-1 otherwise. */
function cstring(b: Uint8Array, at: number, len: number): string {
  let end = at;
  const stop = Math.min(b.length, at + len);
  while (end < stop && b[end] !== 0) end++;
  const bytes = b.subarray(at, end);
  const text = lossy.decode(bytes);
  return text.includes('\uFFFD') ? latin1.decode(bytes) : text;
}

function checksumOk(b: Uint8Array, at: number): boolean {
  const stored = octalField(b, at + 148, 8);
  if (stored === undefined) return false;
  let unsigned = 0;
  let signed = 0;
  for (let i = 0; i < BLOCK; i++) {
    const c = i >= 148 && i < 156 ? 0x20 : b[at + i]!;
    unsigned += c;
    signed += c > 127 ? c - 256 : c;
  }
  // Some historic tars summed signed bytes; both are accepted, as GNU tar does.
  return stored === unsigned || stored === signed;
}

function allZero(b: Uint8Array, at: number): boolean {
  for (let i = at; i < at + BLOCK && i < b.length; i++) if (b[i] !== 0) return false;
  return true;
}

/** pax extended header records: `<len> <key>=<value>\n`, each length counting the whole record. */
function paxRecords(data: Uint8Array): Map<string, string> {
  const out = new Map<string, string>();
  const text = lossy.decode(data.subarray(0, MAX_META));
  let p = 0;
  while (p < text.length) {
    const space = text.indexOf(' ', p);
    if (space < 0) break;
    const len = Number.parseInt(text.slice(p, space), 10);
    if (!Number.isFinite(len) || len <= space - p) break;
    const record = text.slice(space + 1, p + len - 1);
    const eq = record.indexOf('=');
    if (eq > 0) out.set(record.slice(0, eq), record.slice(eq + 1));
    p += len;
  }
  return out;
}

const TYPES: Record<string, MemberType> = {
  '0': 'file',
  '\0': 'file',
  '7': 'file',
  '1': 'hardlink',
  '2': 'symlink',
  '3': 'other',
  '4': 'other',
  '5': 'dir',
  '6': 'other',
  D: 'dir',
};

interface Pending {
  name?: string;
  target?: string;
  size?: number;
}

/** Lists a tar archive held in `b` (the whole archive, or the part of it that was read). */
export function readTar(b: Uint8Array, maxMembers: number): TarListing {
  const entries: TarEntry[] = [];
  const problems: ArchiveProblem[] = [];
  let declared = 0;
  let pending: Pending = {};
  let p = 0;
  while (p + BLOCK <= b.length) {
    if (allZero(b, p)) return { entries, declared, problems, complete: true };
    if (!checksumOk(b, p)) {
      problems.push({
        kind: 'corrupt',
        detail: `a header at byte ${p} has a bad checksum; the listing stopped there`,
      });
      return { entries, declared, problems, complete: false };
    }
    const flag = String.fromCharCode(b[p + 156]!);
    const size = octalField(b, p + 124, 12) ?? 0;
    const dataStart = p + BLOCK;
    const present = Math.max(0, Math.min(size, b.length - dataStart));
    const next = dataStart + Math.ceil(size / BLOCK) * BLOCK;
    if (flag === 'x' || flag === 'L' || flag === 'K' || flag === 'g') {
      const data = b.subarray(dataStart, dataStart + Math.min(present, MAX_META));
      if (flag === 'x') {
        const r = paxRecords(data);
        pending = {
          ...pending,
          ...(r.has('path') ? { name: r.get('path')! } : {}),
          ...(r.has('linkpath') ? { target: r.get('linkpath')! } : {}),
          ...(r.has('size') && /^\d{1,15}$/.test(r.get('size')!) ? { size: Number(r.get('size')) } : {}),
        };
      } else if (flag === 'L') pending.name = cstring(data, 0, data.length);
      else if (flag === 'K') pending.target = cstring(data, 0, data.length);
      p = next;
      continue;
    }
    declared++;
    const ustar = b[p + 257] === 0x75 && b[p + 258] === 0x73 && b[p + 259] === 0x74;
    const prefix = ustar ? cstring(b, p + 345, 155) : '';
    const base = cstring(b, p, 100);
    const name = pending.name ?? (prefix ? `${prefix}/${base}` : base);
    const type = TYPES[flag] ?? 'file';
    const linkname = pending.target ?? cstring(b, p + 157, 100);
    const realSize = pending.size ?? size;
    if (entries.length < maxMembers) {
      entries.push({
        name,
        type,
        size: type === 'file' ? realSize : 0,
        dataStart,
        present: type === 'file' ? Math.max(0, Math.min(realSize, b.length - dataStart)) : 0,
        ...(type === 'symlink' || type === 'hardlink' ? { target: linkname } : {}),
      });
    }
    pending = {};
    p = type === 'file' && realSize !== size ? dataStart + Math.ceil(realSize / BLOCK) * BLOCK : next;
  }
  return { entries, declared, problems, complete: p === b.length };
}
