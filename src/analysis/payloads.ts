/**
 * Bounded decoding of encoded blobs: base64, hex, `\x` escapes and char-code lists. Rules decode only
 * what sits next to an execution sink or a "decode and follow" instruction, and scan the decoded text
 * again (depth and size capped). Decoded text is data: it is shown in findings, never evaluated.
 */

export type BlobKind = 'base64' | 'hex' | 'escape' | 'charcode';

export interface EncodedBlob {
  kind: BlobKind;
  start: number;
  end: number;
  raw: string;
  /** Decoded text when it is mostly printable; undefined for binary. */
  decoded?: string;
}

export const PAYLOAD_LIMITS = { maxBlobs: 200, maxBlobChars: 64 * 1024, maxDecoded: 16 * 1024, maxDepth: 2 };

// Each pattern is a single character class repeated (or a fixed unit repeated): linear on any input.
const HEX = /(?:[0-9a-fA-F]{2}){24,}/g;
const ESCAPES = /(?:\\x[0-9a-fA-F]{2}){8,}/g;
const CHARCODES = /(?:fromCharCode|chr|bytes|bytearray)\s*\(\s*\[?\s*(\d{1,3}(?:\s*,\s*\d{1,3}){7,})/g;
const CHR_CHAIN = /chr\(\d{1,3}\)(?:\s*[+.]\s*chr\(\d{1,3}\)){7,}/g;

/** A-Z, a-z, 0-9, `+`, `/`. */
function isBase64Char(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
}

/** Shortest base64 run taken as a blob, and shortest hex run (HEX: 24 pairs). */
const MIN_BASE64 = 40;
const MIN_HEX = 48;

/**
 * What `/[A-Za-z0-9+/]{40,}={0,2}/g` matches (maximal runs of at least 40 base64 characters, with up to
 * two `=` after), found in one pass: the regex retries up to 39 characters at every position of every
 * shorter word, which made it the costliest pattern on prose-heavy trees. The pass skips ahead: from a
 * position that no run reaches from the left, a run of 40 starting within the next 40 characters covers
 * the 40th, so when that one is no base64 character none does and all 40 are passed over unread (prose
 * is read a character in 40, not every character).
 */
function base64Runs(text: string): Array<{ index: number; 0: string }> {
  const out: Array<{ index: number; 0: string }> = [];
  const n = text.length;
  let i = 0; // invariant: text[i - 1] is no base64 character (or i is 0)
  while (i + MIN_BASE64 <= n) {
    const probe = i + MIN_BASE64 - 1;
    if (!isBase64Char(text.charCodeAt(probe))) {
      i = probe + 1;
      continue;
    }
    // The run through `probe`: back to its start (not before i), then on to its end.
    let start = probe;
    while (start > i && isBase64Char(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < n && isBase64Char(text.charCodeAt(end))) end++;
    i = end;
    if (end - start < MIN_BASE64) continue;
    if (end < n && text.charCodeAt(end) === 61) end++;
    if (end < n && text.charCodeAt(end) === 61) end++;
    out.push({ index: start, 0: text.slice(start, end) });
    i = end;
  }
  return out;
}

export function isMostlyPrintable(s: string): boolean {
  if (s.length === 0) return false;
  let ok = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 32 && c < 127) || c === 9 || c === 10 || c === 13) ok++;
  }
  return ok / s.length >= 0.9;
}

export function decodeBase64(raw: string): string | undefined {
  const clean = raw.slice(0, PAYLOAD_LIMITS.maxBlobChars);
  if (clean.length % 4 === 1) return undefined;
  const text = Buffer.from(clean, 'base64').toString('latin1').slice(0, PAYLOAD_LIMITS.maxDecoded);
  return isMostlyPrintable(text) ? text : undefined;
}

function decodeHex(raw: string): string | undefined {
  const text = Buffer.from(raw.slice(0, PAYLOAD_LIMITS.maxBlobChars), 'hex')
    .toString('latin1')
    .slice(0, PAYLOAD_LIMITS.maxDecoded);
  return isMostlyPrintable(text) ? text : undefined;
}

