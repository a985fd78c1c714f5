import type { Behaviour, CodeUnit, TextIntent } from './facts.js';
import { type ClassifyOptions, endpointOf } from './hosts.js';
import type { LineMap } from './lines.js';
import type { MarkdownDoc } from './markdown.js';
import type { MdBlock } from './markdown-blocks.js';
import type { RoleSpan } from './prose/facts.js';
import { roleAt } from './prose/index.js';
import {
  ARTEFACT_EXT,
  ASKED_INSTALL,
  BYPASS_CUES,
  FETCH_WORDS,
  FETCHED_NOUNS,
  PASTE_WORDS,
  PRONOUNS,
  RUN_WORDS,
  TERMINAL_WORDS,
} from './prose-install-words.js';
import { proseWrites } from './prose-writes.js';
import { trimEndChars } from './strings.js';

/**
 * An install the text asks a person to carry out, written in words (rules/remote-code-execution.md, "Asked
 * to install"): a download from an address (a release page, the author's host) and, in the same passage, a
 * step that runs it — open it, run `./tool`, install the package — or "copy the command that page shows
 * into Terminal". Installing an app someone downloads is ordinary, so only an ask that also removes what
 * stands between a download and its first run becomes a run here: Gatekeeper's block overridden
 * ("Control-click the package, choose Open", "allow it in Privacy & Security"), the quarantine attribute
 * stripped, SmartScreen's "Run anyway", a password on the archive (which keeps its content from every
 * scanner on the way), or a page's text pasted into a shell (the command is nowhere in the skill to review).
 * Each becomes an `execute` of downloaded code in an `asked` unit, graded by the rule like one in code.
 * Negated sentences and mentions (a catalogue of campaign indicators, "never remove the quarantine
 * attribute") ask nothing.
 */

