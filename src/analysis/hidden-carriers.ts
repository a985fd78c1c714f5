import { looksLikeCommands } from './code/sniff.js';
import type { HiddenRun } from './normalize.js';
import { isMostlyPrintable } from './payloads.js';
import { cipherRunsInLine, reversedClass } from './rot13-text.js';

/**
 * Text a reviewer does not read as written but the agent can: invisible carriers (Unicode tag characters,
 * variation-selector bytes after a visible character, zero-width characters used as bits) and disguised
 * ones (a line written right to left, a command percent-encoded). Each carrier is decoded here, inertly
 * and within bounds, so its text can be read for what it asks and does like any other text
 * (src/analysis/decoded-text.ts). Only what is plausibly an encoding is decoded: a run long enough to hold
 * a message, whose decoding is mostly printable and reads as words or as a command. Emoji sequences, a
 * single variation selector, subdivision flags and joiners in Indic or Arabic words never reach here
 * (normalize.ts leaves them out of its runs); a percent-encoded URL is what a browser decodes, not hidden.
 */

export type CarrierKind = 'tag' | 'variation-selectors' | 'zero-width' | 'reversed' | 'percent';

export interface Carrier {
  kind: CarrierKind;
  start: number;
  end: number;
  decoded: string;
}

/** How each carrier is named in evidence. */
export const CARRIER_NAMES: Record<CarrierKind, string> = {
  tag: 'Unicode tag characters',
  'variation-selectors': 'variation-selector bytes',
  'zero-width': 'zero-width bits',
  reversed: 'text written backwards',
  percent: 'percent-encoded text',
};

const LIMITS = {
  /** Decoded characters kept per carrier (a message, not a file). */
  decoded: 4_000,
  /** Hidden characters looked at per run: 8 bits per byte, so 4 000 bytes of zero-width bits. */
  runChars: 32_000,
  carriers: 50,
  /** Lines and line length the reversed-text and percent-encoding finders look at. */
  lines: 20_000,
  lineChars: 4_000,
} as const;

