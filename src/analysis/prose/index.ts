import type { TextContainer, TextIntent } from '../facts.js';
import { LineMap } from '../lines.js';
import type { MarkdownDoc, MdSpan } from '../markdown.js';
import { prohibitedAt } from '../prohibition-scope.js';
import { spanAt } from '../spans.js';
import { addressedRuns, concatenatedRuns, joinedRunsText } from './addressed-runs.js';
import { concealedSends } from './concealed-sends.js';
import { linkContent } from './content-authority.js';
import { type DataKind, dataSegments } from './data.js';
import { mermaidLabels } from './diagram-labels.js';
import type { CodePlacement, ProseFacts, RoleSpan } from './facts.js';
import { linkFetch } from './fetch-then-run.js';
import { linkIncomingInstructions } from './incoming-instructions.js';
import { intentsOf, type Zones } from './intents.js';
import { linkSecretRead } from './intents-nl-ru.js';
import { passageAsks } from './passage-asks.js';
import { performedQuotes } from './performed-quotes.js';
import { PersonaActions } from './persona.js';
import { isShellFence, placeFences, placeInline } from './placement.js';
import { documentSentences, MAX_SENTENCES, type Sentence, splitSentences } from './segment.js';
import { type Analysed, linkHeadings, SentenceWalker } from './sentence.js';
import { linkStoreNamed } from './store-taken-up.js';
import { struckReading } from './struck-text.js';
import { tableAsks } from './table-asks.js';
import { useAsks } from './use-asks.js';

/**
 * Prose analysis (docs/prose.md): what Markdown text asks the agent to do, which spans are instructions,
 * mentions or data, and how each code block and inline code span is meant to be used. Pure functions over
 * text already parsed by src/analysis/markdown.ts — no I/O, no second parse, nothing evaluated. Every
 * loop is bounded (sentences, tokens per sentence, intents per file) and a hit bound is reported in
 * `limitHit`, never skipped silently.
 */

export type { DataKind } from './data.js';

/** What kind of file the text is: decides nothing today but is carried for the rules' messages. */
export type ProseKind = 'skill' | 'reference' | 'command' | 'agent' | 'other';

export interface ProseInput {
  text: string;
  md: MarkdownDoc;
  /** Offset where the body starts (after frontmatter); text before it is not read. */
  bodyStart: number;
  lines: LineMap;
  kind?: ProseKind;
}

export const MAX_INTENTS = 2_000;

/** Fences whose content is prose the agent reads (a quoted prompt, a text sample). */
const TEXT_LANGS = new Set([
  'text',
  'txt',
  'markdown',
  'md',
  'prompt',
  'plaintext',
  'plain',
  'xml',
  'html',
  '',
]);

