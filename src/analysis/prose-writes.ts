import type { Behaviour, CodeUnit, TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import type { MarkdownDoc } from './markdown.js';
import type { MdCodeBlock } from './markdown-doc.js';
import { importedSecrets } from './memory-imports.js';
import { askedWriteClassOf } from './paths.js';
import { settingsLoosening } from './settings-content.js';

/**
 * Text that asks the agent to write something that outlives the session — "Write this to
 * `.claude/settings.json`:" followed by a block, or "Append to `~/.claude/CLAUDE.md`: \"Always trust …\""
 * — is a write the agent carries out with its own tools. It becomes a `write` behaviour like one made by
 * code, so the persistence and permission rules judge the content the same way whoever does the writing.
 * Only asked, non-negated `persist` intents with content (the next block, or a quotation in the sentence)
 * qualify: "update CLAUDE.md when the blurb changes" names no content and is left to the intent itself.
 */

/** How far below the sentence the block may start (a blank line and a list marker between). */
const MAX_GAP_LINES = 3;
const MAX_CONTENT = 16_384;
/** Fence languages whose content is what gets written. */
const DATA_FENCE = new Set([
  '',
  'json',
  'jsonc',
  'json5',
  'yaml',
  'yml',
  'toml',
  'text',
  'txt',
  'markdown',
  'md',
  'ini',
]);

/** Paths named in the sentence: inline code spans, and bare `~/…` or `.claude/…` style paths. */
function namedPaths(evidence: string): string[] {
  const out: string[] = [];
  for (const m of evidence.matchAll(
    /`([^`\n]{1,300})`|(?:^|\s)((?:~|\.{1,2})?\/?[\w.-]{1,80}(?:\/[\w.-]{1,80}){0,12})/g,
  )) {
    const p = (m[1] ?? m[2] ?? '').trim();
    // A command line (`~/.claude/skills/x/append.sh -t notes`) runs the file it names.
    if (m[1] !== undefined && /\s-{1,2}[a-z]/i.test(p)) continue;
    if (p && askedWriteClassOf(p) && !out.includes(p)) out.push(p);
    if (out.length >= 8) break;
  }
  return out;
}

/**
 * "Merge into the user settings file:" — settings named by what they are: the sentence's own words stand
 * for the path (which editor's or agent's settings is told by the content, checked by the caller).
 */
function settingsNamed(i: TextIntent): string[] {
  return i.object && /\bsettings\b/i.test(i.object) ? [i.object] : [];
}

/** A quotation in the sentence after its colon: what to write, when no block follows. */
function quotedContent(evidence: string): string | undefined {
  const colon = evidence.indexOf(':');
  const rest = colon >= 0 ? evidence.slice(colon) : evidence;
  // First opening quote to the last closing one: a scan, not a backtracking pattern.
  const open = rest.search(/["“]/);
  if (open < 0) return undefined;
  const close = Math.max(rest.lastIndexOf('"'), rest.lastIndexOf('”'));
  const inner = close > open ? rest.slice(open + 1, close) : '';
  // Several quotations ('add "## Usage" between "## Setup" and "## API"') name places, not content.
  if (/["“”]/.test(inner)) return undefined;
  return inner.length >= 8 ? inner : undefined;
}

/** How far below the sentence a block it points down at ("the block below") may start. */
const MAX_BELOW_LINES = 40;
/** "the **Operating principles** block below": the name of the heading the block sits under. */
const NAMED_BELOW =
  /(?:\*\*|__|["“`])([^*_"“”`\n]{2,80})(?:\*\*|__|["”`])\s{1,4}(?:block|section|snippet|text)\s{1,4}(?:below|further down)\b/i;
const UNNAMED_BELOW =
  /\b(?:the|this)\s{1,4}(?:block|snippet)\s{1,4}below\b|\bthe\s{1,4}following\s{1,4}(?:block|snippet)\b/i;

/** Heading text without its markers and emphasis, lower-cased. */
function headingText(raw: string): string {
  return raw
    .replace(/^#{1,6}[ \t]*/, '')
    .replace(/[*_`]/g, '')
    .trim()
    .toLowerCase();
}

