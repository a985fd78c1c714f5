import { gunzipSync, inflateSync } from 'node:zlib';

/**
 * Decoders for the encodings shell payloads hide behind (`base64 -d`, `xxd -r -p`, `printf '\x63'`,
 * `$'\143'`, `rev`, `tr` rotations, `gunzip`, PowerShell's UTF-16LE `-EncodedCommand`). Each works on
 * data only, is bounded in input and output, and returns undefined when the input is not of its form.
 * Decoded text is inert: the analyzer shows it and parses it again, it never runs it.
 *
 * Binary output is carried as a Latin-1 string (one character per byte) so that a later stage
 * (`base64 -d | gunzip`) can get the bytes back; text that is valid UTF-8 is decoded as UTF-8.
 */

export const MAX_DECODE_INPUT = 256 * 1024;
export const MAX_DECODED = 64 * 1024;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes as text: UTF-8 when valid, else one Latin-1 character per byte. */
export function bytesToText(bytes: Uint8Array): string {
  const b = bytes.subarray(0, MAX_DECODED);
  try {
    return utf8.decode(b);
  } catch {
    return Buffer.from(b).toString('latin1');
  }
}

/** The bytes a decoded text stands for (inverse of `bytesToText` for Latin-1 carried binary). */
export function textToBytes(text: string): Buffer {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 255) return Buffer.from(text, 'utf8');
  return Buffer.from(text, 'latin1');
}

/** Share of printable characters (tabs and line breaks count as printable). */
export function printableShare(s: string): number {
  if (s.length === 0) return 0;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c !== 127 && c < 0xfffd) || c === 9 || c === 10 || c === 13) ok++;
  }
  return ok / s.length;
}

export function isPrintable(s: string): boolean {
  return printableShare(s) >= 0.9;
}

function stripSpace(s: string): string {
  let out = '';
  const n = Math.min(s.length, MAX_DECODE_INPUT);
  for (let i = 0; i < n; i++) {
    const c = s[i]!;
    if (c !== ' ' && c !== '\n' && c !== '\r' && c !== '\t') out += c;
  }
  return out;
}

/** base64 (standard or URL-safe alphabet, padding optional, whitespace ignored as `base64 -d` does). */
export function decodeBase64(input: string): string | undefined {
  const s = stripSpace(input);
  if (s.length < 2 || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(s)) return undefined;
  return bytesToText(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}

const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function decodeBase32(input: string): string | undefined {
  const s = stripSpace(input).toUpperCase();
  if (s.length < 2 || !/^[A-Z2-7]+=*$/.test(s)) return undefined;
  const bytes: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of s) {
    if (ch === '=') break;
    acc = (acc << 5) | B32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
    acc &= 0xff;
  }
  return bytesToText(Uint8Array.from(bytes));
}

/** Plain hex (`xxd -r -p`, `basenc --base16 -d`), whitespace and `\x`/`0x` prefixes ignored. */
export function decodeHex(input: string): string | undefined {
  const s = stripSpace(input).replace(/\\x|0x/gi, '');
  if (s.length < 2 || s.length % 2 !== 0 || !/^[0-9a-fA-F]+$/.test(s)) return undefined;
  return bytesToText(Buffer.from(s, 'hex'));
}

/** An `xxd` dump (`00000000: 6375 726c  curl`) back to bytes: the hex columns between `:` and two spaces. */
export function decodeXxdDump(input: string): string | undefined {
  let hex = '';
  for (const line of input.slice(0, MAX_DECODE_INPUT).split('\n')) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const rest = line.slice(colon + 1);
    const gap = rest.indexOf('  ', 1);
    hex += (gap < 0 ? rest : rest.slice(0, gap)).replace(/\s/g, '');
  }
  return hex === '' ? undefined : decodeHex(hex);
}

/** `od -An -c`/`-b` style octal dumps are rare as payloads; `od` is recorded as a decoder without text. */

const SIMPLE_ESCAPES: Record<string, string> = {
  n: '\n',
  t: '\t',
  r: '\r',
  a: '\x07',
  b: '\b',
  e: '\x1b',
  E: '\x1b',
  f: '\f',
  v: '\v',
  '\\': '\\',
  "'": "'",
  '"': '"',
  '?': '?',
};

export interface EscapeResult {
  text: string;
  /** Escapes that spell printable characters (`\x63` for `c`): text hidden from a reader. */
  hidden: number;
}

/**
 * Backslash escapes as `printf`, `echo -e` and ANSI-C `$'…'` read them. `octal` says how octal escapes
 * are written: `printf`/`$'…'` take `\NNN`, `echo -e` takes `\0NNN`.
 */
