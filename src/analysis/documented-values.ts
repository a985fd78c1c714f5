/**
 * Whether words sit in a passage that documents the values of an option rather than in an order to the
 * agent. A reference page for someone writing agent settings lists each value with what it does:
 *
 *     ## Detailed mode behaviours            | Mode                | Behaviour                   |
 *     ### `plan` (Read-only)                 |---------------------|-----------------------------|
 *     ### `bypassPermissions` (Skip all      | `plan`              | Read-only                   |
 *         permission checks)                 | `bypassPermissions` | Skip all permission checks  |
 *
 * "Skip all permission checks" there glosses the value it follows: it says what the value does, to the
 * reader choosing one, and asks nothing. A passage documents values when
 * - a **heading** leads with a value in a code span, the words come after it, another heading of the same
 *   level in the same parent section leads with another value, and the passage says what it lists (the
 *   parent heading names modes, options, values, settings, flags, levels…, or the section says "When to use"
 *   or describes a behaviour);
 * - a **table row** has a value in a code span alone in a cell before the words' cell, another row has a
 *   value in that column, and the column's header names what it lists (Mode, Value, Option, Flag…) or the
 *   value is itself a flag (`--sandbox`, `-y`).
 * A heading that is itself an order ("## Always skip all permission checks"), a lone labelled heading, a
 * table of numbered steps and a value list under a heading that names no option keep their reading.
 * Definition-list items ("- `value`: what it does") are rules/support/described-phrases.ts `opensDefinition`.
 *
 * Line-based and bounded: one pass over the headings outside code fences, at most TABLE_LINES rows of one
 * table; every expression is a fixed sequence of bounded classes (linear).
 */

export type DocumentedLayout = 'heading' | 'table-row';

/** A heading's level, the term in a code span it leads with (when it does) and its text. */
interface Heading {
  start: number;
  end: number;
  level: number;
  term?: string;
  text: string;
}

const HEADING = /^(#{1,6})[ \t]{1,4}(.{0,300})/;
/** A heading that leads with a value: "### `bypassPermissions` (…)", "### **`plan`** — …". */
const TERM_LEAD = /^(?:\*\*|__)?`([^`\n]{1,80})`/;
/** What a list of values is called, in a heading or a table header (English, German, Spanish, French). */
const LISTS_VALUES =
  /\b(?:modes?|options?|values?|settings?|flags?|levels?|polic(?:y|ies)|parameters?|arguments?|choices|presets?|profiles?|variants?|tiers?|behaviou?rs?|modus|modi|optionen|werte|einstellungen|modos?|opciones|valores|ajustes|valeurs|paramètres)\b/i;
/** Sections that describe a value: "**When to use:**", "Behaviour", "Use case". */
const DESCRIBES_VALUE = /\b(?:when to use|use when|use cases?|behaviou?rs?|what it does|effect)\b/i;
const FENCE = /^[ \t]{0,3}(?:```|~~~)/;
const TABLE_LINES = 200;
const SECTION_CHARS = 4000;

/** Where the words at `start` document the value of an option (see above), else undefined. */
export function documentedValue(text: string, start: number): DocumentedLayout | undefined {
  const ls = text.lastIndexOf('\n', start - 1) + 1;
  const line = lineAt(text, ls);
  let term: string | undefined;
  let layout: DocumentedLayout | undefined;
  if (line.startsWith('#')) {
    term = headingDocuments(text, ls, start);
    layout = 'heading';
  } else if (/^[ \t]{0,3}\|/.test(line)) {
    term = tableRowDocuments(text, ls, start);
    layout = 'table-row';
  }
  // The label is false when the same text orders the agent to take that value for its own work.
  return term === undefined || selectedForAgent(text, term) ? undefined : layout;
}

/** An order to take a value: "Use `x` …", "Run every task in `x` mode", "you must use `x`". */
const TAKE_VALUE =
  /^(?:[-*+]|\d{1,3}[.)])?[ \t]{0,4}(?:\*\*)?(?:(?:always|please|now)[ \t]{1,4})?(?:use|run|set|switch|select|choose|pick|start|launch|enable|operate|work|execute|keep|stay|usa|utiliza|ejecuta|activa|verwende|nutze|benutze|führe|aktiviere|utilise|exécute|active)\b|\byou[ \t]{1,4}(?:must|should|shall|will|need[ \t]{1,4}to|have[ \t]{1,4}to)[ \t]{1,4}(?:always[ \t]{1,4})?(?:use|run|set|switch|work|operate|stay)\b/i;
