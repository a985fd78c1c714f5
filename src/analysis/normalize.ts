/**
 * The normalising layer: finds characters a reader cannot see (zero-width, bidi controls, Unicode tag
 * characters, variation-selector payloads, soft hyphens, terminal escapes), records them with their
 * offsets, and gives detectors a stripped, confusable-folded copy to match on, with a way back to the
 * original offsets.
 *
 * Legitimate uses stay out of the findings (docs/threats.md row 8): emoji ZWJ sequences,
 * subdivision flags (U+1F3F4 + tag letters + U+E007F), a single variation selector after its base,
 * joiners inside Indic/Arabic words, LRM/RLM marks in right-to-left text. They are still stripped from
 * the matching copy, which is harmless.
 */

export type HiddenKind =
  | 'tag'
  | 'bidi-control'
  | 'bidi-mark'
  | 'zero-width'
  | 'variation-selectors'
  | 'soft-hyphen'
  | 'bom'
  | 'invisible-other'
  | 'line-separator'
  | 'terminal-escape';

/** A run of consecutive hidden characters of one kind, in UTF-16 offsets of the original text. */
export interface HiddenRun {
  kind: HiddenKind;
  start: number;
  end: number;
  /** Code points in the run. */
  count: number;
  /** What the run spells when it encodes text (tag characters, variation-selector bytes). */
  decoded?: string;
  /** True when it sits inside an ASCII word (splits a keyword a filter would look for). */
  insideWord: boolean;
  /** True when the line holds right-to-left letters (bidi controls have a legitimate use there). */
  rtlLine: boolean;
  /**
   * Bidi controls only: every one is a left-to-right embedding, override or isolate, or a pop (U+202A, U+202C,
   * U+202D, U+2066, U+2069). On a line without right-to-left letters these change no display order.
   */
  leftToRightOnly?: boolean;
}

export interface NormalizedText {
  /** The text with every invisible character removed and confusables folded to ASCII (same length per char). */
  text: string;
  /** Suspicious runs only; legitimate emoji/script uses are left out. */
  hidden: HiddenRun[];
  /** Maps an offset in `text` back to the original text. */
  toOriginal(offset: number): number;
}

const MAX_RUNS = 10_000;

function kindOf(cp: number): HiddenKind | undefined {
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) return 'bidi-control';
  if (cp === 0x200e || cp === 0x200f || cp === 0x061c) return 'bidi-mark';
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0x180e) return 'zero-width';
  if (cp === 0xfeff) return 'bom';
  if ((cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef)) return 'variation-selectors';
  if (cp === 0x00ad) return 'soft-hyphen';
  if (cp === 0x2028 || cp === 0x2029) return 'line-separator';
  if (cp === 0x1b) return 'terminal-escape';
  if (
    (cp >= 0x2061 && cp <= 0x2064) ||
    cp === 0x034f ||
    cp === 0x115f ||
    cp === 0x1160 ||
    cp === 0x3164 ||
    cp === 0xffa0 ||
    cp === 0x17b4 ||
    cp === 0x17b5 ||
    (cp >= 0xfff9 && cp <= 0xfffb) ||
    (cp >= 0x1d173 && cp <= 0x1d17a)
  )
    return 'invisible-other';
  return undefined;
}

const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_MODIFIER = /\p{Emoji_Modifier}/u;
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
const ASCII_WORD = /[A-Za-z0-9_]/;
/** Letters and marks of scripts where ZWJ/ZWNJ shape words (Arabic, Persian, Indic, Sinhala …). */
const JOINING_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u0900-\u0dff\u1000-\u109f\u1780-\u17ff\ua8e0-\ua8ff]/;

function codePointBefore(text: string, i: number): number | undefined {
  if (i <= 0) return undefined;
  return text.codePointAt(i >= 2 && /[\udc00-\udfff]/.test(text[i - 1]!) ? i - 2 : i - 1);
}

function charOf(cp: number | undefined): string {
  return cp === undefined ? '' : String.fromCodePoint(cp);
}

function isEmojiish(cp: number | undefined): boolean {
  if (cp === undefined) return false;
  const c = String.fromCodePoint(cp);
  return PICTOGRAPHIC.test(c) || EMOJI_MODIFIER.test(c) || cp === 0xfe0f || cp === 0x20e3;
}

/** Tag characters U+E0020–E007E spell ASCII; U+E007F cancels, U+E0001 is the language tag. */
export function decodeTags(s: string): string {
  let out = '';
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xe0020 && cp <= 0xe007e) out += String.fromCharCode(cp - 0xe0000);
  }
  return out;
}

/**
 * "Emoji smuggling": bytes hidden as variation selectors (FE00–FE0F = 0–15, E0100–E01EF = 16–255)
 * after one visible character. Decoded as UTF-8 so the finding can show the hidden text.
 */
