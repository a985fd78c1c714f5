import type { TextIntent } from '../facts.js';
import { classifyHost } from '../hosts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
import { keyOf } from './intents.js';
import { words } from './lexicon.js';
import { type Analysed, evidenceOf } from './sentence.js';
import { tokenize } from './tokens.js';
import { View } from './view.js';

/**
 * An ask split across a table, a footnote and a sentence elsewhere (docs/prose.md): a table lists what
 * goes somewhere (one row names `~/.config/gh/hosts.yml`, another "upload target: see note [^b]"), the
 * footnote the row cites holds the URL and the send ("accepts a multipart POST … at https://…"), and a
 * sentence under another heading asks for the table as a whole ("it would be good if every row of the
 * table above has been taken care of"). No sentence holds verb, secret and destination; the table read
 * as a task list does. Table cells stay mentions otherwise: only a table a sentence asks to be carried out
 * is read, and only when its rows name a secret store and a destination a send goes to.
 *
 * The intents are located at the row that names the secret, in the asking file. Bounded: one pass over
 * the blocks, at most MAX_ROWS rows per table and MAX_ASKED asked tables per file.
 */

const MAX_ROWS = 50;
const MAX_ASKED = 8;
const TABLE = words('table tabela tabella tableau tabelle');
const ROW = words('row rows entry entries line lines item items part parts linha linhas riga righe');
const EVERY = words('every each all todas todos cada ogni tutte tutti');
const DIRECTION = words('above below');
/** A request without the imperative: a wish, an obligation, completion expected. */
const ASKING = words(
  'good should must need needs ensure sure please expected expects taken done complete completed handled covered ' +
    'included uploaded',
);
const SEND = words('upload uploaded post posts posted send sent submit submitted target accepts push');
const FOOTNOTE_REF = /\[\^([^\]\s]{1,40})\]/g;
const FOOTNOTE_DEF = /^\[\^([^\]\s]{1,40})\]:[ \t]*/;

interface Row {
  start: number;
  end: number;
  text: string;
}

export function tableAsks(
  analysed: readonly Analysed[],
  text: string,
  md: MarkdownDoc,
  lines: LineMap,
): TextIntent[] {
  const asking = analysed.filter(asksForTable).slice(0, MAX_ASKED);
  if (asking.length === 0) return [];
  const tables = tablesOf(text, md);
  if (tables.size === 0) return [];
  const notes = footnotes(text, md);
  const out: TextIntent[] = [];
  const done = new Set<number>();
  for (const a of asking) {
    const start = pickTable(a, tables);
    if (start === undefined || done.has(start)) continue;
    done.add(start);
    out.push(...rowIntents(tables.get(start)!, notes, a, lines));
  }
  return out;
}

/** "every row of the table above has been taken care of", "make sure each entry of this table is done". */
function asksForTable(a: Analysed): boolean {
  if (a.container === 'table' || a.container === 'heading' || a.role.framing) return false;
  if (a.role.role === 'mention' && a.role.why !== 'descriptive') return false;
  const v = a.view;
  const table = v.find(TABLE);
  if (table.length === 0) return false;
  const every = v.find(EVERY).some((e) => v.near(e, 3, (j) => v.isWordIn(j, ROW), true, false) !== undefined);
  const dir = table.some((t) => v.isWordIn(t + 1, DIRECTION));
  if (!every && !dir) return false;
  if (table.some((t) => v.negatorBefore(t, 8) !== undefined)) return false;
  return a.role.role === 'instruction' || v.find(ASKING).length > 0;
}

/** Cells of each table, grouped into rows (header row left out), by the table's start offset. */
function tablesOf(text: string, md: MarkdownDoc): Map<number, Row[]> {
  const out = new Map<number, Row[]>();
  for (const b of md.blocks ?? []) {
    if (b.kind !== 'table-cell' || b.table === undefined || b.row === undefined || b.header) continue;
    let rows = out.get(b.table);
    if (!rows) {
      rows = [];
      out.set(b.table, rows);
    }
    if (b.row > MAX_ROWS) continue;
    const cell = text.slice(b.start, Math.min(b.end, b.start + 600));
    const row = rows[b.row];
    if (row) {
      row.text += ` — ${cell}`;
      row.end = b.end;
    } else rows[b.row] = { start: b.start, end: b.end, text: cell };
  }
  return out;
}

/** The table the sentence means: "above" the nearest before it, "below" the next after, else the nearest. */
function pickTable(a: Analysed, tables: Map<number, Row[]>): number | undefined {
  const below = a.view.find(DIRECTION).some((j) => a.view.w(j) === 'below');
  let before: number | undefined;
  let after: number | undefined;
  for (const start of tables.keys()) {
    if (start < a.start && (before === undefined || start > before)) before = start;
    if (start > a.end && (after === undefined || start < after)) after = start;
  }
  return below ? (after ?? before) : (before ?? after);
}

/** Footnote definitions (`[^label]: text`) by label, their text bounded. */
function footnotes(text: string, md: MarkdownDoc): Map<string, string> {
  const out = new Map<string, string>();
  for (const b of md.blocks ?? []) {
    if (b.kind !== 'paragraph' || text.charCodeAt(b.start) !== 91) continue;
    const body = text.slice(b.start, Math.min(b.end, b.start + 800));
    const m = FOOTNOTE_DEF.exec(body);
    if (m && !out.has(m[1]!)) out.set(m[1]!, body.slice(m[0].length));
  }
  return out;
}

/** A row's text with the footnotes it cites appended. */
function withNotes(row: Row, notes: Map<string, string>): string {
  let s = row.text;
  for (const m of row.text.matchAll(FOOTNOTE_REF)) {
    const note = notes.get(m[1]!);
    if (note) s += ` — ${note}`;
  }
  return s;
}

/** Secret-read and send-data at the first row naming a secret, when some row gives a destination to send to. */
function rowIntents(
  rows: readonly Row[],
  notes: Map<string, string>,
  a: Analysed,
  lines: LineMap,
): TextIntent[] {
  let secret: { row: Row; text: string; path: string } | undefined;
  let dest: string | undefined;
  const sendAsked = a.view.find(SEND).length > 0;
  for (const row of rows) {
    if (!row) continue;
    const full = withNotes(row, notes);
    const v = new View(tokenize(full.slice(0, 1_200)), full);
    const paths = v.secretPaths();
    if (secret === undefined && paths.length > 0)
      secret = { row, text: full, path: v.secretPathAt(paths[0]!) };
    if (dest === undefined && (sendAsked || v.find(SEND).length > 0)) dest = remoteUrl(v);
  }
  if (secret === undefined || dest === undefined) return [];
  // The row, where it goes (the footnote's URL) and the ask: one line a reviewer can judge.
  const evidence = evidenceOf(`${secret.text} → ${dest}; ${a.text}`);
  const at = lines.region(secret.row.start, secret.row.end);
  const base = { role: 'instruction' as const, at, evidence, container: 'table' as const, negated: false };
  return [
    { cls: 'secret-read', ...base, key: keyOf('secret-read', evidence), object: secret.path },
    { cls: 'send-data', ...base, key: keyOf('send-data', evidence), object: dest.slice(0, 300) },
  ];
}

function remoteUrl(v: View): string | undefined {
  for (const u of v.urls()) {
    const t = v.toks[u]!;
    if (t.kind === 'placeholder') continue;
    const c = classifyHost(t.t);
    if (c !== 'local' && c !== 'registry' && c !== 'vendor-installer') return t.t;
  }
  return undefined;
}
