import type { TextContainer } from '../facts.js';
import { opensOrder } from '../prohibition-scope.js';
import type { ContentBefore } from './content-authority-words.js';
import {
  type Framing,
  isCatalogueLead,
  type RoleContext,
  roleOf,
  type SentenceRole,
  sectionFraming,
} from './roles.js';
import type { Sentence } from './segment.js';
import { tokenize } from './tokens.js';
import { View } from './view.js';

/**
 * A sentence with everything the recognisers and placement need: its tokens, its role, the section
 * framing and list framing it inherits. Built in document order by `SentenceWalker`, which carries the
 * heading stack and the "next list is a catalogue" state from one sentence to the next.
 */

export interface Analysed {
  start: number;
  end: number;
  text: string;
  /** Bounded, whitespace-collapsed text for evidence and keys (built on first read). */
  readonly evidence: string;
  container: TextContainer;
  view: View;
  role: SentenceRole;
  section?: Framing;
  catalogue: boolean;
  /** Offset of the next heading after this sentence (Infinity when none): a lead-in stops at a heading. */
  nextHeading: number;
  /** Last sentence of its block (a lead-in ending with ':' is one). */
  last: boolean;
  /** The block is a list item (or inside one). */
  listDepth: number;
  /** The URL the sentence just before fetches from, when it does (src/analysis/prose/fetch-then-run.ts). */
  fetchedBefore?: string;
  /** A remote address the sentence just before names, fetched or not ("… is published at https://…"). */
  addressBefore?: string;
  /** The secret a Dutch or Russian sentence just before reads, when it does (intents-nl-ru.ts). */
  readBefore?: string;
  /** The secret store the sentence just before names, when it does (src/analysis/prose/store-taken-up.ts). */
  storeBefore?: string;
  /**
   * The secret variable the sentences just before name (`XQUIK_API_KEY`), carried along a paragraph while
   * sentences follow closely (src/analysis/prose/store-taken-up.ts): what "send it in the … header" sends.
   */
  secretNameBefore?: string;
  /** The sentence just before calls a channel's messages instructions (incoming-instructions.ts). */
  incomingBefore?: boolean;
  /** The sentence just before names another party's content, or the instructions it carries (content-authority.ts). */
  contentBefore?: ContentBefore;
  /** The document shows an image URL with a slot the agent fills (intents-encoded-render.ts). */
  slotImage?: boolean;
}

/** How much text may separate a sentence from the one before it that it continues (a list marker, a line break). */
const FOLLOW_GAP = 40;

/**
 * Whether `a` follows `prev` closely enough to take something up from it (a fetched URL, a secret read or
 * named there): the next sentence or list item, neither of them a heading.
 */
export function followsClosely(prev: Analysed | undefined, a: Analysed): prev is Analysed {
  return (
    prev !== undefined &&
    a.start - prev.end <= FOLLOW_GAP &&
    prev.container !== 'heading' &&
    a.container !== 'heading'
  );
}

export const MAX_EVIDENCE = 240;

export function evidenceOf(s: string): string {
  let out = '';
  let space = false;
  let i = 0;
  while (i < s.length && out.length < MAX_EVIDENCE) {
    if (isEvidenceBlank(s.charCodeAt(i))) {
      space = out.length > 0;
      i++;
      continue;
    }
    if (space) out += ' ';
    space = false;
    // A run of kept characters is appended as one slice (a string per character was most of the cost of
    // analysing a sentence): at least its first character, then as many as keep `out` within
    // MAX_EVIDENCE, which is where appending one at a time stopped.
    let j = i + 1;
    const limit = i + MAX_EVIDENCE - out.length;
    while (j < s.length && j < limit && !isEvidenceBlank(s.charCodeAt(j))) j++;
    out += s.slice(i, j);
    i = j;
  }
  return out;
}

/** Blanks and controls, collapsed to one space in evidence. */
function isEvidenceBlank(c: number): boolean {
  return c <= 32 || (c >= 0x7f && c <= 0x9f);
}

