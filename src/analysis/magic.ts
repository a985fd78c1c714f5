import { PICKLE_NAME } from './pickle/sniff.js';

/**
 * Binary formats recognised from a file's first bytes (its magic number), the way `file(1)` and every
 * loader do: the name is a claim, the bytes decide. Each signature is the one its format's loader checks
 * (ELF: System V ABI "e_ident"; Mach-O: <mach-o/loader.h> and <mach-o/fat.h>; PE: the `MZ` stub's
 * `e_lfanew` pointing at `PE\0\0`, Microsoft PE format spec; Java class files: JVMS §4.1; WebAssembly:
 * binary format §5.5.16; Python bytecode: importlib's 2-byte magic + `\r\n`; media: the PNG, JPEG, GIF,
 * RIFF, ISO-BMFF, PDF and font specifications).
 */

export type BinaryKind =
  /** Machine code a CPU runs: ELF, Mach-O, PE. */
  | 'native'
  /** Code compiled for a virtual machine: JVM classes, Python bytecode, DEX, Lua, pickles. */
  | 'bytecode'
  | 'wasm'
  /** Images, fonts, audio, video, PDF: content viewers render and no runtime executes. */
  | 'media'
  /** Binary data of a known format that is not code (a SQLite database). */
  | 'data';

export interface BinaryFormat {
  kind: BinaryKind;
  /** `ELF executable`, `Python bytecode`, `PNG image` … */
  label: string;
}

function at(b: Uint8Array, sig: readonly number[], offset = 0): boolean {
  if (b.length < offset + sig.length) return false;
  for (let i = 0; i < sig.length; i++) if (b[offset + i] !== sig[i]) return false;
  return true;
}

const asc = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

function u16(b: Uint8Array, o: number, le: boolean): number {
  return le ? b[o]! | (b[o + 1]! << 8) : (b[o]! << 8) | b[o + 1]!;
}

function u32le(b: Uint8Array, o: number): number {
  return (b[o]! | (b[o + 1]! << 8) | (b[o + 2]! << 16) | (b[o + 3]! << 24)) >>> 0;
}

function elf(b: Uint8Array, name: string): BinaryFormat {
  const type = b.length >= 18 ? u16(b, 16, b[5] !== 2) : 0;
  if (type === 1) return { kind: 'native', label: 'ELF object file' };
  if (type === 3)
    return {
      kind: 'native',
      label: /\.so(?:\.\d+)*$/i.test(name) ? 'ELF shared library' : 'ELF executable or shared library',
    };
  return { kind: 'native', label: 'ELF executable' };
}

function pe(b: Uint8Array): BinaryFormat | undefined {
  if (b.length < 0x40) return undefined;
  const lfanew = u32le(b, 0x3c);
  if (lfanew + 24 <= b.length && at(b, [0x50, 0x45, 0, 0], lfanew)) {
    const dll = (u16(b, lfanew + 22, true) & 0x2000) !== 0;
    return { kind: 'native', label: dll ? 'Windows DLL (PE)' : 'Windows executable (PE)' };
  }
  // The PE header lies beyond the bytes looked at: an MZ stub with a plausible header offset is enough.
  return lfanew >= 0x40 && lfanew < 0x10000
    ? { kind: 'native', label: 'Windows executable (MZ/PE)' }
    : undefined;
}

const MACHO: number[][] = [
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
];

/** `CA FE BA BE` is both a universal Mach-O and a Java class: a fat header counts a few architectures. */
function cafebabe(b: Uint8Array): BinaryFormat {
  const n = b.length >= 8 ? ((b[4]! << 24) | (b[5]! << 16) | (b[6]! << 8) | b[7]!) >>> 0 : 0;
  return n > 0 && n < 45
    ? { kind: 'native', label: 'Mach-O universal binary' }
    : { kind: 'bytecode', label: 'Java class file' };
}