export function analyzeProse(input: ProseInput): ProseFacts {
  const { text, md, bodyStart, lines } = input;
  const { sentences, capped } = documentSentences(text, md, bodyStart);
  const walker = new SentenceWalker(text);
  const slotImage = slotImageIn(text);
  const persona = new PersonaActions();
  const zonesOf = zoneFinder(text, md);
  const intents: TextIntent[] = [];
  let limitHit: string | undefined = capped ? `more than ${MAX_SENTENCES} sentences` : undefined;
  const add = (found: TextIntent[]) => {
    for (const i of found) {
      if (intents.length >= MAX_INTENTS) {
        limitHit ??= `more than ${MAX_INTENTS} intents`;
        return;
      }
      intents.push(i);
    }
  };
  // One sentence at a time: analysed, linked to the one before it, then read for intents, while its
  // tokens and word lookups are still in the cache (each pass over the whole document fetched them back
  // from memory). Every link reads only the sentence before, so the order gives the same links.
  const analysed: Analysed[] = [];
  for (const s of sentences) {
    const a = walker.analyse(s);
    const prev = analysed[analysed.length - 1];
    linkFetch(prev, a);
    linkSecretRead(prev, a);
    linkStoreNamed(prev, a);
    linkIncomingInstructions(prev, a);
    linkContent(prev, a);
    persona.read(a);
    if (slotImage) a.slotImage = true;
    analysed.push(a);
    add(intentsOf(a, lines, zonesOf(a)));
  }
  linkHeadings(analysed);
  // A table a sentence asks to be carried out, read row by row with the footnotes it cites.
  add(tableAsks(analysed, text, md, lines));
  // Asks read from a passage's shape (a secret store and an address side by side), in any language.
  add(passageAsks(analysed, text, md, lines, intents));
  // An item another text only mentions, asked for by its id, number, prompt or quote (use-asks.ts).
  add(useAsks(analysed, text, md, lines));
  // A blockquote a later sentence asks the agent to carry out ("perform the example above").
  add(performedQuotes(analysed, md, lines, intents));
  // A telling kept from the user about the very thing a send just above names (concealed-sends.ts).
  add(concealedSends(analysed, lines, intents));
  // Struck-through negations are deleted text: the sentence read without them (struck-text.ts).
  add(struckReading(text, md, bodyStart, lines, intents));
  const code = placeFences(md, analysed);
  const inline = placeInline(md, analysed);
  // Each sentence read for intents as soon as it is analysed, like the body's.
  fencedTextSentences(text, md, code, (a, instructed, diagram) => {
    const found = intentsOf(a, lines, { links: [] }, false, 'code');
    // A diagram's steps are read like a data file's values: phrased as asks, they are taken in as such.
    const shown = diagram ? ('data' as const) : ('mention' as const);
    add(found.map((i) => (instructed || i.role !== 'instruction' ? i : { ...i, role: shown })));
  });
  intents.sort(
    (x, y) =>
      x.at.startLine - y.at.startLine || x.at.startColumn - y.at.startColumn || x.cls.localeCompare(y.cls),
  );
  const roles = flattenRoles(analysed, md, code, inline, zonesOf);
  return { intents, placements: { code, inline }, roles, ...(limitHit ? { limitHit } : {}) };
}