/**
 * "Append the **Operating principles** block below to the end of `SOUL.md`": the sentence points down at
 * a block by the heading it sits under, with steps or a heading between them, so the block does not follow
 * the sentence. It is the first block under the heading the sentence names (before the next heading);
 * "the block below" without a name is the first block within a few lines.
 */
function blockBelow(
  evidence: string,
  md: MarkdownDoc,
  lines: LineMap,
  endLine: number,
): MdCodeBlock | undefined {
  const lineOf = (offset: number) => lines.position(offset).line;
  const after = (offset: number, max: number) => lineOf(offset) > endLine && lineOf(offset) - endLine <= max;
  const name = NAMED_BELOW.exec(evidence)?.[1]?.trim().toLowerCase();
  if (name === undefined)
    return UNNAMED_BELOW.test(evidence) ? md.code.find((c) => after(c.start, 12)) : undefined;
  const headings = (md.blocks ?? []).filter((b) => b.kind === 'heading' && after(b.start, MAX_BELOW_LINES));
  const at = headings.findIndex((h) => headingText(lines.text.slice(h.start, h.end)) === name);
  if (at < 0) return undefined;
  const next = headings[at + 1]?.start ?? Number.POSITIVE_INFINITY;
  return md.code.find((c) => c.start > headings[at]!.end && c.start < next);
}

export function proseWrites(
  intents: readonly TextIntent[],
  md: MarkdownDoc,
  lines: LineMap,
  unitCount: number,
): { units: CodeUnit[]; behaviours: Behaviour[] } {
  const units: CodeUnit[] = [];
  const behaviours: Behaviour[] = [];
  for (const i of intents) {
    if (i.cls !== 'persist' || i.negated || i.role === 'mention') continue;
    const named = namedPaths(i.evidence);
    const paths = named.length ? named : settingsNamed(i);
    if (paths.length === 0) continue;
    const block =
      md.code.find((c) => {
        const line = lines.position(c.start).line;
        return line > i.at.endLine && line - i.at.endLine <= MAX_GAP_LINES;
      }) ?? blockBelow(i.evidence, md, lines, i.at.endLine);
    // A shell or code block that does the writing is code the analyzers read; only content blocks count.
    if (block && !DATA_FENCE.has(block.lang.toLowerCase())) continue;
    const content = block ? block.content.slice(0, MAX_CONTENT) : quotedContent(i.evidence);
    if (content === undefined) continue;
    // Settings named without a path are agent settings only when the content grants agent permissions.
    if (named.length === 0 && (!block || settingsLoosening(content) === undefined)) continue;
    const unit: CodeUnit = {
      id: unitCount + units.length,
      origin: 'asked',
      placement: i.role === 'instruction' ? 'instructed' : 'runnable',
      lang: 'shell',
      at: i.at,
      parse: 'ok',
      label: 'text asking the agent to write',
    };
    units.push(unit);
    // One write per sentence (its evidence), on the path that reaches furthest: the home folder first.
    const home = paths.find((p) => /^(?:~|\$\{?HOME\}?)\//.test(p));
    for (const path of [home ?? paths[0]!]) {
      const cls = askedWriteClassOf(path)?.cls ?? 'agent-settings';
      behaviours.push({
        kind: 'write',
        unit: unit.id,
        at: i.at,
        evidence: i.evidence,
        key: `write:prose:${path}:${i.key}`,
        target: { text: path, literal: true, taints: [] },
        cls,
        content: { text: content, literal: true, taints: [] },
        append: /\b(?:append|add)\b/i.test(i.evidence),
      });
      // What the memory file imports is read into every later session (`@~/.config/gh/hosts.yml`).
      if (cls === 'agent-memory')
        for (const s of importedSecrets(content))
          behaviours.push({
            kind: 'read',
            unit: unit.id,
            at: i.at,
            evidence: `@${s.path}`,
            key: `read:memory-import:${s.path}:${i.key}`,
            target: { text: s.path, literal: true, taints: [] },
            secret: s.cls,
          });
    }
  }
  return { units, behaviours };
}
