import { csvCells } from '../../analysis/csv-cells.js';
import type { MarkdownLayout } from '../../analysis/markdown.js';
import { PHRASE_NEGATION } from '../../analysis/negation/words.js';
import { type NormalizedText, normalizeText } from '../../analysis/normalize.js';
import { negationLifted, prohibitedAt } from '../../analysis/prohibition-scope.js';
import { type Region, SEVERITIES, type Severity } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { TextFile } from '../../model/files.js';
import { markdownFactsOf } from '../../model/model.js';
import type { RuleContext } from '../types.js';
import { reachableFiles } from './reach.js';

/**
 * What the text-family detectors (injection, comments, secrets, image exfil …) scan: every text file a
 * user-installed entry reaches, normalised once, with its Markdown structure when it is Markdown, and
 * helpers that say where in the document a match sits (fence, comment, negated or quoted sentence).
 */

export interface TextTarget {
  path: string;
  file: TextFile;
  norm: NormalizedText;
  /** Where code and HTML sit, for Markdown files only. */
  md?: MarkdownLayout;
}

const BINARY_EXT =
  /\.(png|jpe?g|gif|webp|bmp|ico|icns|tiff?|pdf|zip|gz|tgz|bz2|xz|7z|rar|jar|whl|wasm|woff2?|ttf|otf|eot|mp[34]|mov|avi|wav|ogg|flac|pyc|so|dylib|dll|exe|bin|class|o|a|db|sqlite)$/i;
const MARKDOWN_EXT = /\.(md|mdx|markdown|mdc)$/i;

/** JSON, YAML, CSV and TOML files: their quotes are syntax around values, not quotations. */
const DATA_EXT = /\.(?:json|jsonl|ya?ml|csv|tsv|toml|ipynb)$/i;

export function isDataPath(path: string): boolean {
  return DATA_EXT.test(path);
}

export function isMarkdownPath(path: string): boolean {
  return MARKDOWN_EXT.test(path);
}

export function isBinaryPath(path: string): boolean {
  return BINARY_EXT.test(path);
}

const NOT_TEXT = new Set(['archive', 'executable', 'media', 'binary']);

const TEXT_TARGETS = derivedKey<Promise<TextTarget[]>>('reached text files, normalised');

/** Reached text files (binary-looking ones left to file-type-mismatch / encoding-anomaly), sorted by path. */
export function textTargets(ctx: RuleContext): Promise<TextTarget[]> {
  return ctx.model.derived.get(TEXT_TARGETS, () => load(ctx));
}

async function load(ctx: RuleContext): Promise<TextTarget[]> {
  const out: TextTarget[] = [];
  const bodyStart = new Map<string, number>();
  for (const d of ctx.model.skills) for (const p of d.paths) bodyStart.set(p, d.bodyStart);
  for (const path of await reachableFiles(ctx)) {
    if (isBinaryPath(path)) continue;
    const file = await ctx.model.files.text(path);
    if (!file || file.anomalies.some((a) => a.kind === 'binary')) continue;
    // An archive or binary under a text-looking name (`.docx`, a zipped `.skill` bundle): its compressed
    // bytes decoded as text are noise, not characters anyone wrote (archive members are read as archives).
    if (NOT_TEXT.has((await ctx.model.content(path))?.cls ?? 'text')) continue;
    const md = isMarkdownPath(path) ? await layoutOf(ctx, path, file, bodyStart.get(path) ?? 0) : undefined;
    ctx.model.files.passes?.count('normalize', file.real);
    out.push({ path, file, norm: normalizeText(file.text), ...(md ? { md } : {}) });
  }
  return out;
}

/**
 * From the file's facts when their extraction, which parsed it, has begun (a full scan's); a parse here
 * otherwise (a scan of a few rules need not extract facts for this).
 */
async function layoutOf(ctx: RuleContext, path: string, file: TextFile, bodyStart: number) {
  const parsed = await markdownFactsOf(ctx.model, path, bodyStart, 'started');
  return parsed?.layout ?? ctx.model.files.markdown(file, bodyStart);
}

export function regionOf(t: TextTarget, start: number, end: number): Region {
  return t.file.lines.region(start, end);
}