/** A note written to the agent: "(for the assistant preparing …)", "Note to the AI agent:". */
const ADDRESSED_NOTE =
  /\((?:for|to)\s{1,3}(?:the\s{1,3})?(?:ai\s{1,3})?(?:assistant|agent|claude)\b|\bnote\s{1,3}(?:for|to)\s{1,3}(?:the\s{1,3})?(?:ai\s{1,3})?(?:assistant|agent|claude)\b/i;

/** A table cell that opens by calling the agent ("Assistant: before each run, POST …", "Claude, add …"). */
const CALLED =
  /^[\s*_]{0,4}(?:(?:ai|coding)[ -])?(?:assistant|agent|claude|copilot|codex|gemini)[\s*_]{0,3}[:,]/i;

/**
 * Column headers that name what the reader does, also in the languages the recognisers read (Polish "co
 * zrobić", Catalan "què cal fer", German "Abhilfe", Chinese "解决方法" …): a troubleshooting table is
 * written in the skill's language.
 */
const ACTION_HEADER =
  /^\W{0,4}(?:fix|fixes|the fix|action|actions|what (?:you|to) do|remedy|resolution|solution|how to fix|your action|co zrobić|co robić|rozwiązanie|naprawa|działanie|solució|què cal fer|què fer|acció|solución|qué hacer|acción|solução|o que fazer|ação|correção|soluzione|cosa fare|azione|rimedio|que faire|correctif|lösung|abhilfe|maßnahme|was tun|behebung|oplossing|wat te doen|actie|решение|что делать|действие|что сделать|рішення|що робити|що зробити|дія|дії|how|come|cómo|como|comment|wie|hoe|как|як|jak|פתרון|מה לעשות|טיפול|解决方法|解决办法|处理方法|处理办法|怎么办|対処|対処法|解決策|対応)\W{0,4}$/;

/**
 * Section headings that name what the reader must do ("Action required", "Ação necessária", "Erforderliche
 * Maßnahmen"): the steps under one are asks even inside a section a heading frames as history or a
 * catalogue (a CHANGELOG's release, an FAQ), as a troubleshooting column's cells are. Anti-pattern framing
 * above them still holds.
 */
const ACTION_SECTION =
  /^\W{0,6}(?:actions? (?:required|needed)|required actions?|what you (?:need to|must) do|ação necessária|ações necessárias|acción requerida|acciones requeridas|action requise|actions requises|erforderliche maßnahmen?|handlungsbedarf|azione richiesta|azioni richieste|actie vereist|vereiste actie|必要な対応|要対応|需要的操作|需要执行的操作|필요한 조치|조치 필요|tindakan yang diperlukan)\W{0,6}$/i;

/** Kana, Han and Hangul letters: at least four in the first 400 characters. */
function unspacedScript(text: string): boolean {
  let n = 0;
  for (let i = 0; i < text.length && i < 400; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xac00 && c <= 0xd7af)) n++;
    if (n >= 4) return true;
  }
  return false;
}

export class SentenceWalker {
  /** Framing per heading level (index 1–6). */
  private readonly sections: Array<Framing | undefined> = [];
  /** Heading levels whose heading names what the reader must do (ACTION_SECTION). */
  private readonly actionSections: boolean[] = [];
  private catalogueNext = false;
  private inCatalogue = false;
  private lastListBlock = -1;

  constructor(
    private readonly text: string,
    private readonly data = false,
  ) {}

  /** The list item or paragraph whose note addresses the agent, and the sentences after it there. */
  private addressedAt: number | undefined;

  private addressedNote(s: Sentence, raw: string): boolean {
    // Text outside a Markdown block (a fence's text, a description) has no item or paragraph to carry it.
    if (s.blockIndex < 0) return false;
    // The item or paragraph as one number (items negative, blocks from 0): no string built per sentence.
    const key = s.block?.item !== undefined ? -1 - s.block.item : s.blockIndex;
    if (this.addressedAt !== undefined && this.addressedAt === key) return true;
    if (!ADDRESSED_NOTE.test(raw) && !(s.container === 'table' && CALLED.test(raw))) return false;
    this.addressedAt = key;
    return true;
  }

  /** The list item or paragraph whose first words open an order of its own, and the sentences after it there. */
  private orderedAt: number | undefined;

  /**
   * "- Skipping the preflight. The preflight is mandatory: `…`": an item or paragraph that opens with an order
   * of its own (an undone negation, an omission under a prohibition, "Elsewhere, …": negation/clauses.ts) leaves its
   * section's prohibition behind for every sentence of it, not only the first.
   */
  private orderedItem(s: Sentence, raw: string): boolean {
    if (s.blockIndex < 0) return false;
    const key = s.block?.item !== undefined ? -1 - s.block.item : s.blockIndex;
    if (this.orderedAt !== undefined && this.orderedAt === key) return true;
    if (!opensOrder(raw)) return false;
    this.orderedAt = key;
    return true;
  }