export function decodeVariationSelectors(s: string): string {
  const bytes: number[] = [];
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
    if (cp >= 0xfe00 && cp <= 0xfe0f) bytes.push(cp - 0xfe00);
    else if (cp >= 0xe0100 && cp <= 0xe01ef) bytes.push(cp - 0xe0100 + 16);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(new Uint8Array(bytes));
}

/** Cyrillic, Greek and fullwidth look-alikes of ASCII letters (one UTF-16 unit each, so offsets survive). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  һ: 'h',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  І: 'I',
  Ј: 'J',
  Ѕ: 'S',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  ι: 'i',
  κ: 'k',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Χ: 'X',
  Υ: 'Y',
  Ζ: 'Z',
};

const FOLDABLE = /[\u0370-\u04ff\u0500-\u052f\uff01-\uff5e]/g;

/** Folds confusables and fullwidth ASCII to ASCII, code unit for code unit. */
export function foldConfusables(s: string): string {
  return s.replace(FOLDABLE, (c) => {
    const code = c.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - 0xfee0);
    return CONFUSABLES[c] ?? c;
  });
}

/** Any character the scan below would look at (a quick test lets clean text skip the per-character loop). */
// Built from a string: variation selectors (U+FE00–FE0F) are combining characters, which a regex literal
// class would mix with the others.
const MAYBE_HIDDEN =
  /\u034f|[\u001b\u00ad\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff\uffa0\ufff9-\ufffb]|[\ufe00-\ufe0f]|\udb40[\udc00-\uddef]|\ud834[\udd73-\udd7a]/;

/** Words mixing Latin letters with Cyrillic or Greek look-alikes (`pаypal` with a Cyrillic а). */
const GREEK_OR_CYRILLIC = /[\u0370-\u03ff\u0400-\u04ff]/;

export function mixedScriptWords(
  text: string,
  limit = 100,
): Array<{ start: number; end: number; word: string }> {
  const out: Array<{ start: number; end: number; word: string }> = [];
  // Every word reported holds a Greek or Cyrillic letter: a text with none (nearly all) has none to find.
  if (!GREEK_OR_CYRILLIC.test(text)) return out;
  const word = /[\p{L}\p{M}]{2,64}/gu;
  for (let m = word.exec(text); m && out.length < limit; m = word.exec(text)) {
    const w = m[0];
    if (!/[A-Za-z]/.test(w) || !GREEK_OR_CYRILLIC.test(w)) continue;
    // Only look-alike letters count: a Latin word with one real Greek letter (µ, λ) in maths is not a spoof.
    let confusable = 0;
    for (const ch of w) if (CONFUSABLES[ch]) confusable++;
    if (confusable === 0) continue;
    out.push({ start: m.index, end: m.index + w.length, word: w });
  }
  return out;
}

/** A run made only of the controls that keep or restore left-to-right order (see `HiddenRun.leftToRightOnly`). */
const LEFT_TO_RIGHT_CONTROLS = /^[\u202a\u202c\u202d\u2066\u2069]+$/;

function lineHasRtl(text: string, at: number): boolean {
  const s = text.lastIndexOf('\n', at - 1) + 1;
  let e = text.indexOf('\n', at);
  if (e < 0) e = text.length;
  // Bounded: a hostile 1 MB line is checked over a window, not rescanned per character.
  return RTL_LETTER.test(text.slice(Math.max(s, at - 2000), Math.min(e, at + 2000)));
}

interface RawChar {
  at: number;
  len: number;
  cp: number;
  kind: HiddenKind;
}

/** Removes the legitimate uses from a list of hidden characters. */
function isLegitimate(
  text: string,
  c: RawChar,
  prev: RawChar | undefined,
  next: RawChar | undefined,
): boolean {
  const before = prev && prev.at + prev.len === c.at ? prev.cp : codePointBefore(text, c.at);
  const after = text.codePointAt(c.at + c.len);
  switch (c.kind) {
    case 'zero-width':
      if (c.cp === 0x200d && isEmojiish(before) && isEmojiish(after)) return true;
      if (
        (c.cp === 0x200c || c.cp === 0x200d) &&
        JOINING_SCRIPT.test(charOf(before)) &&
        JOINING_SCRIPT.test(charOf(after))
      )
        return true;
      return false;
    case 'variation-selectors': {
      // One selector after a visible base is a normal variation sequence (emoji, CJK, maths).
      const adjacentVs = (r: RawChar | undefined, leading: boolean) =>
        r !== undefined &&
        r.kind === 'variation-selectors' &&
        (leading ? r.at + r.len === c.at : c.at + c.len === r.at);
      return !adjacentVs(prev, true) && !adjacentVs(next, false) && before !== undefined;
    }
    case 'bidi-mark':
      return lineHasRtl(text, c.at);
    case 'soft-hyphen':
      // Hyphenation hints inside long words of prose are normal; they still split keywords, handled by insideWord.
      return false;
    case 'bom':
      return c.at === 0;
    default:
      return false;
  }
}