/** Region of a match found in the normalised text, mapped back to the original file. */
export function normRegion(t: TextTarget, start: number, end: number): Region {
  const a = t.norm.toOriginal(start);
  const b = Math.max(a + 1, t.norm.toOriginal(Math.max(start, end - 1)) + 1);
  return t.file.lines.region(a, b);
}

export interface Placement {
  /** Inside a fenced or indented code block; `lang` is its info word. */
  code?: { lang: string };
  /** Inside an HTML comment (hidden from the rendered page). */
  comment: boolean;
}

/** Where an original-text offset sits in a Markdown file (non-Markdown files: plain text). */
export function placementOf(t: TextTarget, offset: number): Placement {
  const md = t.md;
  if (!md) return { comment: false };
  const block = md.code.find((c) => offset >= c.start && offset < c.end);
  const comment = md.html.some((h) => h.comment && offset >= h.start && offset < h.end);
  return { ...(block ? { code: { lang: block.lang } } : {}), comment };
}

/** The sentence (bounded to 300 characters) that ends at `offset`, lower-cased. */
export function sentenceBefore(text: string, offset: number): string {
  const from = Math.max(0, offset - 300);
  const slice = text.slice(from, offset);
  let cut = -1;
  for (let i = slice.length - 1; i >= 0; i--) {
    const c = slice[i]!;
    if (c === '\n' || ((c === '.' || c === '!' || c === '?') && /\s/.test(slice[i + 1] ?? ' '))) {
      cut = i;
      break;
    }
  }
  return slice.slice(cut + 1).toLowerCase();
}

const NEGATION_ALL = new RegExp(PHRASE_NEGATION.source, 'g');

/**
 * The sentence leading to the match forbids or warns about it ("never follow instructions found in …"), and
 * nothing lifts that (a struck negator, a clause end or "but" between, "unless …" after), or the match sits
 * where a prohibition reaches (src/analysis/prohibition-scope.ts: "**FORBIDDEN: `--flag`**", "禁止使用: …",
 * a list under "Never:", a "Don't" column): the one reading of prohibitions every prose rule uses.
 */
export function isNegated(text: string, offset: number): boolean {
  const before = sentenceBefore(text, offset);
  const from = offset - before.length;
  for (const m of before.matchAll(NEGATION_ALL))
    if (!negationLifted(text, from + m.index, offset, from + m.index + m[0].length)) return true;
  return prohibitedAt(text, offset);
}

/**
 * "If fetched content instructs you to ignore previous instructions, … ignore it": the words are what other
 * text might ask, reported inside a condition the skill answers, not an ask of its own. The condition must
 * run unbroken to the reporting verb: "If you read this, the maintainer tells you to …" is an ask.
 */
export function reportedInCondition(text: string, offset: number): boolean {
  const before = text.slice(Math.max(0, offset - 200), offset);
  const end = Math.max(before.lastIndexOf('\n\n'), before.search(/[.!?]\s[^.!?]*$/));
  return REPORTED_IN_CONDITION.test(before.slice(end + 1).replace(/\s+/g, ' '));
}

const REPORTED_IN_CONDITION =
  /\b(?:if|when|whenever|should|in case)\b[^,;:]{0,120}\b(?:instructs?|tells?|asks?|directs?|urges?|wants?)[ ](?:you|the agent|claude|the model|the assistant|the ai)[ ]to[ ]?$/i;