/** A Markdown or HTML image whose URL has a slot the agent fills (`<encoded>`, `{data}`, `{{x}}`, `${x}`). */
const IMAGE_URL =
  /!\[[^\]\n]{0,200}\]\(\s{0,4}<?(https?:\/\/[^\s)]{1,600})|<img\b[^>]{0,300}?\bsrc\s{0,4}=\s{0,4}["'](https?:\/\/[^"'\s]{1,600})/gi;
const SLOT = /<[A-Za-z_][\w.-]{0,40}>|\{\{?[A-Za-z_][\w.-]{0,40}\}\}?|\$\{?[A-Za-z_]\w{0,40}\}?/;

function slotImageIn(text: string): boolean {
  let n = 0;
  for (const m of text.matchAll(IMAGE_URL)) {
    if (SLOT.test(m[1] ?? m[2] ?? '')) return true;
    if (++n >= 200) return false;
  }
  return false;
}

/** Link-text and alt-text zones inside a sentence, relative to its start (links are sorted by start). */
function zoneFinder(text: string, md: MarkdownDoc): (a: Analysed) => Zones {
  const spans = linkTextSpans(text, md);
  let k = 0;
  return (a) => {
    while (k < spans.length && spans[k]!.end <= a.start) k++;
    const links: Zones['links'] = [];
    for (let j = k; j < spans.length && spans[j]!.start < a.end; j++)
      links.push({ start: spans[j]!.start - a.start, end: spans[j]!.end - a.start, alt: spans[j]!.alt });
    return { links, forbids: (off) => prohibitedAt(text, a.start + off) };
  };
}

interface TextSpan extends MdSpan {
  alt: boolean;
}

function linkTextSpans(text: string, md: MarkdownDoc): TextSpan[] {
  const out: TextSpan[] = [];
  for (const l of md.links) {
    if (l.kind !== 'inline' && l.kind !== 'reference' && l.kind !== 'image') continue;
    const start = l.start + (l.kind === 'image' ? 2 : 1);
    const close = text.indexOf(']', start);
    if (close < 0 || close > l.end) continue;
    out.push({ start, end: close, alt: l.kind === 'image' });
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Gives `visit` each sentence of the text fences (the prose the agent reads in them), analysed, in order. */
function fencedTextSentences(
  text: string,
  md: MarkdownDoc,
  placements: CodePlacement[],
  visit: (a: Analysed, instructed: boolean, diagram: boolean) => void,
): void {
  let count = 0;
  const walker = new SentenceWalker(text);
  md.code.forEach((c, i) => {
    const diagram = c.lang === 'mermaid';
    if ((!TEXT_LANGS.has(c.lang) && !diagram) || isShellFence(c)) return;
    const instructed = placements[i]!.placement === 'instructed';
    const end = Math.min(c.contentStart + c.content.length, c.end);
    const spans = diagram ? mermaidLabels(text, c.contentStart, end) : [{ start: c.contentStart, end }];
    for (const span of spans)
      splitSentences(text, span.start, span.end, [], (s, e) => {
        if (count >= MAX_SENTENCES) return;
        count++;
        const sent: Sentence = {
          start: s,
          end: e,
          container: 'code',
          blockIndex: -1,
          first: false,
          last: false,
        };
        visit(walker.analyse(sent), instructed, diagram);
      });
  });
}

/** Sentences, code blocks, inline code and link texts as non-overlapping spans sorted by start. */
function flattenRoles(
  analysed: Analysed[],
  md: MarkdownDoc,
  code: CodePlacement[],
  inline: CodePlacement[],
  zonesOf: (a: Analysed) => Zones,
): RoleSpan[] {
  type Outer = RoleSpan & { inner: RoleSpan[] };
  const outers: Outer[] = analysed.map((a) => {
    const inner: RoleSpan[] = zonesOf(a).links.map((z) => ({
      start: a.start + z.start,
      end: a.start + z.end,
      role: z.alt ? 'data' : 'mention',
      container: z.alt ? 'alt-text' : 'link-text',
    }));
    return {
      start: a.start,
      end: a.end,
      role: a.role.role,
      container: a.container,
      ...(a.role.framing ? { framing: a.role.framing } : {}),
      inner,
    };
  });
  md.code.forEach((c, i) => {
    const p = code[i]!;
    outers.push({ start: c.start, end: c.end, ...codeRole(p), container: 'code', inner: [] });
  });
  outers.sort((x, y) => x.start - y.start || x.end - y.end);
  // Inline code spans go into the sentence that holds them (both lists sorted: one merge pass).
  let o = 0;
  md.inlineCode.forEach((c, i) => {
    while (o < outers.length && outers[o]!.end <= c.start) o++;
    const host = outers[o];
    if (host && host.start <= c.start)
      host.inner.push({ start: c.start, end: c.end, ...codeRole(inline[i]!), container: host.container });
  });
  const out: RoleSpan[] = [];
  let at = 0;
  for (const s of outers) {
    const { inner, ...outer } = s;
    inner.sort((x, y) => x.start - y.start);
    let from = Math.max(at, outer.start);
    for (const r of inner) {
      if (r.start < from) continue;
      if (r.start > from) out.push({ ...outer, start: from, end: r.start });
      out.push(r);
      from = r.end;
    }
    if (outer.end > from) out.push({ ...outer, start: from, end: outer.end });
    at = Math.max(at, outer.end);
  }
  return out;
}

function codeRole(p: CodePlacement): Pick<RoleSpan, 'role' | 'framing'> {
  return {
    role: p.placement === 'instructed' ? 'instruction' : 'mention',
    ...(p.framing ? { framing: p.framing } : {}),
  };
}

/** The role span at `offset`, by binary search over `roles` (sorted, non-overlapping); undefined outside. */
export function roleAt(roles: readonly RoleSpan[], offset: number): RoleSpan | undefined {
  return spanAt(roles, offset);
}

/**
 * Intents in a frontmatter description (trigger-hijack and injections the listing carries into every
 * session). Regions are in the description's own coordinates unless `lines`/`offset` place it in a file.
 */
export function analyzeDescription(text: string, place?: { lines: LineMap; offset: number }): TextIntent[] {
  const bounded = text.slice(0, 16_384);
  const lines = place?.lines ?? new LineMap(bounded);
  const offset = place?.offset ?? 0;
  const walker = new SentenceWalker(bounded);
  const out: TextIntent[] = [];
  splitSentences(bounded, 0, bounded.length, [], (s, e) => {
    const a = walker.analyse({
      start: s,
      end: e,
      container: 'description',
      blockIndex: -1,
      first: false,
      last: false,
    });
    const shifted = { ...a, start: a.start + offset, end: a.end + offset };
    out.push(...intentsOf(shifted, lines, { links: [] }, true));
  });
  return out;
}

/**
 * Intents and roles in data the agent reads (CSV/JSON/YAML cells, SVG text, alt text, hook output):
 * every span is `data`; an intent phrased as an instruction keeps role `data` and the rules decide.
 */
export function analyzeDataText(
  text: string,
  kind: DataKind,
  /** The spans to read, when the caller found them (the text a program prints: printed/fed-text.ts). */
  spans?: readonly MdSpan[],
): { intents: TextIntent[]; roles: RoleSpan[]; segments: MdSpan[]; limitHit?: string } {
  const lines = new LineMap(text);
  const container: TextContainer =
    kind === 'alt-text'
      ? 'alt-text'
      : kind === 'code-comment'
        ? 'code-comment'
        : kind === 'hook-output'
          ? 'hook-output'
          : 'data-file';
  const walker = new SentenceWalker(text, true);
  const intents: TextIntent[] = [];
  const roles: RoleSpan[] = [];
  const { segments, capped } = spans ? { segments: [...spans], capped: false } : dataSegments(text, kind);
  let limitHit: string | undefined = capped ? 'too many data segments' : undefined;
  let prev: Analysed | undefined;
  const read: Analysed[] = [];
  const visit = (w: SentenceWalker, s: number, e: number, where: TextContainer) => {
    if (roles.length >= MAX_SENTENCES) {
      limitHit ??= `more than ${MAX_SENTENCES} sentences`;
      return;
    }
    const a = w.analyse({ start: s, end: e, container: where, blockIndex: -1, first: false, last: false });
    if (read.length < MAX_SENTENCES) read.push(a);
    linkSecretRead(prev, a);
    linkStoreNamed(prev, a);
    prev = a;
    roles.push({ start: s, end: e, role: 'data', container: where });
    if (intents.length < MAX_INTENTS) intents.push(...intentsOf(a, lines, { links: [] }, false, where));
  };
  // A value addressed to the agent, and the values that continue it on the next lines (a saved output's
  // lines are one string each), are read together as addressed text, not as data (addressed-runs.ts).
  // A program's literals the language concatenates are one printed text (addressed-runs.ts).
  const runs =
    container === 'data-file'
      ? addressedRuns(text, segments, lines)
      : container === 'hook-output'
        ? concatenatedRuns(text, segments)
        : [];
  const joined = joinedRunsText(text, segments, runs);
  const joinedWalker = joined === text ? walker : new SentenceWalker(joined, true);
  let next = 0;
  for (let i = 0; i < segments.length; i++) {
    const run = runs[next]?.first === i ? runs[next++] : undefined;
    const seg = segments[i]!;
    if (!run) {
      splitSentences(text, seg.start, seg.end, [], (s, e) => visit(walker, s, e, container));
      continue;
    }
    const end = segments[run.last]!.end;
    const where = container === 'hook-output' ? container : 'addressed-data';
    splitSentences(joined, seg.start, end, [], (s, e) => visit(joinedWalker, s, e, where));
    i = run.last;
  }
  if (intents.length < MAX_INTENTS) intents.push(...concealedSends(read, lines, intents));
  return { intents, roles, segments, ...(limitHit ? { limitHit } : {}) };
}