export function decodeEscapes(input: string, octal: 'plain' | 'zero'): EscapeResult {
  const s = input.slice(0, MAX_DECODE_INPUT);
  let out = '';
  let hidden = 0;
  const push = (code: number) => {
    if (code >= 0x21 && code < 0x7f) hidden++;
    out += String.fromCodePoint(Math.min(code, 0x10ffff));
  };
  for (let i = 0; i < s.length && out.length < MAX_DECODED; i++) {
    const c = s[i]!;
    if (c !== '\\' || i + 1 >= s.length) {
      out += c;
      continue;
    }
    const n = s[i + 1]!;
    if (n === 'x' || n === 'u' || n === 'U') {
      const max = n === 'x' ? 2 : n === 'u' ? 4 : 8;
      let j = i + 2;
      while (j < s.length && j < i + 2 + max && /[0-9a-fA-F]/.test(s[j]!)) j++;
      if (j === i + 2) {
        out += c + n;
        i++;
        continue;
      }
      push(Number.parseInt(s.slice(i + 2, j), 16));
      i = j - 1;
    } else if (n >= '0' && n <= '7') {
      let j = i + 1;
      if (octal === 'zero' && n === '0') j = i + 2;
      const from = j;
      while (j < s.length && j < from + 3 && s[j]! >= '0' && s[j]! <= '7') j++;
      push(j === from ? 0 : Number.parseInt(s.slice(from, j), 8) & 0xff);
      i = j - 1;
    } else if (n === 'c' && i + 2 < s.length) {
      out += String.fromCharCode(s.charCodeAt(i + 2) & 0x1f);
      i += 2;
    } else if (SIMPLE_ESCAPES[n] !== undefined) {
      out += SIMPLE_ESCAPES[n];
      i++;
    } else {
      out += c;
    }
  }
  return { text: out, hidden };
}

/** Reverses each line, as `rev` does. */
export function reverseLines(input: string): string {
  return input
    .slice(0, MAX_DECODED)
    .split('\n')
    .map((l) => [...l].reverse().join(''))
    .join('\n');
}

/** gzip / zlib data (carried as Latin-1 text) inflated, bounded in output. */
export function inflate(input: string, kind: 'gzip' | 'zlib'): string | undefined {
  const bytes = textToBytes(input.slice(0, MAX_DECODE_INPUT));
  try {
    const out =
      kind === 'gzip'
        ? gunzipSync(bytes, { maxOutputLength: MAX_DECODED })
        : inflateSync(bytes, { maxOutputLength: MAX_DECODED });
    return bytesToText(out);
  } catch {
    return undefined;
  }
}

/** PowerShell `-EncodedCommand`: base64 of UTF-16LE text. */
export function decodeUtf16Base64(input: string): string | undefined {
  const s = stripSpace(input);
  if (s.length < 4 || !/^[A-Za-z0-9+/]+={0,2}$/.test(s)) return undefined;
  const bytes = Buffer.from(s, 'base64');
  return bytes.subarray(0, MAX_DECODED * 2).toString('utf16le');
}

/** Expands a `tr` set (`a-z`, `[:lower:]`, escapes), bounded to 512 characters. */
export function expandTrSet(set: string): string {
  const classes: Record<string, string> = {
    '[:lower:]': 'abcdefghijklmnopqrstuvwxyz',
    '[:upper:]': 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '[:digit:]': '0123456789',
  };
  let out = '';
  const s = decodeEscapes(set.slice(0, 512), 'plain').text;
  for (let i = 0; i < s.length && out.length < 512; i++) {
    const cls = Object.keys(classes).find((k) => s.startsWith(k, i));
    if (cls) {
      out += classes[cls];
      i += cls.length - 1;
    } else if (s[i + 1] === '-' && i + 2 < s.length) {
      const a = s.charCodeAt(i);
      const b = s.charCodeAt(i + 2);
      for (let c = a; c <= b && out.length < 512; c++) out += String.fromCharCode(c);
      i += 2;
    } else out += s[i];
  }
  return out;
}

/** Applies a `tr SET1 SET2` mapping; returns the rotation when the mapping is a letter rotation. */
export function translate(input: string, set1: string, set2: string): { text: string; rot?: number } {
  const a = expandTrSet(set1);
  const b = expandTrSet(set2);
  if (a === '' || b === '') return { text: input };
  const map = new Map<string, string>();
  for (let i = 0; i < a.length; i++) map.set(a[i]!, b[Math.min(i, b.length - 1)]!);
  let text = '';
  for (const ch of input.slice(0, MAX_DECODED)) text += map.get(ch) ?? ch;
  const rot = rotationOf(map);
  return rot === undefined ? { text } : { text, rot };
}

/** N when the mapping sends every lower-case letter it maps to the letter N places on (N ≠ 0). */
function rotationOf(map: Map<string, string>): number | undefined {
  let rot: number | undefined;
  let seen = 0;
  for (const [from, to] of map) {
    const f = from.charCodeAt(0);
    const t = to.charCodeAt(0);
    const lower = f >= 97 && f <= 122 && t >= 97 && t <= 122;
    const upper = f >= 65 && f <= 90 && t >= 65 && t <= 90;
    if (!lower && !upper) return undefined;
    const d = (t - f + 26) % 26;
    if (rot === undefined) rot = d;
    else if (rot !== d) return undefined;
    seen++;
  }
  return seen >= 13 && rot !== 0 ? rot : undefined;
}
