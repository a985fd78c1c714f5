import type { MarkdownDoc } from '../markdown.js';
import type { Analysed } from './sentence.js';

/**
 * The passages of a Markdown document (docs/prose.md "Passages"): a paragraph, or a list item with all its
 * paragraphs, with the sentences the walker analysed in it. A question and its answer in an FAQ are two
 * paragraphs; a numbered step is one item. Table cells and headings are not passages: a table lists and a
 * heading names (the sentence analysis reads the action columns of a table). Bounded: at most
 * MAX_PASSAGES passages of at most MAX_SENTENCES_PER sentences each.
 */

export interface Passage {
  start: number;
  end: number;
  sentences: Analysed[];
}

const MAX_PASSAGES = 5_000;
const MAX_SENTENCES_PER = 40;
/** Where a passage's text is read as prose the agent is given. */
const PASSAGE_CONTAINERS = new Set(['body', 'list', 'quote']);

export function passagesOf(analysed: readonly Analysed[], md: MarkdownDoc): Passage[] {
  const blocks = md.blocks ?? [];
  const out: Passage[] = [];
  let b = 0;
  let key: number | undefined;
  for (const a of analysed) {
    if (!PASSAGE_CONTAINERS.has(a.container)) {
      key = undefined;
      continue;
    }
    while (b + 1 < blocks.length && blocks[b + 1]!.start <= a.start) b++;
    const block = blocks[b];
    const k = block && block.start <= a.start ? (block.item ?? block.start) : a.start;
    const last = out[out.length - 1];
    if (last && key === k && last.sentences.length < MAX_SENTENCES_PER) {
      last.sentences.push(a);
      last.end = a.end;
    } else {
      if (out.length >= MAX_PASSAGES) break;
      out.push({ start: a.start, end: a.end, sentences: [a] });
    }
    key = k;
  }
  return out;
}

/**
 * Why a sentence is only named, not said, that holds in any language: the heading above frames its section
 * (anti-patterns, examples, attack samples), the list is a catalogue, the sentence is a quotation, a
 * warning, an attack described, a title. A passage with one such sentence is left to the sentence reading.
 */
const FRAMED_WHY = new Set([
  'quoted',
  'warning',
  'negated',
  'describes an attack',
  'describes what to look for',
  'section',
  'catalogue item',
  'title',
]);

export function framed(p: Passage): boolean {
  return p.sentences.some((a) => a.role.framing !== undefined || FRAMED_WHY.has(a.role.why ?? ''));
}

/**
 * A dated log line ("- 2024-03-01 — …", "we tried …"): what happened, in any language. Like an English
 * description it is told, and asks only as the precedent a linking text makes it.
 */
export function logged(p: Passage): boolean {
  return p.sentences.some((a) => a.role.why === 'log line');
}

/** The passage's text, from its first sentence to its last. */
export function passageText(text: string, p: Passage): string {
  return text.slice(p.start, p.end);
}

/**
 * English function words that other languages do not write as words of their own: not "a", "to", "in",
 * "on", "at", "as", "is" (Latvian "a" and "to", Dutch "is", Tagalog "at").
 */
const ENGLISH = new Set(
  (
    'the and of was were be been it its this that these those with for from by not you your we our they ' +
    'their which who when if then there has have had will would can could should must does did into only ' +
    'also each every all any but before after while what how where or'
  ).split(' '),
);

/**
 * English words that other languages rarely write, which tell a few words of English ("Configure it under
 * `x`: see below") from a few of another; not "a", "to", "in", "at", "on", which Croatian, Latvian, Tagalog
 * and Estonian write as words of their own.
 */
const SHORT_ENGLISH = new Set([
  'are',
  'see',
  'use',
  'via',
  'run',
  'add',
  'set',
  'configure',
  'under',
  'into',
]);

/** Code spans, URLs and paths: the same in every language, so not counted when the language is told. */
const CODE_OR_ADDRESS = /`[^`\n]{0,300}`|https?:\/\/\S{1,300}/g;
/** Fewer words than this are told apart by whether any is English (`SHORT_ENGLISH` counts then too). */
const MIN_WORDS = 6;
/** The share of English function words from which a text is English (technical English stays above it). */
const ENGLISH_SHARE = 0.07;

/**
 * The passage is written in a language whose sentences the recognisers read with their tense and mood —
 * English, Japanese or Chinese — so a description there is known to be one (told, not asked). A passage of
 * a few words is English when one of them is ("Configure in `~/.x/settings.json`:") or none is a word at
 * all ("**`.mcp.json`**:").
 */
export function readLanguage(raw: string): boolean {
  const text = raw
    .slice(0, 2_000)
    .replace(CODE_OR_ADDRESS, ' ')
    .split(/\s+/)
    .filter((w) => !w.includes('/') && !w.includes('\\'))
    .join(' ');
  let letters = 0;
  let cjk = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff)) cjk++;
    else if (c > 64 && text[i]!.toLowerCase() !== text[i]!.toUpperCase()) letters++;
  }
  if (cjk > 0 && cjk / (letters + cjk) >= 0.3) return true;
  let words = 0;
  let english = 0;
  let short = 0;
  for (const m of text.matchAll(/[\p{L}\p{M}']+/gu)) {
    words++;
    const w = m[0].toLowerCase();
    if (ENGLISH.has(w)) english++;
    else if (SHORT_ENGLISH.has(w)) short++;
  }
  // A few words: English when one of them is an English function word, or when there is none to go by.
  if (words < MIN_WORDS) return words === 0 || english + short > 0;
  return english / words >= ENGLISH_SHARE;
}