/** The order is about the agent's own work, not a subagent or setting the reader is choosing for. */
const OWN_WORK =
  /\b(?:this[ \t]{1,4}skill(?:'s)?|these[ \t]{1,4}tasks|this[ \t]{1,4}task|every[ \t]{1,4}task|all[ \t]{1,4}tasks|you|your(?:self)?|from[ \t]{1,4}now[ \t]{1,4}on|this[ \t]{1,4}session|esta[ \t]{1,4}skill|estas[ \t]{1,4}tareas|cada[ \t]{1,4}tarea|diese[nr]?[ \t]{1,4}(?:skill|aufgaben?)|jede[ \t]{1,4}aufgabe|cette[ \t]{1,4}skill|ces[ \t]{1,4}tâches|chaque[ \t]{1,4}tâche)\b/i;

/**
 * Whether a sentence outside headings, tables and code fences names `term` in a code span and orders the
 * agent to take it for its own work ("Run every task of this skill in `bypassPermissions` mode"). Advice
 * to the reader about what to pick for something else ("Use `bypassPermissions` for production subagents")
 * is not.
 */
function selectedForAgent(text: string, term: string): boolean {
  const span = `\`${term}\``;
  let fenced = false;
  for (let s = 0; s <= text.length; ) {
    const nl = text.indexOf('\n', s);
    const e = nl < 0 ? text.length : nl;
    const line = text.slice(s, Math.min(e, s + 2000));
    if (FENCE.test(line)) fenced = !fenced;
    else if (!fenced && !line.startsWith('#') && !ROW.test(line) && line.includes(span))
      for (const sentence of line.split(/(?<=[.!?;])[ \t]+/))
        if (sentence.includes(span) && TAKE_VALUE.test(sentence.trim()) && OWN_WORK.test(sentence))
          return true;
    if (nl < 0) break;
    s = nl + 1;
  }
  return false;
}

function lineAt(text: string, start: number): string {
  const end = text.indexOf('\n', start);
  return text.slice(start, end < 0 ? Math.min(text.length, start + 2000) : Math.min(end, start + 2000));
}

/** The headings of a Markdown text outside code fences, in order. */
function headings(text: string): Heading[] {
  const out: Heading[] = [];
  let fenced = false;
  for (let s = 0; s <= text.length; ) {
    const nl = text.indexOf('\n', s);
    const e = nl < 0 ? text.length : nl;
    const line = text.slice(s, Math.min(e, s + 400));
    if (FENCE.test(line)) fenced = !fenced;
    else if (!fenced && line.startsWith('#')) {
      const m = HEADING.exec(line);
      if (m) {
        const term = TERM_LEAD.exec(m[2]!)?.[1];
        out.push({ start: s, end: e, level: m[1]!.length, text: m[2]!, ...(term ? { term } : {}) });
      }
    }
    if (nl < 0) break;
    s = nl + 1;
  }
  return out;
}

function headingDocuments(text: string, ls: number, at: number): string | undefined {
  const all = headings(text);
  const i = all.findIndex((h) => h.start === ls);
  const own = all[i];
  if (!own?.term) return undefined;
  // The words gloss the value: they come after its code span, not before it ("Skip checks with `x`").
  const idx = lineAt(text, ls).indexOf(`\`${own.term}\``);
  if (idx < 0 || at < ls + idx + own.term.length + 2) return undefined;
  let parent: Heading | undefined;
  let sibling = false;
  for (let j = i - 1; j >= 0; j--) {
    const h = all[j]!;
    if (h.level < own.level) {
      parent = h;
      break;
    }
    if (h.level === own.level && h.term && h.term !== own.term) sibling = true;
  }
  for (let j = i + 1; j < all.length && !sibling; j++) {
    const h = all[j]!;
    if (h.level < own.level) break;
    if (h.level === own.level && h.term && h.term !== own.term) sibling = true;
  }
  if (!sibling) return undefined;
  if (parent && LISTS_VALUES.test(parent.text)) return own.term;
  const next = all[i + 1];
  const section = text.slice(own.end, Math.min(next ? next.start : text.length, own.end + SECTION_CHARS));
  return DESCRIBES_VALUE.test(section) ? own.term : undefined;
}

/** The cells of a table row, without the outer pipes. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '');
  const parts = inner.split('|');
  if (parts.length > 1 && parts[parts.length - 1]!.trim() === '') parts.pop();
  return parts;
}

/** A cell that is one value in a code span, or a few joined by `/`, `,` or "or". */
const VALUE_CELL =
  /^[ \t]*(?:\*\*)?`[^`\n]{1,80}`(?:[ \t]{0,2}(?:\/|,|or)[ \t]{0,2}`[^`\n]{1,80}`){0,4}(?:\*\*)?[ \t]*$/;
const SEPARATOR = /^[ \t]{0,3}\|?[ \t:|-]{3,}$/;
const ROW = /^[ \t]{0,3}\|/;

function tableRowDocuments(text: string, ls: number, at: number): string | undefined {
  const line = lineAt(text, ls);
  const row = cells(line);
  // The cell the words are in, counted from the line's first pipe.
  const offset = at - ls - line.indexOf('|') - 1;
  let cell = 0;
  for (let k = 0, pos = 0; k < row.length; k++) {
    if (offset < pos + row[k]!.length) {
      cell = k;
      break;
    }
    pos += row[k]!.length + 1;
    cell = k + 1;
  }
  const col = row.findIndex((c, k) => k < cell && VALUE_CELL.test(c));
  if (col < 0) return undefined;
  const rows = tableLines(text, ls);
  const header = rows[0] ?? '';
  const others = rows.slice(1).filter((r) => r !== line && !SEPARATOR.test(r));
  if (!others.some((r) => VALUE_CELL.test(cells(r)[col] ?? ''))) return undefined;
  const headCell = SEPARATOR.test(rows[1] ?? '') ? (cells(header)[col] ?? '') : '';
  const term = /`([^`\n]{1,80})`/.exec(row[col]!)![1]!;
  return LISTS_VALUES.test(headCell) || term.startsWith('-') ? term : undefined;
}

/** The rows of the table around the line at `ls`: contiguous lines that start with a pipe. */
function tableLines(text: string, ls: number): string[] {
  let s = ls;
  for (let n = 0; n < TABLE_LINES && s > 0; n++) {
    const prev = text.lastIndexOf('\n', s - 2) + 1;
    if (!ROW.test(lineAt(text, prev))) break;
    s = prev;
  }
  const out: string[] = [];
  for (let n = 0; n < 2 * TABLE_LINES && s <= text.length; n++) {
    const line = lineAt(text, s);
    if (!ROW.test(line)) break;
    out.push(line);
    const nl = text.indexOf('\n', s);
    if (nl < 0) break;
    s = nl + 1;
  }
  return out;
}
