import type { ArchiveFormat } from './types.js';

/**
 * Which archive a file is: by its magic bytes first, by its name second (an archive's extension is a
 * claim; its first bytes are what every extractor looks at). Signatures from the formats' own
 * specifications: ZIP (PKWARE APPNOTE 4.3.7/4.3.16), gzip (RFC 1952 §2.3.1), POSIX ustar (`ustar` at
 * offset 257), bzip2 (`BZh`), xz (`FD 37 7A 58 5A 00`), 7z (`37 7A BC AF 27 1C`), RAR 4/5 (`Rar!\x1A\x07`),
 * zstd (`28 B5 2F FD`), LZ4 frames (`04 22 4D 18`), CAB (`MSCF`), ar/deb (`!<arch>\n`), RPM (`ED AB EE DB`).
 */

function startsWith(b: Uint8Array, sig: readonly number[], at = 0): boolean {
  if (b.length < at + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (b[at + i] !== sig[i]) return false;
  return true;
}

const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

const MAGIC: Array<[ArchiveFormat, number[], number]> = [
  ['zip', [0x50, 0x4b, 0x03, 0x04], 0],
  ['zip', [0x50, 0x4b, 0x05, 0x06], 0],
  ['zip', [0x50, 0x4b, 0x07, 0x08], 0],
  ['gzip', [0x1f, 0x8b, 0x08], 0],
  ['bzip2', ascii('BZh'), 0],
  ['xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], 0],
  ['7z', [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], 0],
  ['rar', ascii('Rar!\x1a\x07'), 0],
  ['zstd', [0x28, 0xb5, 0x2f, 0xfd], 0],
  ['lz4', [0x04, 0x22, 0x4d, 0x18], 0],
  ['cab', ascii('MSCF'), 0],
  ['ar', ascii('!<arch>\n'), 0],
  ['rpm', [0xed, 0xab, 0xee, 0xdb], 0],
  ['tar', ascii('ustar'), 257],
];

/** Archive names, longest suffix first, and the format each one claims. */
const BY_NAME: Array<[RegExp, ArchiveFormat]> = [
  [/\.(?:tar\.gz|tgz|taz)$/i, 'tar.gz'],
  [/\.(?:tar\.bz2|tbz2?|tz2)$/i, 'bzip2'],
  [/\.(?:tar\.xz|txz)$/i, 'xz'],
  [/\.(?:tar\.zst|tzst)$/i, 'zstd'],
  [/\.tar$/i, 'tar'],
  [/\.gz$/i, 'gzip'],
  [/\.(?:zip|jar|war|ear|aar|apk|whl|egg|nupkg|vsix|xpi|crx|pyz|ipa|appx|msix|kmz)$/i, 'zip'],
  [/\.bz2$/i, 'bzip2'],
  [/\.xz$/i, 'xz'],
  [/\.7z$/i, '7z'],
  [/\.rar$/i, 'rar'],
  [/\.zst$/i, 'zstd'],
  [/\.lzma$/i, 'lzma'],
  [/\.lz4$/i, 'lz4'],
  [/\.cab$/i, 'cab'],
  [/\.(?:deb|a|ar)$/i, 'ar'],
  [/\.rpm$/i, 'rpm'],
  [/\.dmg$/i, 'dmg'],
  [/\.iso$/i, 'iso'],
];

/** Office and OpenDocument files, EPUB: ZIP containers of XML that users see as documents, not archives. */
export const DOCUMENT_CONTAINER =
  /\.(?:docx|docm|dotx|dotm|xlsx|xlsm|xltx|xltm|pptx|pptm|potx|potm|ppsx|ppsm|odt|ods|odp|odg|epub|kmz)$/i;

/** The archive format of a file's bytes, if they start like one. */
export function archiveMagic(head: Uint8Array): ArchiveFormat | undefined {
  for (const [format, sig, at] of MAGIC) if (startsWith(head, sig, at)) return format;
  return undefined;
}

/** The archive format a file's name claims (`.tar.gz`, `.whl`, `.7z` …). */
export function archiveByName(path: string): ArchiveFormat | undefined {
  const name = path.slice(path.lastIndexOf('/') + 1);
  for (const [re, format] of BY_NAME) if (re.test(name)) return format;
  if (DOCUMENT_CONTAINER.test(name)) return 'zip';
  return undefined;
}

/**
 * The archive a file is: its magic bytes decide; the name is used only when the bytes say nothing
 * (an old tar without the ustar magic, an LZMA stream, a disk image). A name that claims an archive
 * over bytes that are plain text is file-type-mismatch's finding, not an archive.
 */
export function archiveFormatOf(path: string, head: Uint8Array): ArchiveFormat | undefined {
  const magic = archiveMagic(head);
  if (magic) return magic;
  const named = archiveByName(path);
  if (named === 'tar' && looksLikeTarHeader(head)) return 'tar';
  if (named === 'lzma' || named === 'dmg' || named === 'iso') return looksBinary(head) ? named : undefined;
  // A ZIP with something in front (a self-extractor stub, a CRX header) is found from its end.
  if (named === 'zip') return 'zip';
  return undefined;
}

/** True when the first block is a tar header with a valid checksum (old v7 tars have no magic). */
export function looksLikeTarHeader(head: Uint8Array): boolean {
  if (head.length < 512) return false;
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 0x20 : head[i]!;
  const field = octalField(head, 148, 8);
  return field !== undefined && field === sum && head[0] !== 0;
}

/**
 * A tar number field: octal digits padded with spaces or NULs, or GNU base-256 (high bit of the first
 * byte set). Undefined when the field holds anything else.
 */
export function octalField(b: Uint8Array, at: number, len: number): number | undefined {
  if (b.length < at + len) return undefined;
  if (b[at]! & 0x80) {
    let n = b[at]! & 0x3f;
    for (let i = 1; i < len; i++) n = n * 256 + b[at + i]!;
    return Number.isSafeInteger(n) ? n : undefined;
  }
  let n = 0;
  let digits = 0;
  for (let i = 0; i < len; i++) {
    const c = b[at + i]!;
    if (c >= 0x30 && c <= 0x37) {
      n = n * 8 + (c - 0x30);
      digits++;
    } else if (c === 0 || c === 0x20) {
      if (digits > 0) break;
    } else return undefined;
  }
  return digits > 0 ? n : undefined;
}

/** NUL or C0 control bytes (other than tab, CR, LF, FF, ESC) in the first bytes: not text. */
export function looksBinary(head: Uint8Array): boolean {
  const n = Math.min(head.length, 1024);
  for (let i = 0; i < n; i++) {
    const c = head[i]!;
    if (c === 0 || (c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 27)) return true;
  }
  return false;
}

/** Formats skillscan decompresses. */
export function isReadable(format: ArchiveFormat): format is 'zip' | 'tar' | 'tar.gz' | 'gzip' {
  return format === 'zip' || format === 'tar' || format === 'tar.gz' || format === 'gzip';
}
