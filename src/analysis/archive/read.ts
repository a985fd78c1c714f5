import { binaryFormat } from '../magic.js';
import { InflateBudget } from './budget.js';
import { inflateBounded, inflateHead } from './inflate.js';
import { type MemberInput, MemberWalk, type Storage } from './members.js';
import {
  archiveByName,
  archiveFormatOf,
  archiveMagic,
  isReadable,
  looksBinary,
  looksLikeTarHeader,
} from './sniff.js';
import { readTar } from './tar.js';
import type { ArchiveFormat, ArchiveLimits, ArchiveReport } from './types.js';
import { DEFAULT_ARCHIVE_LIMITS } from './types.js';
import { findEndRecord, overlappingMembers, readZipDirectory, type ZipEntry } from './zip.js';

/**
 * Reads an archive held in memory — never extracting anything to disk — and reports its members, the
 * problems an extractor would hit (zip slip, links out, bombs, encryption, formats skillscan cannot
 * read) and the text members' bytes for fact extraction. Bounds: `ArchiveLimits` (members listed,
 * members read, bytes per member, bytes in total shared with the scan, nesting depth).
 */

export interface ReadOptions {
  limits?: Partial<ArchiveLimits>;
  /** The scan's budget this archive draws on. */
  budget?: InflateBudget;
  /** The file's full size when `bytes` was cut at the read limit. */
  size?: number;
}

/** Bomb thresholds: real skill archives stay far below them (text compresses about 3–10:1). */
export const BOMB = {
  /** Declared uncompressed bytes of all members together. */
  totalBytes: 1024 * 1024 * 1024,
  /** A member this large with a compression ratio above `ratio`. */
  memberBytes: 16 * 1024 * 1024,
  ratio: 100,
} as const;

const ZIP_METHODS: Record<number, string> = {
  9: 'Deflate64',
  12: 'bzip2',
  14: 'LZMA',
  19: 'LZ77',
  93: 'Zstandard',
  95: 'xz',
  98: 'PPMd',
};

interface Level {
  share: number;
}