/** Blocks after the one naming the address that still belong to its passage. */
const MAX_FOLLOWING = 4;
const MAX_LINES = 14;
const MAX_BLOCK = 4_000;
const URL_RE = /\bhttps?:\/\/[^\s<>()`"'\]|*]{1,400}/gi;
const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’._/~-]{0,80}/gu;

interface Tok {
  w: string;
  at: number;
}

function tokens(text: string, offset: number): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(WORD_RE)) {
    if (out.length >= 800) break;
    out.push({ w: trimEndChars(m[0].toLowerCase(), ".'’-/"), at: offset + m.index });
  }
  return out;
}

/** Whether the span at `offset` is asked: an instruction that no negation or warning frames. */
function asked(roles: readonly RoleSpan[], offset: number): boolean {
  const r = roleAt(roles, offset);
  return r !== undefined && r.role === 'instruction' && r.framing !== 'negated';
}

function negated(roles: readonly RoleSpan[], offset: number): boolean {
  return roleAt(roles, offset)?.framing === 'negated';
}

/** The download's names: the words of its last path segment and its host's name label. */
function artefactNames(url: string): Set<string> {
  const path = url.replace(/^https?:\/\//i, '').split(/[?#]/)[0]!;
  const parts = path.split('/');
  const names = new Set<string>();
  for (const w of (parts[parts.length - 1] ?? '').toLowerCase().split(/[-_.]/))
    if (w.length >= 3) names.add(w);
  const labels = (parts[0] ?? '').toLowerCase().split('.');
  if (labels.length >= 2 && labels[labels.length - 2]!.length >= 4) names.add(labels[labels.length - 2]!);
  return names;
}

function isArtefact(url: string): boolean {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return ARTEFACT_EXT.some((e) => path.endsWith(e));
}

/** A step that runs what was fetched: a run verb whose object is a pronoun, the artefact, or its program. */
function runStep(toks: Tok[], names: Set<string>): Tok | undefined {
  for (let i = 0; i < toks.length; i++) {
    if (!RUN_WORDS.has(toks[i]!.w)) continue;
    for (let k = i + 1; k <= i + 6 && k < toks.length; k++) {
      const w = toks[k]!.w;
      const stem = (w.split('/').pop() ?? '').split('.')[0] ?? '';
      if (PRONOUNS.has(w) || FETCHED_NOUNS.has(w) || (stem.length >= 3 && names.has(stem))) return toks[i];
      if (RUN_WORDS.has(w)) break;
    }
  }
  return undefined;
}

/** "Copy the command shown there into Terminal": a paste verb and a shell window after it. */
function pasteStep(toks: Tok[]): Tok | undefined {
  for (let i = 0; i < toks.length; i++) {
    if (!PASTE_WORDS.has(toks[i]!.w)) continue;
    for (let k = i + 1; k <= i + 10 && k < toks.length; k++)
      if (TERMINAL_WORDS.has(toks[k]!.w)) return toks[i];
  }
  return undefined;
}

/**
 * What the passage removes before the first run: a cue no negation or warning frames ("Never remove the
 * quarantine attribute" asks nothing), and whether its own sentence is an instruction.
 */
function bypassIn(
  text: string,
  offset: number,
  roles: readonly RoleSpan[],
): { what: string; asked: boolean } | undefined {
  const lower = text.toLowerCase();
  for (const cue of BYPASS_CUES) {
    const at = cue.all.every((w) => lower.includes(w)) ? lower.indexOf(cue.all[0]!) : -1;
    if (at >= 0 && !negated(roles, offset + at)) return { what: cue.what, asked: asked(roles, offset + at) };
  }
  return undefined;
}

interface Passage {
  start: number;
  end: number;
}

/** The block naming the address and the paragraphs after it, up to a heading. */
function passageAfter(blocks: readonly MdBlock[], i: number, lines: LineMap): Passage[] {
  const first = blocks[i]!;
  const out: Passage[] = [{ start: first.start, end: Math.min(first.end, first.start + MAX_BLOCK) }];
  const firstLine = lines.position(first.start).line;
  for (let k = i + 1; k < blocks.length && out.length <= MAX_FOLLOWING; k++) {
    const b = blocks[k]!;
    if (b.kind === 'heading' || lines.position(b.start).line - firstLine > MAX_LINES) break;
    if (b.kind !== 'paragraph' || b.table !== undefined) continue;
    out.push({ start: b.start, end: Math.min(b.end, b.start + MAX_BLOCK) });
  }
  return out;
}

export function proseInstalls(
  text: string,
  md: MarkdownDoc,
  roles: readonly RoleSpan[],
  lines: LineMap,
  unitCount: number,
  hosts: ClassifyOptions,
): { units: CodeUnit[]; behaviours: Behaviour[] } {
  const units: CodeUnit[] = [];
  const behaviours: Behaviour[] = [];
  const blocks = md.blocks ?? [];
  for (let i = 0; i < blocks.length && units.length < 16; i++) {
    const b = blocks[i]!;
    if (b.kind !== 'paragraph' || b.table !== undefined) continue;
    const own = text.slice(b.start, Math.min(b.end, b.start + MAX_BLOCK));
    // The passage and the protection it removes are the block's, whichever of its addresses is read: found
    // once, for the first address worth reading (most blocks have none).
    let passage: ReturnType<typeof passageAfter> | undefined;
    let removed: ReturnType<typeof bypassIn> | null | undefined;
    for (const m of own.matchAll(URL_RE)) {
      const url = trimEndChars(m[0], '.,;:!?');
      const e = endpointOf(url, hosts);
      if (e.cls === 'local' || e.cls === 'placeholder' || e.cls === 'unknown') continue;
      const urlAt = b.start + m.index;
      const before = tokens(own.slice(Math.max(0, m.index - 160), m.index), urlAt);
      const fetched = isArtefact(url) || before.some((t) => FETCH_WORDS.has(t.w) || FETCHED_NOUNS.has(t.w));
      passage ??= passageAfter(blocks, i, lines);
      const after: Tok[] = [];
      for (const p of passage) {
        const from = Math.max(p.start, urlAt + m[0].length);
        if (from < p.end) after.push(...tokens(text.slice(from, p.end), from));
      }
      const paste = pasteStep(after);
      const run = fetched ? runStep(after, artefactNames(url)) : undefined;
      // The protection removed is asked in a sentence of its own ("tell them to Control-click the package,
      // choose Open"): that ask makes the run it prepares one, however the run itself is phrased ("Have the
      // user get … and open it").
      removed ??=
        passage.map((p) => bypassIn(text.slice(p.start, p.end), p.start, roles)).find((x) => x) ?? null;
      // The passage is an ask when the download, the run or the bypass is an instruction: a sentence the
      // role reading takes for a statement ("the archive password is …", "Have the user get … and open
      // it") still belongs to it. A catalogue of indicators asks none of the three.
      const step =
        paste && asked(roles, paste.at)
          ? paste
          : run &&
              !negated(roles, run.at) &&
              (asked(roles, run.at) || asked(roles, urlAt) || (removed?.asked ?? false))
            ? run
            : undefined;
      if (!step) continue;
      // A page's command pasted into a shell is nowhere in the skill to review: an ask by itself, graded by
      // who serves the page (a vendor's own install page stays the vendor's).
      const bypass = step === paste ? undefined : removed?.what;
      if (!bypass && step !== paste && e.cls !== 'raw-ip' && e.cls !== 'exfil-service') continue;
      const at = lines.region(urlAt, urlAt + m[0].length);
      const unit: CodeUnit = {
        id: unitCount + units.length,
        origin: 'asked',
        placement: 'instructed',
        lang: 'shell',
        at,
        parse: 'ok',
        label: ASKED_INSTALL,
      };
      units.push(unit);
      behaviours.push({
        kind: 'execute',
        unit: unit.id,
        at,
        evidence: url.slice(0, 300),
        key: `execute:asked-install:${urlAt}`,
        via:
          step === paste
            ? "a terminal the user pastes the page's command into, where nobody reviewing the skill can read it"
            : `the "${step.w}" step it asks for`,
        code: { text: url.slice(0, 300), literal: false, taints: ['download'], from: url.slice(0, 300) },
        endpoint: e,
        ...(bypass ? { bypass } : {}),
      });
      break;
    }
  }
  return { units, behaviours };
}

/** What the text asks the agent or a person to do with no code written: writes (prose-writes.ts) and installs. */
export function askedFacts(
  text: string,
  md: MarkdownDoc,
  prose: { intents: readonly TextIntent[]; roles: readonly RoleSpan[] },
  lines: LineMap,
  unitCount: number,
  hosts: ClassifyOptions,
): { units: CodeUnit[]; behaviours: Behaviour[] } {
  const writes = proseWrites(prose.intents, md, lines, unitCount);
  const installs = proseInstalls(text, md, prose.roles, lines, unitCount + writes.units.length, hosts);
  return {
    units: [...writes.units, ...installs.units],
    behaviours: [...writes.behaviours, ...installs.behaviours],
  };
}
