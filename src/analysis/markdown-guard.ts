import { bySpan, type MdLink, type MdSpan } from './markdown-doc.js';

/**
 * Hostile Markdown made harmless before parsing: CommonMark parsers slow down on thousands of brackets or
 * emphasis delimiters in one paragraph and on hundreds of nested containers, so those shapes are blanked in
 * a same-length copy (offsets stay valid) and the spans touched are recorded; links in them are then found
 * by a linear scan instead.
 */

/** Delimiters whose count in one paragraph drives the parser's super-linear cases. */
const COSTLY = new Set(['[', ']', '*', '_', '~', '<', '!', '|', '`']);
/** Per blank-line-separated chunk; real prose stays far below (a dense table has a few hundred). */
export const MAX_DELIMITERS_PER_CHUNK = 1500;
/** Container markers (`>`, list bullets) honoured at the start of one line. */
export const MAX_CONTAINER_MARKERS = 16;
/** Columns of indentation after which a list marker or `>` is not a container any more. */
const MAX_CONTAINER_INDENT = 40;

export interface GuardResult {
  text: string;
  degraded: MdSpan[];
}

/**
 * Same-length copy of `text` in which over-deep container prefixes and over-dense delimiter chunks are
 * blanked. Linear: every character is visited a bounded number of times.
 */
export function guardHostile(text: string): GuardResult {
  const chars: string[] | undefined = needsGuard(text) ? text.split('') : undefined;
  if (!chars) return { text, degraded: [] };
  const degraded: MdSpan[] = [];
  let chunkStart = 0;
  let chunkCost = 0;
  const closeChunk = (end: number) => {
    if (chunkCost > MAX_DELIMITERS_PER_CHUNK) {
      for (let i = chunkStart; i < end; i++) if (COSTLY.has(chars[i]!)) chars[i] = ' ';
      degraded.push({ start: chunkStart, end });
    }
    chunkCost = 0;
  };
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl < 0 ? text.length : nl;
    if (isBlank(text, lineStart, lineEnd)) {
      closeChunk(lineStart);
      chunkStart = lineEnd + 1;
    } else {
      if (guardPrefix(text, chars, lineStart, lineEnd)) degraded.push({ start: lineStart, end: lineEnd });
      for (let i = lineStart; i < lineEnd; i++) {
        const c = text.charCodeAt(i);
        if (c < 128 && COSTLY_CODE[c] === 1) chunkCost++;
      }
    }
    if (nl < 0) break;
    lineStart = nl + 1;
  }
  closeChunk(text.length);
  degraded.sort((a, b) => a.start - b.start || a.end - b.end);
  return { text: chars.join(''), degraded };
}

/** Char codes of COSTLY, for a table lookup in the hot loops. */
const COSTLY_CODE = new Uint8Array(128);
for (const c of COSTLY) COSTLY_CODE[c.charCodeAt(0)] = 1;

/**
 * Cheap pre-check so ordinary documents are not copied: the same per-chunk delimiter count as
 * `guardHostile` (a long document with many short paragraphs is fine), and the container-prefix shapes.
 */
function needsGuard(text: string): boolean {
  let cost = 0;
  let lineBlank = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) {
      if (lineBlank) cost = 0;
      lineBlank = true;
    } else if (c !== 32 && c !== 9 && c !== 13) {
      lineBlank = false;
      if (c < 128 && COSTLY_CODE[c] === 1 && ++cost > MAX_DELIMITERS_PER_CHUNK) return true;
    }
  }
  return /^[ \t]{40}|^(?:[ \t]*(?:>|[-*+][ \t]|\d{1,9}[.)][ \t])){17}/m.test(text);
}

function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/** Blanks container markers past the limit at the start of one line; true when it changed something. */
function guardPrefix(text: string, chars: string[], start: number, end: number): boolean {
  let markers = 0;
  let col = 0;
  let changed = false;
  let i = start;
  while (i < end) {
    const c = text[i]!;
    if (c === ' ' || c === '\t') {
      col += c === '\t' ? 4 - (col % 4) : 1;
      i++;
      continue;
    }
    let len = 0;
    if (c === '>') len = 1;
    else if ((c === '-' || c === '*' || c === '+') && (text[i + 1] === ' ' || text[i + 1] === '\t')) len = 1;
    else {
      let j = i;
      while (j < end && j - i < 9 && text[j]! >= '0' && text[j]! <= '9') j++;
      if (j > i && (text[j] === '.' || text[j] === ')') && (text[j + 1] === ' ' || text[j + 1] === '\t'))
        len = j + 1 - i;
    }
    if (len === 0) break;
    markers++;
    if (markers > MAX_CONTAINER_MARKERS || col >= MAX_CONTAINER_INDENT) {
      for (let k = i; k < i + len; k++) chars[k] = ' ';
      changed = true;
    }
    col += len;
    i += len;
  }
  return changed;
}

/**
 * Links in spans the parser did not see exactly: `](target)` and `<scheme:…>` found by a linear scan,
 * so a link cannot be hidden from the reference graph by padding its paragraph with brackets.
 */
export function scanDegradedLinks(text: string, spans: MdSpan[], links: MdLink[]): void {
  const re =
    /\]\(\s*<?([^\s()<>]{1,1024})>?[^)\n]{0,128}\)|<([a-zA-Z][a-zA-Z0-9+.-]{1,31}:[^\s<>]{1,1024})>/g;
  for (const span of spans) {
    re.lastIndex = span.start;
    for (let m = re.exec(text); m && m.index < span.end; m = re.exec(text)) {
      const at = m.index;
      if (links.some((l) => l.start <= at && at < l.end)) continue;
      if (m[1]) {
        links.push({ start: m.index, end: m.index + m[0].length, kind: 'inline', url: m[1], text: '' });
      } else if (m[2]) {
        links.push({ start: m.index, end: m.index + m[0].length, kind: 'autolink', url: m[2], text: '' });
      }
    }
  }
  links.sort(bySpan);
}
