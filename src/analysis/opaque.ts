import { type BinaryFormat, binaryFormat, isCode } from './magic.js';

/**
 * Text that no reviewer can read although it decodes cleanly: minified bundles (a whole program on a
 * few lines) and encoded blobs (a file that is mostly base64 or hex). Both are measured in one linear
 * pass over the text, without regular expressions. Images carried as base64 (data URIs, notebook
 * outputs, SVG `<image>` payloads) are recognised by the magic bytes they decode to, and data URIs by
 * their `;base64,` prefix (inline source maps), and left alone unless they carry code:
 * docs/threats.md lists `data:image/*` as the classic false positive of encoded-content checks.
 */

export type Opacity =
  | {
      kind: 'minified';
      lang: 'javascript' | 'css';
      longestLine: number;
      /** Share of whitespace characters (readable code has 15–30%). */
      whitespace: number;
    }
  | {
      kind: 'encoded';
      scheme: 'base64' | 'hex';
      /** Share of the non-whitespace characters that sit in encoded runs. */
      share: number;
      /** Characters in encoded runs. */
      chars: number;
      /** What the largest run decodes to, when its first bytes are a known binary format. */
      decodesTo?: BinaryFormat;
    };

/** Thresholds, documented in rules/unreviewable-content.md. */
export const OPACITY = {
  minSize: 2048,
  minifiedLongestLine: 1000,
  minifiedAverageLine: 250,
  minifiedWhitespace: 0.1,
  /** An encoded run: at least this many characters of one alphabet, without whitespace. */
  runLength: 64,
  /** Runs up to this long that share their line with words are tokens (digests, hashes), not blobs. */
  tokenLength: 128,
  encodedShare: 0.5,
  encodedChars: 1024,
} as const;

const MINIFIABLE = /\.(?:js|mjs|cjs|jsx|css)$/i;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
}

function minified(path: string, source: string): Opacity | undefined {
  if (!MINIFIABLE.test(path)) return undefined;
  // An inline source map is one long data line in readable code too.
  const text = source.replace(/^\/[/*]# sourceMappingURL=[^\n]*/gm, '');
  if (text.length < OPACITY.minSize) return undefined;
  let lines = 1;
  let longest = 0;
  let start = 0;
  let space = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isSpace(c)) space++;
    if (c === 0x0a) {
      longest = Math.max(longest, i - start);
      start = i + 1;
      lines++;
    }
  }
  longest = Math.max(longest, text.length - start);
  const whitespace = space / text.length;
  if (
    longest >= OPACITY.minifiedLongestLine &&
    text.length / lines >= OPACITY.minifiedAverageLine &&
    whitespace < OPACITY.minifiedWhitespace
  )
    return {
      kind: 'minified',
      lang: /\.css$/i.test(path) ? 'css' : 'javascript',
      longestLine: longest,
      whitespace,
    };
  return undefined;
}

const B64 = new Int16Array(128).fill(-1);
for (const [i, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries())
  B64[c.charCodeAt(0)] = i;
B64['-'.charCodeAt(0)] = 62;
B64['_'.charCodeAt(0)] = 63;

function isHex(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
}

/** The first bytes a base64 run decodes to (enough for a magic number); line breaks are skipped. */
function base64Head(text: string, start: number, end: number): Uint8Array {
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  for (let i = start; i < end && out.length < 24; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) continue;
    const v = B64[c] ?? -1;
    if (v < 0) break;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out.push((acc >> bits) & 0xff);
    }
  }
  return Uint8Array.from(out);
}

function hexHead(text: string, start: number, end: number): Uint8Array {
  const digits = text.slice(start, Math.min(end, start + 64)).replace(/[\r\n]/g, '');
  const out: number[] = [];
  for (let i = 0; i + 1 < digits.length && out.length < 24; i += 2)
    out.push(Number.parseInt(digits.slice(i, i + 2), 16));
  return Uint8Array.from(out);
}