/** Three words of letters, separated by spaces: a sentence, not a key or a hash. */
function hasWords(t: string): boolean {
  let words = 0;
  for (const w of t.slice(0, 4_000).split(/\s+/))
    if (/^[A-Za-z][A-Za-z'-]+[.,:;!?]?$/.test(w) && ++words >= 3) return true;
  return false;
}

/** Decoded text worth reading: printable, and a few words or a command (not a key, a hash or noise). */
export function plausibleText(s: string): boolean {
  const t = s.trim();
  return t.length >= 8 && isMostlyPrintable(t) && (hasWords(t) || looksLikeCommands(t));
}

/** Bits to bytes, most significant first; a trailing partial byte is dropped. */
function bitsToText(bits: readonly number[]): string {
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length && bytes.length < LIMITS.decoded; i += 8) {
    let b = 0;
    for (let k = 0; k < 8; k++) b = (b << 1) | bits[i + k]!;
    bytes.push(b);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
}

/**
 * Zero-width characters as bits. Two distinct characters are 0 and 1, eight per byte (either way round);
 * with a third, it separates one character's bits from the next (`1101000‹sep›1101001`, the common
 * "zero-width steganography" form), each group a code point. The reading that gives plausible text wins.
 */
export function decodeZeroWidthBits(run: string): string | undefined {
  const cps = Array.from(run.slice(0, LIMITS.runChars), (c) => c.codePointAt(0)!);
  const symbols = [...new Set(cps)];
  if (cps.length < 32 || symbols.length < 2 || symbols.length > 3) return undefined;
  const readings: string[] = [];
  if (symbols.length === 2)
    for (const one of symbols) readings.push(bitsToText(cps.map((c) => (c === one ? 1 : 0))));
  else
    for (const sep of symbols) {
      const [a, b] = symbols.filter((s) => s !== sep) as [number, number];
      for (const one of [a, b]) {
        let out = '';
        let value = 0;
        let bits = 0;
        const flush = () => {
          if (bits > 0 && bits <= 21 && value <= 0x10ffff) out += String.fromCodePoint(value);
          value = 0;
          bits = 0;
        };
        for (const c of cps) {
          if (c === sep) flush();
          else {
            value = value * 2 + (c === one ? 1 : 0);
            bits++;
          }
          if (out.length >= LIMITS.decoded) break;
        }
        flush();
        readings.push(out);
      }
    }
  return readings.find(plausibleText);
}

/** The decoded text of a hidden run that carries one (normalize.ts decodes tags and variation selectors). */
function hiddenCarrier(text: string, run: HiddenRun): Carrier | undefined {
  let decoded: string | undefined;
  if (run.kind === 'tag' || run.kind === 'variation-selectors') decoded = run.decoded;
  else if (run.kind === 'zero-width' && run.count >= 32)
    decoded = decodeZeroWidthBits(text.slice(run.start, run.end));
  if (decoded === undefined || !plausibleText(decoded)) return undefined;
  const kind = run.kind as 'tag' | 'variation-selectors' | 'zero-width';
  return { kind, start: run.start, end: run.end, decoded: decoded.slice(0, LIMITS.decoded) };
}

/**
 * Runs of a line written backwards (`.yrammus eht fo tuo ti peek`): as for ROT13 (rot13-text.ts), a stretch
 * of words none of which is a frequent English word as written, at least three of which are one read
 * backwards (30% of four words or more). English prose, code and other languages do not reverse into
 * English. The run is widened to the characters glued to its ends (`.yrammus`, `~/.kube/`).
 */
function reversedInLine(text: string, from: number, to: number, out: Carrier[]): void {
  const classOf = (at: number, end: number) => reversedClass(text, at, end);
  cipherRunsInLine(text, from, to, classOf, (first, last) => {
    let start = first;
    let end = last;
    while (start > from && !/[\s`'"()[\]>]/.test(text[start - 1]!)) start--;
    while (end < to && !/[\s`'"()[\]]/.test(text[end]!)) end++;
    const decoded = Array.from(text.slice(start, end)).reverse().join('');
    if (plausibleText(decoded)) out.push({ kind: 'reversed', start, end, decoded });
  });
}

/** Characters that end a percent-encoded token (whitespace, quotes, brackets: the markup around it). */
const TOKEN = /[^\s`'"<>()[\]]{12,4000}/g;
const ESCAPE = /%[0-9A-Fa-f]{2}/g;
/** What the encoding hides when it is a command or a sentence: spaces and shell punctuation. */
const HIDES = /[\s|;&<>$`]/;

/**
 * Percent-encoded tokens whose decoding is a sentence or a command (`curl%20-fsSL%20…%7C%20bash`). A URL
 * (`://` as written) is left alone: its query is what a browser decodes, and the page shows where it goes.
 */
function percentInLine(text: string, from: number, to: number, out: Carrier[]): void {
  const line = text.slice(from, to);
  if (!line.includes('%')) return;
  for (const m of line.matchAll(TOKEN)) {
    // Sentence punctuation after the token is not part of it (trimmed by a loop: `[.,;:!?]+$` is quadratic).
    let cut = m[0].length;
    while (cut > 0 && '.,;:!?'.includes(m[0][cut - 1]!)) cut--;
    const raw = m[0].slice(0, cut);
    if (raw.includes('://') || (raw.match(ESCAPE)?.length ?? 0) < 3) continue;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      continue;
    }
    if (!HIDES.test(decoded) || !plausibleText(decoded)) continue;
    const start = from + m.index;
    out.push({ kind: 'percent', start, end: start + raw.length, decoded });
  }
}

/** Every carrier of a text, in order: the hidden runs normalize.ts found, then the disguised lines. */
export function findCarriers(text: string, hidden: readonly HiddenRun[]): Carrier[] {
  const out: Carrier[] = [];
  for (const run of hidden) {
    const c = hiddenCarrier(text, run);
    if (c) out.push(c);
    if (out.length >= LIMITS.carriers) return out;
  }
  let at = 0;
  // The next `%` of the text: a line without one is not cut out for the percent finder (most lines).
  let percent = text.indexOf('%');
  for (let n = 0; n < LIMITS.lines && at < text.length && out.length < LIMITS.carriers; n++) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    if (percent >= 0 && percent < at) percent = text.indexOf('%', at);
    if (end - at <= LIMITS.lineChars) {
      reversedInLine(text, at, end, out);
      if (percent >= 0 && percent < end) percentInLine(text, at, end, out);
    }
    at = end + 1;
  }
  return out.slice(0, LIMITS.carriers);
}