function mb(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MiB` : `${n} bytes`;
}

/** Reads `bytes` as an archive; undefined when they are not one. */
export async function readArchive(
  path: string,
  bytes: Uint8Array,
  options: ReadOptions = {},
): Promise<ArchiveReport | undefined> {
  const limits: ArchiveLimits = { ...DEFAULT_ARCHIVE_LIMITS, ...options.limits };
  const head = bytes.subarray(0, 1024);
  let format = archiveFormatOf(path, head);
  // An archive appended to another file (an image, an executable stub) is found from its end record.
  if (!format && looksBinary(head) && findEndRecord(bytes) !== undefined) format = 'zip';
  if (!format) return undefined;
  const base: ArchiveReport = {
    format,
    readable: false,
    members: [],
    memberCount: 0,
    problems: [],
    texts: [],
    analysedShare: 0,
    inflated: 0,
  };
  if (!isReadable(format)) return base;
  const truncated = options.size !== undefined && options.size > bytes.length;
  if (truncated && format === 'zip')
    return {
      ...base,
      problems: [
        {
          kind: 'truncated',
          detail: `it is larger than the read limit (${bytes.length} bytes), so its directory (at its end) was not read`,
        },
      ],
    };
  const walk = new MemberWalk(
    limits,
    new InflateBudget(limits.maxInflateBytes, options.budget),
    (prefix, inner, depth) => readLevel(walk, prefix, prefix.slice(0, -2), inner, depth),
  );
  const top = await readLevel(walk, '', path, bytes, 1, format);
  if (top.format) format = top.format;
  if (truncated && format === 'tar')
    walk.problem(
      'truncated',
      `it is larger than the read limit; only members in its first ${mb(bytes.length)} were listed`,
    );
  walk.finish();
  const front = format === 'zip' ? hiddenFront(path, bytes, walk) : undefined;
  return {
    ...base,
    format,
    readable: top.readable,
    members: walk.members,
    memberCount: walk.declared,
    problems: walk.problems,
    texts: walk.texts,
    ...(walk.pickles.length > 0 ? { pickles: walk.pickles } : {}),
    analysedShare: top.share * (truncated ? bytes.length / options.size! : 1),
    inflated: walk.inflated,
    ...(front ? { hiddenBehind: front } : {}),
  };
}

/** What sits in front of a ZIP whose data does not start at byte 0, when it is a format of its own. */
function hiddenFront(path: string, bytes: Uint8Array, walk: MemberWalk): string | undefined {
  if (archiveMagic(bytes.subarray(0, 8)) === 'zip') return undefined;
  const front = binaryFormat(bytes.subarray(0, 1024), path);
  const claimsZip = archiveByName(path) === 'zip';
  if (!front && claimsZip) return undefined; // a self-extractor stub or a CRX header in front of a .zip/.crx
  const label = front?.label ?? 'binary data';
  walk.problem(
    'polyglot',
    `a ZIP archive is appended to ${label}: viewers show the ${label}, unzip extracts the archive`,
  );
  return label;
}

async function readLevel(
  walk: MemberWalk,
  prefix: string,
  name: string,
  bytes: Uint8Array,
  depth: number,
  known?: ArchiveFormat,
): Promise<Level & { readable: boolean; format?: ArchiveFormat }> {
  const format = known ?? archiveFormatOf(name, bytes.subarray(0, 1024)) ?? 'zip';
  if (format === 'zip') return readZip(walk, prefix, bytes, depth);
  if (format === 'tar') return { readable: true, ...(await readTarLevel(walk, prefix, bytes, depth)) };
  if (format === 'gzip' || format === 'tar.gz')
    return { readable: true, ...(await readGzip(walk, prefix, name, bytes, depth)) };
  walk.problem(
    'unsupported-method',
    `it is a ${format} archive, a format skillscan cannot decompress`,
    prefix || undefined,
  );
  return { readable: false, share: 0 };
}

function zipBombChecks(
  walk: MemberWalk,
  prefix: string,
  entries: readonly ZipEntry[],
  declared: number,
): void {
  const overlaps = overlappingMembers(entries);
  if (overlaps > 0)
    walk.problem(
      'bomb',
      `${overlaps} members share compressed data with another (a non-recursive zip bomb)`,
      prefix || undefined,
    );
  let total = 0;
  for (const e of entries) {
    total += e.size;
    if (e.size > BOMB.memberBytes && e.size / Math.max(1, e.compressedSize) > BOMB.ratio)
      walk.problem(
        'bomb',
        `it inflates from ${mb(e.compressedSize)} to ${mb(e.size)} (ratio ${Math.round(e.size / Math.max(1, e.compressedSize))}:1)`,
        prefix + e.name,
      );
  }
  if (total > BOMB.totalBytes)
    walk.problem('bomb', `its members declare ${mb(total)} uncompressed in total`, prefix || undefined);
  if (declared > walk.limits.maxMembers)
    walk.problem(
      'bomb',
      `it declares ${declared} members; only the first ${walk.limits.maxMembers} were listed`,
      prefix || undefined,
    );
}

async function readZip(walk: MemberWalk, prefix: string, bytes: Uint8Array, depth: number) {
  const dir = readZipDirectory(bytes, Math.max(1, walk.limits.maxMembers - walk.members.length));
  if ('error' in dir) {
    walk.problem('corrupt', `it cannot be read as a ZIP archive: ${dir.error}`, prefix || undefined);
    return { readable: false, share: 0 };
  }
  walk.declared += dir.declared;
  for (const p of dir.problems)
    walk.problem(p.kind, p.detail, p.member !== undefined ? prefix + p.member : prefix || undefined);
  zipBombChecks(walk, prefix, dir.entries, dir.declared);
  const share = await analysedShare(walk, bytes, depth, dir.entries, (e) => {
    const storage: Storage = e.method === 0 ? 'stored' : e.method === 8 ? 'deflate' : 'unsupported';
    const end = e.dataStart === undefined ? undefined : e.dataStart + e.compressedSize;
    const data = end !== undefined && end <= bytes.length ? bytes.subarray(e.dataStart, end) : undefined;
    return {
      name: prefix + e.name,
      local: e.name,
      otherNames: e.otherNames,
      type: e.type,
      size: e.size,
      compressedSize: e.compressedSize,
      encrypted: e.encrypted,
      storage,
      ...(data ? { data } : {}),
      ...(storage === 'unsupported' ? { method: ZIP_METHODS[e.method] ?? `method ${e.method}` } : {}),
      ...(e.type === 'symlink' && data && storage === 'stored' ? { target: linkText(data) } : {}),
    };
  });
  const listed = dir.entries.length / Math.max(1, dir.declared);
  return { readable: true, share: Math.min(share, listed) };
}

/** A stored symlink's target is its content (Info-ZIP); a deflated one is read through its head. */
function linkText(data: Uint8Array): string {
  return new TextDecoder().decode(data.subarray(0, 1024));
}

async function readTarLevel(
  walk: MemberWalk,
  prefix: string,
  bytes: Uint8Array,
  depth: number,
): Promise<Level> {
  const listing = readTar(bytes, Math.max(1, walk.limits.maxMembers - walk.members.length));
  walk.declared += listing.declared;
  for (const p of listing.problems) walk.problem(p.kind, p.detail, prefix || undefined);
  if (listing.declared > walk.limits.maxMembers)
    walk.problem(
      'bomb',
      `it holds ${listing.declared} members; only the first ${walk.limits.maxMembers} were listed`,
      prefix || undefined,
    );
  const share = await analysedShare(walk, bytes, depth, listing.entries, (e) => ({
    name: prefix + e.name,
    local: e.name,
    type: e.type,
    size: e.size,
    compressedSize: e.size,
    encrypted: false,
    storage: 'stored',
    data: bytes.subarray(e.dataStart, e.dataStart + e.present),
    ...(e.target !== undefined ? { target: e.target } : {}),
  }));
  return { share };
}

/**
 * Walks the members of one level in order and returns the share of the level's bytes analysed: each
 * member's stored bytes count by the share of the member that was analysed.
 */
async function analysedShare<E>(
  walk: MemberWalk,
  bytes: Uint8Array,
  depth: number,
  entries: readonly E[],
  describe: (entry: E) => MemberInput,
): Promise<number> {
  let unanalysed = 0;
  for (const e of entries) {
    const input = describe(e);
    const outcome = await walk.member(input, depth);
    unanalysed += input.compressedSize * (1 - outcome.share);
  }
  return Math.max(0, 1 - unanalysed / Math.max(1, bytes.length));
}

/** The original name a gzip header records (RFC 1952 FNAME), when it has one. */
function gzipName(b: Uint8Array): string | undefined {
  const flags = b[3] ?? 0;
  let p = 10;
  if (flags & 0x04) p += 2 + ((b[10] ?? 0) | ((b[11] ?? 0) << 8));
  if (!(flags & 0x08) || p >= b.length) return undefined;
  let end = p;
  while (end < b.length && end < p + 1024 && b[end] !== 0) end++;
  const name = new TextDecoder('latin1').decode(b.subarray(p, end));
  return name || undefined;
}

/** ISIZE: the uncompressed size modulo 2^32 the trailer declares (attacker-controlled). */
function gzipSize(b: Uint8Array): number {
  const n = b.length;
  if (n < 18) return 0;
  return (b[n - 4]! | (b[n - 3]! << 8) | (b[n - 2]! << 16) | (b[n - 1]! << 24)) >>> 0;
}

async function readGzip(
  walk: MemberWalk,
  prefix: string,
  name: string,
  bytes: Uint8Array,
  depth: number,
): Promise<Level & { format: 'gzip' | 'tar.gz' }> {
  const head = inflateHead(bytes, 'gzip');
  const declared = gzipSize(bytes);
  if (head && (archiveMagic(head) === 'tar' || looksLikeTarHeader(head))) {
    const cap = Math.min(walk.limits.maxInflateBytes, walk.budget.available());
    const out = await inflateBounded(bytes, 'gzip', cap);
    walk.budget.spend(out.bytes.length);
    walk.inflated += out.bytes.length;
    if (out.over) {
      const ratio = cap / Math.max(1, bytes.length);
      walk.problem(
        ratio > BOMB.ratio ? 'bomb' : 'budget',
        ratio > BOMB.ratio
          ? `it inflates past ${mb(cap)} from ${mb(bytes.length)} (ratio above ${Math.round(ratio)}:1); members past that point were not listed`
          : `it inflates past the budget (${mb(cap)}); members past that point were not listed`,
        prefix || undefined,
      );
      if (ratio > BOMB.ratio) walk.budgetExplained();
    }
    const level = await readTarLevel(walk, prefix, out.bytes, depth);
    const seen = out.over ? out.bytes.length / Math.max(out.bytes.length + 1, declared) : 1;
    return { share: level.share * seen, format: 'tar.gz' };
  }
  if (
    declared > BOMB.totalBytes ||
    (declared > BOMB.memberBytes && declared / Math.max(1, bytes.length) > BOMB.ratio)
  )
    walk.problem(
      'bomb',
      `it declares ${mb(declared)} uncompressed from ${mb(bytes.length)}`,
      prefix || undefined,
    );
  walk.declared += 1;
  const base = name.slice(name.lastIndexOf('/') + 1);
  const local = gzipName(bytes) ?? base.replace(/\.gz$/i, '');
  const outcome = await walk.member(
    {
      name: prefix + local,
      local,
      type: 'file',
      size: declared,
      compressedSize: bytes.length,
      encrypted: false,
      storage: 'gzip',
      data: bytes,
    },
    depth,
  );
  return { share: outcome.share, format: 'gzip' };
}