/** A run counts when it looks like encoding, not like a long word: mixed classes, or all hex digits. */
function runScheme(text: string, start: number, end: number): 'base64' | 'hex' | undefined {
  let upper = 0;
  let lower = 0;
  let digit = 0;
  let other = 0;
  let hex = true;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) continue;
    if (c >= 0x41 && c <= 0x5a) upper++;
    else if (c >= 0x61 && c <= 0x7a) lower++;
    else if (c >= 0x30 && c <= 0x39) digit++;
    else other++;
    if (!isHex(c)) hex = false;
  }
  const len = upper + lower + digit + other;
  if (hex && digit > len / 8 && (upper === 0 || lower === 0)) return 'hex';
  if (upper > len / 8 && lower > len / 8 && digit > len / 32) return 'base64';
  return undefined;
}

function isWordChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

/**
 * A short run sharing its line with words is a token — a digest beside a file name, an integrity hash,
 * a key id — not a blob. Quotes, commas and brackets around a run do not count as words.
 */
function isToken(text: string, start: number, end: number): boolean {
  if (end - start > OPACITY.tokenLength) return false;
  for (let i = start - 1; i >= 0 && text.charCodeAt(i) !== 0x0a; i--)
    if (isWordChar(text.charCodeAt(i))) return true;
  for (let i = end; i < text.length && text.charCodeAt(i) !== 0x0a; i++)
    if (isWordChar(text.charCodeAt(i))) return true;
  return false;
}

interface Blob {
  start: number;
  end: number;
  scheme: 'base64' | 'hex';
}

/** Runs of the base64 alphabet (line breaks included: a wrapped blob is one run), in one pass. */
function encodedRuns(text: string, visit: (start: number, end: number) => void): number {
  let nonSpace = 0;
  let runStart = -1;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : 0x20;
    if (!isSpace(c)) nonSpace++;
    const newline = c === 0x0a || c === 0x0d;
    // A line break continues a run only between two lines that are all alphabet.
    const inRun =
      (c < 128 && (B64[c]! >= 0 || c === 0x3d)) ||
      (newline && runStart >= 0 && (i === 0 || text[i - 1] !== ' '));
    if (inRun && runStart < 0 && !newline) runStart = i;
    else if (!inRun && runStart >= 0) {
      let end = i;
      while (end > runStart && (text.charCodeAt(end - 1) === 0x0a || text.charCodeAt(end - 1) === 0x0d))
        end--;
      visit(runStart, end);
      runStart = -1;
    }
  }
  return nonSpace;
}

function encoded(text: string): Opacity | undefined {
  let chars = 0;
  let hexChars = 0;
  let largest: Blob | undefined;
  const nonSpace = encodedRuns(text, (start, end) => {
    if (end - start < OPACITY.runLength || isToken(text, start, end)) return;
    const scheme = runScheme(text, start, end);
    if (!scheme) return;
    const format = binaryFormat(scheme === 'hex' ? hexHead(text, start, end) : base64Head(text, start, end));
    if (format?.kind === 'media') return; // an image carried as text
    // A data URI (`data:application/json;base64,…`, an inline source map) says what it carries.
    if (text.slice(Math.max(0, start - 7), start) === 'base64,' && !isCode(format)) return;
    chars += end - start;
    if (scheme === 'hex') hexChars += end - start;
    if (!largest || end - start > largest.end - largest.start) largest = { start, end, scheme };
  });
  if (chars < OPACITY.encodedChars || chars / Math.max(1, nonSpace) < OPACITY.encodedShare) return undefined;
  const l = largest!;
  const decodesTo = binaryFormat(
    l.scheme === 'hex' ? hexHead(text, l.start, l.end) : base64Head(text, l.start, l.end),
  );
  return {
    kind: 'encoded',
    scheme: hexChars * 2 > chars ? 'hex' : 'base64',
    share: Math.min(1, chars / nonSpace),
    chars,
    ...(decodesTo ? { decodesTo } : {}),
  };
}

/** How a text file resists review, if it does. */
export function textOpacity(path: string, text: string): Opacity | undefined {
  if (text.length < OPACITY.minSize) return undefined;
  // Encoded first: a `.js` that is one base64 string (an inlined WebAssembly module) is a blob, not code.
  return encoded(text) ?? minified(path, text);
}