const MEDIA: Array<[number[], number, string]> = [
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0, 'PNG image'],
  [[0xff, 0xd8, 0xff], 0, 'JPEG image'],
  [asc('GIF87a'), 0, 'GIF image'],
  [asc('GIF89a'), 0, 'GIF image'],
  [asc('WEBP'), 8, 'WebP image'],
  [asc('WAVE'), 8, 'WAV audio'],
  [asc('AVI '), 8, 'AVI video'],
  [asc('ftyp'), 4, 'MP4/QuickTime media'],
  [[0x1a, 0x45, 0xdf, 0xa3], 0, 'Matroska/WebM video'],
  [asc('OggS'), 0, 'Ogg media'],
  [asc('fLaC'), 0, 'FLAC audio'],
  [asc('ID3'), 0, 'MP3 audio'],
  [asc('%PDF-'), 0, 'PDF document'],
  [asc('wOFF'), 0, 'WOFF font'],
  [asc('wOF2'), 0, 'WOFF2 font'],
  [asc('OTTO'), 0, 'OpenType font'],
  [[0x00, 0x01, 0x00, 0x00, 0x00], 0, 'TrueType font'],
  [asc('II*\0'), 0, 'TIFF image'],
  [asc('MM\0*'), 0, 'TIFF image'],
  [[0x00, 0x00, 0x01, 0x00], 0, 'icon'],
  [asc('8BPS'), 0, 'Photoshop image'],
];

const MZ = asc('MZ');
const DEX = asc('dex\n');
const LUA = asc('\x1bLua');
const LUAJIT = asc('\x1bLJ');
const SQLITE = asc('SQLite format 3\0');
const RIFF = asc('RIFF');
const BMP = asc('BM');

/**
 * Bytes no text file has: C0 controls other than tab, line breaks, form feed and escape, or invalid
 * UTF-8. Several signatures are printable (`ID3`, `OggS`, `%PDF-`, `MZ`): a text file that happens to
 * start with one is still text.
 */
export function hasBinaryBytes(head: Uint8Array): boolean {
  const n = Math.min(head.length, 1024);
  let ascii = true;
  for (let i = 0; i < n; i++) {
    const c = head[i]!;
    if (c < 0x20 && c !== 9 && c !== 10 && c !== 12 && c !== 13 && c !== 27) return true;
    if (c >= 0x80) ascii = false;
  }
  // ASCII is valid UTF-8: most files need no decoder (one per file was a tenth of reading a tree).
  if (ascii) return false;
  try {
    // Streaming mode: a character cut at the end of the window is not an error. A fresh decoder each
    // time, because a streaming decoder keeps the cut bytes for its next call.
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, n), { stream: true });
    return false;
  } catch {
    return true;
  }
}

/**
 * The binary format of `head` (the first bytes of a file or archive member), or undefined when it is
 * none this module knows. `name` breaks ties that bytes alone cannot (a shared library's suffix, a
 * `.pyc` magic number, a pickle's two-byte protocol header).
 */
export function binaryFormat(head: Uint8Array, name = ''): BinaryFormat | undefined {
  if (!hasBinaryBytes(head)) return undefined;
  if (at(head, [0x7f, 0x45, 0x4c, 0x46])) return elf(head, name);
  if (MACHO.some((sig) => at(head, sig))) return { kind: 'native', label: 'Mach-O binary' };
  if (at(head, [0xca, 0xfe, 0xba, 0xbe])) return cafebabe(head);
  if (at(head, MZ)) {
    const f = pe(head);
    if (f) return f;
  }
  if (at(head, [0x00, 0x61, 0x73, 0x6d])) return { kind: 'wasm', label: 'WebAssembly module' };
  if (at(head, DEX)) return { kind: 'bytecode', label: 'Android DEX bytecode' };
  if (at(head, LUA) || at(head, LUAJIT)) return { kind: 'bytecode', label: 'Lua bytecode' };
  if (head.length >= 4 && head[2] === 0x0d && head[3] === 0x0a && /\.py[co]$/i.test(name))
    return { kind: 'bytecode', label: 'Python bytecode' };
  if (head.length >= 2 && head[0] === 0x80 && head[1]! >= 2 && head[1]! <= 5 && PICKLE_NAME.test(name))
    return { kind: 'bytecode', label: PICKLE_LABEL };
  if (at(head, SQLITE)) return { kind: 'data', label: 'SQLite database' };
  for (const [sig, offset, label] of MEDIA) if (at(head, sig, offset)) return { kind: 'media', label };
  if (at(head, RIFF) || (at(head, BMP) && /\.bmp$/i.test(name)))
    return { kind: 'media', label: 'RIFF/BMP media' };
  return undefined;
}

/** A pickle's label: its calls are read (src/analysis/pickle/), so messages say so. */
export const PICKLE_LABEL = 'Python pickle (runs code when loaded)';

/** Native code, compiled bytecode and WebAssembly: code nobody can review as text. */
export function isCode(f: BinaryFormat | undefined): boolean {
  return f?.kind === 'native' || f?.kind === 'bytecode' || f?.kind === 'wasm';
}
