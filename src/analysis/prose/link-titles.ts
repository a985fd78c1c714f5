import type { MdLink, MdSpan } from '../markdown.js';

/**
 * The title of a link, an image or a link definition (`[docs](https://… "Title")`, `[x]: https://… 'Title'`):
 * shown only as a tooltip when the page renders, read by the agent like any other text. A definition written
 * as a comment (`[//]: # (…)`) is one too. Returns the span of the title's text, inside its quotes.
 */
export function linkTitleSpan(text: string, l: MdLink): MdSpan | undefined {
  if (l.kind !== 'inline' && l.kind !== 'image' && l.kind !== 'definition') return undefined;
  if (l.end - l.start > MAX_LINK) return undefined;
  let src = text.slice(l.start, l.end);
  let end = l.end;
  if (l.kind !== 'definition') {
    // `[text](url "title")`: the destination part after the link text's `](`.
    if (!src.endsWith(')')) return undefined;
    src = src.slice(0, -1);
    end--;
  }
  const trimmed = src.trimEnd();
  end -= src.length - trimmed.length;
  const close = trimmed.at(-1);
  const open = close === '"' ? '"' : close === "'" ? "'" : close === ')' ? '(' : undefined;
  if (!open) return undefined;
  const from = trimmed.lastIndexOf(open, trimmed.length - 2);
  // The title follows the destination after a blank: `url "title"`, never `url"title"`.
  if (from <= 0 || !/[ \t\r\n]/.test(trimmed[from - 1]!)) return undefined;
  const head = trimmed.slice(0, from);
  if (!(l.kind === 'definition' ? /\]:[ \t]*\S/.test(head) : /\]\([ \t]*\S/.test(head))) return undefined;
  const start = l.start + from + 1;
  return end - 1 > start ? { start, end: end - 1 } : undefined;
}

/** Longer links are not searched for a title (a bound; CommonMark titles are short). */
const MAX_LINK = 4_000;

/**
 * HTML attributes whose value is text a page shows only on hover or to assistive technology
 * (`<abbr title="…">`, `<img alt="…">`, `aria-label`, a tooltip's `data-*`): hidden from a reader of the
 * rendered page like a link title, read by the agent like any other text.
 */
const HOVER_ATTRIBUTE =
  /\s(?:title|alt|aria-label|aria-description|data-(?:tooltip|title|tip|hint|description))\s{0,4}=\s{0,4}(?:"([^"]{1,4000})"|'([^']{1,4000})')/gi;

/** The spans of hover-text attribute values in one inline HTML tag at `start`. */
export function htmlAttributeSpans(tag: string, start: number): MdSpan[] {
  if (tag.length > MAX_LINK || tag.startsWith('<!--')) return [];
  const out: MdSpan[] = [];
  for (const m of tag.matchAll(HOVER_ATTRIBUTE)) {
    const value = m[1] ?? m[2] ?? '';
    if (value.trim().length < 12) continue;
    const at = start + m.index + m[0].length - value.length - 1;
    out.push({ start: at, end: at + value.length });
    if (out.length >= 8) break;
  }
  return out;
}