/** Subdivision flags: 🏴 followed by tag letters/digits and the cancel tag. Returns the end offset if one starts at `at`. */
function subdivisionFlagTagsEnd(text: string, at: number): number | undefined {
  if (codePointBefore(text, at) !== 0x1f3f4) return undefined;
  let i = at;
  let n = 0;
  while (i < text.length && n < 8) {
    const cp = text.codePointAt(i)!;
    if (cp === 0xe007f) return n >= 2 ? i + 2 : undefined;
    if (!((cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a))) return undefined;
    i += 2;
    n++;
  }
  return undefined;
}

export function normalizeText(text: string): NormalizedText {
  if (!MAYBE_HIDDEN.test(text)) return { text: foldConfusables(text), hidden: [], toOriginal: (o) => o };
  const raw: RawChar[] = [];
  const legitTagRanges: Array<[number, number]> = [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // Fast path: nothing below U+00AD except ESC is hidden.
    if (code < 0xad && code !== 0x1b) continue;
    const cp = text.codePointAt(i)!;
    const len = cp > 0xffff ? 2 : 1;
    const kind = kindOf(cp);
    if (kind) {
      if (kind === 'tag') {
        const flagEnd = subdivisionFlagTagsEnd(text, i);
        if (flagEnd !== undefined) {
          legitTagRanges.push([i, flagEnd]);
          for (let j = i; j < flagEnd; j += 2) raw.push({ at: j, len: 2, cp: text.codePointAt(j)!, kind });
          i = flagEnd - 1;
          continue;
        }
      }
      raw.push({ at: i, len, cp, kind });
    }
    if (len === 2) i++;
  }

  // Build the stripped text and the offset map (removed segments, cumulative).
  const removedAt: number[] = []; // stripped offsets where removal happened
  const removedBefore: number[] = []; // total removed code units up to and including that segment
  let stripped = '';
  let last = 0;
  let removed = 0;
  for (const c of raw) {
    if (c.kind === 'terminal-escape' || c.kind === 'line-separator') continue; // visible effects; keep for matching
    stripped += text.slice(last, c.at);
    removed += c.len;
    removedAt.push(stripped.length);
    removedBefore.push(removed);
    last = c.at + c.len;
  }
  stripped += text.slice(last);
  const folded = foldConfusables(stripped);
  const toOriginal = (offset: number): number => {
    let lo = 0;
    let hi = removedAt.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (removedAt[mid]! <= offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return offset + (found < 0 ? 0 : removedBefore[found]!);
  };

  // Group suspicious characters into runs of one kind.
  const inLegitFlag = (at: number) => legitTagRanges.some(([s, e]) => at >= s && at < e);
  const hidden: HiddenRun[] = [];
  for (let k = 0; k < raw.length && hidden.length < MAX_RUNS; k++) {
    const c = raw[k]!;
    if (c.kind === 'tag' && inLegitFlag(c.at)) continue;
    if (isLegitimate(text, c, raw[k - 1], raw[k + 1])) continue;
    const prevRun = hidden[hidden.length - 1];
    if (prevRun && prevRun.kind === c.kind && prevRun.end === c.at) {
      prevRun.end = c.at + c.len;
      prevRun.count++;
      continue;
    }
    hidden.push({
      kind: c.kind,
      start: c.at,
      end: c.at + c.len,
      count: 1,
      insideWord: false,
      rtlLine: false,
    });
  }
  for (const run of hidden) {
    const before = text[run.start - 1] ?? '';
    const after = text[run.end] ?? '';
    run.insideWord = ASCII_WORD.test(before) && ASCII_WORD.test(after);
    run.rtlLine = run.kind.startsWith('bidi') ? lineHasRtl(text, run.start) : false;
    const body = text.slice(run.start, Math.min(run.end, run.start + 20_000));
    if (run.kind === 'bidi-control') run.leftToRightOnly = LEFT_TO_RIGHT_CONTROLS.test(body);
    if (run.kind === 'tag') run.decoded = decodeTags(body);
    if (run.kind === 'variation-selectors') run.decoded = decodeVariationSelectors(body);
  }
  return { text: folded, hidden, toOriginal };
}

/** Printable form of hidden text for a message: control characters escaped, length capped. */
export function showHidden(s: string, max = 80): string {
  const clean = s.replace(
    /[\u0000-\u001f\u007f-\u009f]/g,
    (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}