  /** Header cells' text per table and column: which columns say what to do. */
  private readonly headers = new Map<string, string>();

  /**
   * A body cell of a column whose header names what to do ("| Symptom | Fix |", "what you do"): its
   * imperative is addressed to the reader, as a step is. Other cells list, name or describe.
   */
  private actionColumn(b: Sentence['block'], raw: string): boolean {
    if (b?.table === undefined || b.col === undefined) return false;
    const key = `${b.table}:${b.col}`;
    if (b.header) {
      if (this.headers.size < 256) this.headers.set(key, raw.trim().toLowerCase());
      return false;
    }
    return ACTION_HEADER.test(this.headers.get(key) ?? '');
  }

  private currentSection(): Framing | undefined {
    let action = false;
    for (let l = this.sections.length - 1; l >= 1; l--) {
      if (this.actionSections[l]) action = true;
      const f = this.sections[l];
      if (f && !(action && f === 'illustrative')) return f;
    }
    return undefined;
  }

  analyse(s: Sentence): Analysed {
    const raw = this.text.slice(s.start, s.end);
    const toks = tokenize(raw);
    const b = s.block;
    const listDepth = b?.listDepth ?? 0;
    if (s.container === 'heading') {
      const level = b?.level ?? 1;
      this.sections.length = Math.min(this.sections.length, level);
      this.actionSections.length = Math.min(this.actionSections.length, level);
      this.sections[level] = sectionFraming(toks);
      this.actionSections[level] = ACTION_SECTION.test(raw.replace(/^#{1,6}\s*/, '').trim());
      this.catalogueNext = false;
      this.inCatalogue = false;
    } else if (listDepth > 0) {
      if (s.blockIndex !== this.lastListBlock && this.catalogueNext) {
        this.inCatalogue = true;
        this.catalogueNext = false;
      }
      this.lastListBlock = s.blockIndex;
    } else if (s.container !== 'comment') {
      this.inCatalogue = false;
    }
    const actionCell = this.actionColumn(b, raw);
    const addressed = this.addressedNote(s, raw);
    const ordered = s.container !== 'heading' && this.orderedItem(s, raw);
    // Both objects below have every field, set or undefined, rather than fields spread in when set: one
    // shape for every sentence keeps the recognisers' reads of them fast, and spreading cost a fifth of this.
    const ctx: RoleContext = {
      container: s.container,
      actionCell: actionCell || undefined,
      addressed: addressed || undefined,
      ordered: ordered || undefined,
      section: this.currentSection(),
      catalogue: (this.inCatalogue && listDepth > 0) || undefined,
      data: this.data || undefined,
    };
    let role = roleOf(toks, raw, ctx);
    // A cell of a column that names what to do ("対応", "조치"), written in a script whose imperative the
    // reader cannot see (Japanese and Korean plain forms, Chinese): the cell is the step, as an imperative is.
    if (actionCell && role.why === 'descriptive' && unspacedScript(raw))
      role = { ...role, role: 'instruction', directive: true };
    if (s.last && s.container !== 'heading' && s.container !== 'comment')
      this.catalogueNext = isCatalogueLead(toks, raw);
    // The evidence is built when asked for: only sentences with an intent or a code block to place quote it.
    let evidence: string | undefined;
    return {
      start: s.start,
      end: s.end,
      text: raw,
      get evidence() {
        evidence ??= evidenceOf(raw);
        return evidence;
      },
      container: s.container,
      view: new View(toks, raw),
      role,
      section: ctx.section,
      catalogue: ctx.catalogue === true,
      nextHeading: Number.POSITIVE_INFINITY,
      last: s.last,
      listDepth,
      fetchedBefore: undefined,
      addressBefore: undefined,
      readBefore: undefined,
      storeBefore: undefined,
      secretNameBefore: undefined,
      incomingBefore: undefined,
      contentBefore: undefined,
      slotImage: undefined,
    };
  }
}

/** Fills `nextHeading` with a backward pass. */
export function linkHeadings(sents: Analysed[]): void {
  let next = Number.POSITIVE_INFINITY;
  for (let i = sents.length - 1; i >= 0; i--) {
    sents[i]!.nextHeading = next;
    if (sents[i]!.container === 'heading') next = sents[i]!.start;
  }
}