function decodeCodes(codes: number[]): string | undefined {
  const text = String.fromCharCode(...codes.slice(0, PAYLOAD_LIMITS.maxDecoded));
  return isMostlyPrintable(text) ? text : undefined;
}

/** Encoded blobs in `text`, in order, at most `maxBlobs`. Data-URI images and SRI digests are skipped. */
export function findEncodedBlobs(text: string): EncodedBlob[] {
  const out: EncodedBlob[] = [];
  /** Records the match `m` as a blob of `kind`, with its decoded text when that is printable. */
  const add = (kind: BlobKind, m: { index: number; 0: string }, decoded: string | undefined) => {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) return;
    out.push({
      kind,
      start: m.index,
      end: m.index + m[0].length,
      raw: m[0],
      ...(decoded ? { decoded } : {}),
    });
  };
  const runs = base64Runs(text);
  for (const m of runs) {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    if (/data:image\/[\w.+-]+;base64,$|sha(?:256|384|512)-$|integrity=["']?$/i.test(before)) continue;
    // A path or identifier made only of letters is not base64 worth decoding.
    if (!/[0-9+/]/.test(m[0]) || /^[A-Za-z]+$/.test(m[0])) continue;
    if (/^[0-9a-fA-F]+$/.test(m[0])) continue; // hex digits only: decoded as hex below
    if (/\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\//.test(m[0]) && !/[+=]/.test(m[0])) continue; // a path
    add('base64', m, decodeBase64(m[0]));
  }
  // Hex digits are base64 characters, so every HEX match lies inside one base64 run of 48 or more (the
  // `=` after a run is no hex digit): matching inside those runs alone finds the same matches, in order.
  for (const r of runs) {
    const run = r[0];
    if (run.length < MIN_HEX || out.length >= PAYLOAD_LIMITS.maxBlobs) continue;
    for (const h of run.matchAll(HEX)) {
      if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
      const m = { index: r.index + h.index, 0: h[0] };
      if (out.some((b) => b.start <= m.index && b.end >= m.index + m[0].length)) continue;
      add('hex', m, decodeHex(m[0]));
    }
  }
  for (const m of text.matchAll(ESCAPES)) {
    if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
    add('escape', m, decodeHex(m[0].replace(/\\x/g, '')));
  }
  for (const re of [CHARCODES, CHR_CHAIN]) {
    for (const m of text.matchAll(re)) {
      if (out.length >= PAYLOAD_LIMITS.maxBlobs) break;
      const codes = (m[0].match(/\d{1,3}/g) ?? []).map(Number).filter((n) => n < 256);
      add('charcode', m, decodeCodes(codes));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Something that executes decoded text, near a blob. */
export const EXEC_SINK =
  /\|\s*(?:sudo\s+)?(?:ba|z|da|k)?sh\b|\|\s*(?:python[0-9.]*|node|perl|ruby|php|iex|invoke-expression|pwsh|powershell|source)\b|\beval\b|\bexec\s*\(|\bnew\s+Function\b|\bFunction\s*\(|\b(?:ba)?sh\s+-c\b|\b(?:python[0-9.]*|node|perl|ruby)\s+-[ce]\b|\bos\.system\b|\bsubprocess\b|\bchild_process\b|\bexecSync\b|\biex\b|\bInvoke-Expression\b|\bsetTimeout\s*\(\s*atob/i;

/** Prose telling the agent to decode something and act on it. */
export const DECODE_AND_FOLLOW =
  /\b(?:decode|decrypt|deobfuscate|unpack|base64-decode)\b[^\n]{0,160}?\b(?:follow|obey|execute|run|apply|carry out|do what|act on|perform)\b|\b(?:follow|obey|execute|run|apply)\b[^\n]{0,80}?\b(?:decoded|after decoding|once decoded)\b/i;

/** Makes decoded or quoted evidence safe to print: no control characters, bounded length. */
export function inert(s: string, max = 120): string {
  const flat = s
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