/** The match is quoted or given as an example of an attack, not said to the agent. */
export function isQuotedMention(text: string, start: number): boolean {
  let i = start - 1;
  while (i >= 0 && i > start - 4 && (text[i] === ' ' || text[i] === '*' || text[i] === '_')) i--;
  return /["'“‘«`]/.test(text[i] ?? '');
}

const EDUCATIONAL =
  /\b(prompt[- ]injection|injection attacks?|jailbreaks?|attackers?|adversar\w*|malicious|red[- ]team\w*|detect\w*|suspicious|phishing|such as|e\.g\.|for example|for instance|examples? of|patterns? like|red flags?|warning signs?)\b/;

/** Nearby text (bounded window before the match) talks about attacks: a security skill quoting them. */
export function isEducational(text: string, offset: number): boolean {
  return EDUCATIONAL.test(text.slice(Math.max(0, offset - 400), offset).toLowerCase());
}

const EDUCATIONAL_PATH =
  /(?:inject|attack|threat|secur|malic|exploit|red-?team|jailbreak|scanner|detect|abuse|vulnerab)/i;
const EDUCATIONAL_HEAD =
  /\b(?:prompt[- ]injection|jailbreak\w*|attack patterns?|threat model\w*|malicious (?:skills?|prompts?|instructions?|patterns?)|patterns? to detect|red[- ]team\w*)\b/i;

/**
 * The file as a whole is about attacks (a scanner's pattern list, a security review guide): quoted
 * attack wording in it is teaching material. Judged on the path and the opening of the file.
 */
export function isEducationalFile(t: TextTarget): boolean {
  return EDUCATIONAL_PATH.test(t.path) || EDUCATIONAL_HEAD.test(t.file.text.slice(0, 3000));
}

/** A record's label field whose value names an attack class: the record is a labelled sample. */
const SAMPLE_LABEL =
  /["']?(?:label|labels|class|category|verdict|expected|expected_label|classification|indicator|tag)["']?\s{0,4}[:=]\s{0,4}["']?(?:prompt[-_ ]?)?(?:injection|injections|malicious|attack|jailbreak|unsafe|suspicious|harmful|adversarial|positive|block(?:ed)?|reject(?:ed)?)\b/i;
const RECORD_WINDOW = 600;

/**
 * The value at `offset` of a JSON, YAML or JSONL data file sits in a record labelled as an attack sample
 * (`{"label": "injection", "text": "Ignore all previous instructions …"}`): a detector's calibration
 * data, shown to the agent as what to recognise. The record is the enclosing `{…}` (or, in YAML, the list
 * item) within a bounded window; its label must be a field of its own, not words of the text.
 */
export function inLabelledSample(text: string, offset: number): boolean {
  const from = Math.max(0, offset - RECORD_WINDOW);
  const before = text.slice(from, offset);
  let start = before.lastIndexOf('{');
  // A YAML list item starts after a newline, or at the top of the file (the first record).
  const lead = from === 0 ? '\n' : '';
  for (const m of (lead + before).matchAll(/\n[ \t]{0,16}- /g))
    start = Math.max(start, m.index - lead.length, 0);
  if (start < 0) return false;
  const after = text.slice(offset, offset + RECORD_WINDOW);
  const stops = [after.indexOf('}'), after.search(/\n[ \t]{0,16}- /)].filter((n) => n >= 0);
  const end = offset + (stops.length > 0 ? Math.min(...stops) : after.length);
  // The label must be a field of its own, not words of the sample: the string holding the offset is left out.
  const q0 = text.lastIndexOf('"', offset);
  const q1 = text.indexOf('"', offset);
  const record =
    q0 >= from + start && q1 >= 0 && q1 < end
      ? text.slice(from + start, q0) + text.slice(q1 + 1, end)
      : text.slice(from + start, end);
  return SAMPLE_LABEL.test(record);
}

const LABEL_COLUMNS = new Set([
  'label',
  'labels',
  'class',
  'category',
  'verdict',
  'expected',
  'expected_label',
  'classification',
  'indicator',
  'tag',
]);
const ATTACK_VALUE =
  /^(?:prompt[-_ ]?)?(?:injection|injections|malicious|attack|jailbreak|unsafe|suspicious|harmful|adversarial|positive|block(?:ed)?|reject(?:ed)?)$/i;

/**
 * The value at `offset` of a CSV or TSV file sits in a row whose label column (named in the header row)
 * names an attack class: `id,lang,label,text` … `pt-001,pt,malicious,"…"` is a detector's sample, as a
 * labelled JSON record is (`inLabelledSample`). The row is the line holding the offset (bounded).
 */
export function inLabelledCsvRow(text: string, offset: number): boolean {
  const nl = text.indexOf('\n');
  const headEnd = nl < 0 ? text.length : nl;
  if (offset <= headEnd) return false;
  const header = text.slice(0, Math.min(headEnd, 2_000));
  const sep = header.includes('\t') ? '\t' : ',';
  const label = csvCells(header, sep).findIndex((c) => LABEL_COLUMNS.has(c.toLowerCase()));
  if (label < 0) return false;
  const ls = text.lastIndexOf('\n', offset - 1) + 1;
  const le = text.indexOf('\n', offset);
  const row = text.slice(ls, Math.min(le < 0 ? text.length : le, ls + 8_000));
  return ATTACK_VALUE.test(csvCells(row, sep)[label] ?? '');
}

export function lowerSeverity(s: Severity, steps = 1): Severity {
  const i = SEVERITIES.indexOf(s);
  return SEVERITIES[Math.min(SEVERITIES.length - 1, i + steps)]!;
}

export function raiseSeverity(s: Severity, steps = 1): Severity {
  const i = SEVERITIES.indexOf(s);
  return SEVERITIES[Math.max(0, i - steps)]!;
}

/** Bounded excerpt for messages: whitespace collapsed, control characters dropped. */
export function excerpt(s: string, max = 60): string {
  const clean = s
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** Iterates a global regex over text with a cap on matches (every regex used here is linear). */
export function* matchAll(re: RegExp, text: string, cap = 500): Generator<RegExpExecArray> {
  if (!re.global) throw new Error('matchAll needs a global regex');
  re.lastIndex = 0;
  let n = 0;
  for (let m = re.exec(text); m && n < cap; m = re.exec(text)) {
    n++;
    yield m;
    if (m[0].length === 0) re.lastIndex++;
  }
}

/**
 * The offset sits inside an inline code span on its line (an odd number of backticks before it): text shown
 * as code, never rendered (`![](https://…)` there is no image).
 */
export function inInlineCodeSpan(text: string, offset: number): boolean {
  const ls = text.lastIndexOf('\n', offset - 1) + 1;
  let ticks = 0;
  for (let k = ls; k < offset && k - ls < 4_000; k++) if (text.charCodeAt(k) === 96) ticks++;
  return ticks % 2 === 1;
}

/** Keys whose list holds what is refused: a permissions deny list, a block list. */
const DENY_KEY =
  /(?:^|[\s{,])["']?(?:deny|denied|disallow(?:ed)?(?:[_-]?tools)?|block(?:ed)?(?:[_-]?(?:commands|list|patterns))?|blocklist|denylist|forbidden)["']?\s{0,4}:\s{0,4}\[?\s*$/i;

/**
 * The value at `offset` of a JSON or YAML file is an item of a list under a deny key (`"deny": ["Bash(cat
 * ~/.ssh/*)"]`, `blocked_commands:` then `- curl … | sh`): what the list refuses, not what it asks.
 */
export function inDenyList(text: string, offset: number): boolean {
  // JSON: the `[` that opens the array holding the offset, and the key before it.
  let depth = 0;
  for (let k = offset - 1; k >= 0 && offset - k < 8_000; k--) {
    const c = text[k];
    if (c === ']') depth++;
    else if (c === '[') {
      if (depth === 0) {
        if (DENY_KEY.test(text.slice(Math.max(0, k - 60), k + 1))) return true;
        break;
      }
      depth--;
    } else if (c === '{' && depth === 0) break;
  }
  // YAML: the list item's line, then the first less indented line above it, a key.
  const ls = text.lastIndexOf('\n', offset - 1) + 1;
  const item = /^(\s*)-\s/.exec(text.slice(ls, offset));
  if (!item) return false;
  const indent = item[1]!.length;
  let end = ls - 1;
  for (let n = 0; end > 0 && n < 400; n++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    const lead = /^\s*/.exec(line)![0].length;
    if (line.trim() !== '' && (lead < indent || (lead === indent && !/^\s*-/.test(line))))
      return DENY_KEY.test(line.trimEnd());
    end = start - 1;
  }
  return false;
}

/** A table's cell, or text about attacks: where a quoted pattern is named rather than asked for. */
export function citedPattern(t: TextTarget, start: number): boolean {
  const ls = t.file.text.lastIndexOf('\n', start - 1) + 1;
  return (
    /^\s*\|/.test(t.file.text.slice(ls, start)) || isEducational(t.file.text, start) || isEducationalFile(t)
  );
}
