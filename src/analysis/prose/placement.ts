import { looksLikeCommands } from '../code/sniff.js';
import type { Placement } from '../facts.js';
import type { MarkdownDoc, MdBlock, MdCodeBlock, MdInlineCode } from '../markdown.js';
import { shownAlternatives } from './block-alternatives.js';
import { firstLineFraming, labelledNotToDo } from './block-labels.js';
import type { CodePlacement } from './facts.js';
import { orderingVerb } from './governing-verb.js';
import { conditionOnly, negativeLastClause } from './lead-clauses.js';
import { words } from './lexicon.js';
import { type Framing, sectionFraming } from './roles.js';
import type { Analysed } from './sentence.js';

/**
 * How each fenced block and inline code span is meant to be used (docs/facts.md, `Placement`): told to
 * run ("Run:", "execute the following", a numbered setup step, "run the anti-pattern above once"),
 * runnable (a shell-like fence nobody framed), an example not to run ("❌ Don't:", "bad example") or a
 * mention (inline code in a table, a heading, a catalogue, a sentence about it). A later sentence that
 * tells the agent to run the block above wins over any framing before it: the attacker writes both.
 */

const RUN = words(
  'run execute exec paste type enter invoke launch start call install try issue source pipe eval spawn dispatch ' +
    // "… en exécutant `cmd`", "… ejecutando `cmd`": the run verbs of the languages the lexicon's imperatives
    // cover, with their infinitives and gerunds (a rule that says how the assistant does a step).
    "exécute exécutez exécuter d'exécuter exécutant lance lancez lancer lançant ejecuta ejecute ejecutar ejecutando " +
    'executa executar executando rode rodar rodando esegui eseguire eseguendo führe ausführen',
);
export const RUN_OBJ = words(
  'following below this these command commands script snippet code block it them that once above previous earlier anti-pattern antipattern example terminal shell',
);
/**
 * A word right before a run word that makes it a noun, not an order: "Build from Source" over a block
 * offers a way to build it, it does not say "source it". Only "from": an article is not enough, since
 * "Complete the install:" over a download-and-run still hands the block to the agent.
 */
const NOUN_BEFORE = words('from');
/** Verbs that run the block when a later sentence points back at it. */
const BACK_RUN = words('run execute exec paste type enter invoke launch try source pipe eval');
const BACK_REF = words(
  'above previous earlier preceding anti-pattern antipattern example snippet block command script',
);
/** Right after the block, "run it once" points at it. */
const PRONOUN_REF = words('it this that once again');
const ILLUSTRATIVE = words(
  'attacker attackers malicious payload payloads exploit exploits injection adversary adversarial phishing',
);

const SHELL_LANGS = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'terminal',
  'powershell',
  'ps1',
  'pwsh',
  'ps',
  'cmd',
  'bat',
  'batch',
  'fish',
  'ksh',
  'shellsession',
  'shell-session',
  'sh-session',
  '!',
]);
const CODE_LANGS = new Set([
  'python',
  'py',
  'python3',
  'js',
  'javascript',
  'mjs',
  'cjs',
  'node',
  'ts',
  'typescript',
  'ruby',
  'rb',
  'perl',
  'php',
  'applescript',
  'osascript',
  'vbscript',
  'lua',
  'r',
]);

/**
 * Shell-like content in an unlabelled fence: a prompt, a first word that is a common command, or lines
 * that mostly read as commands (the test extraction uses to analyse the block as shell, so a block led by
 * a `# comment` is not analysed as code and then placed as a mention).
 */
function looksShell(content: string): boolean {
  const first = content.trimStart().split('\n', 1)[0] ?? '';
  return (
    /^(?:\$ |# ?(?:!\/)|(?:sudo|curl|wget|npm|npx|pip|pip3|git|cd|ls|cat|echo|export|brew|apt|apt-get|yarn|pnpm|docker|kubectl|chmod|mkdir|rm|cp|mv|bash|sh|python3?|node|uv|uvx|make|go|cargo|iwr|iex|powershell)\b)/.test(
      first,
    ) || looksLikeCommands(content)
  );
}

export function isShellFence(c: MdCodeBlock): boolean {
  return SHELL_LANGS.has(c.lang) || (c.lang === '' && looksShell(c.content));
}

/** Index of the last analysed sentence that starts before `offset` (binary search; -1 when none). */
export function sentenceBefore(sents: readonly Analysed[], offset: number): number {
  let lo = 0;
  let hi = sents.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (sents[mid]!.start < offset) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}

interface Cue {
  placement: Placement;
  framing?: Framing;
  cue: string;
}

function hasWord(a: Analysed, set: ReadonlySet<string>): boolean {
  return a.view.find(set).length > 0;
}

/** What the sentence just before a block says about it. */
function leadCue(a: Analysed): Cue | undefined {
  const cue = a.evidence;
  if (
    a.role.framing === 'negated' ||
    a.role.negative ||
    (negativeLastClause(a.text) && a.text.trimEnd().endsWith(':'))
  )
    return { placement: 'example', framing: 'negated', cue };
  if (/^(?:[-*+] )?(?:\*\*)?(?:❌|🚫|⛔|✗|✘)/u.test(a.text.trimStart()))
    return { placement: 'example', framing: 'negated', cue };
  const runs = a.view.find(RUN).filter((r) => !a.view.isWordIn(r - 1, NOUN_BEFORE));
  const asksToRun = runs.length > 0 && (a.role.directive || a.text.trimEnd().endsWith(':'));
  // A heading above ("## Logs", "## Examples") does not turn "Run:" into an example: the sentence itself
  // asks, and the attacker writes the heading too. Its own words ("for example, an attacker runs:") do, and
  // under such a heading a lead that is only a condition asks nothing, as with no lead (lead-clauses.ts).
  const fromSection = a.role.why === 'section';
  const asks = asksToRun && (a.role.directive || !conditionOnly(a.text));
  if (hasWord(a, ILLUSTRATIVE) || (a.role.framing === 'illustrative' && !(fromSection && asks)))
    return { placement: 'example', framing: 'illustrative', cue };
  if (asksToRun) return { placement: 'instructed', cue };
  return undefined;
}

/** A sentence after the block that tells the agent to run it ("run the anti-pattern above once"). */
function backReference(a: Analysed, adjacent: boolean): boolean {
  // The sentence's own negation or warning counts; the section it sits in does not.
  if (a.role.negative || a.role.why === 'warning') return false;
  // "Any `npm install` will execute these scripts" describes; only a sentence addressed to the agent asks.
  // An imperative inside a framed section ("## Anti-pattern" … "run the anti-pattern above once") still asks.
  if (a.role.role !== 'instruction' && !(a.role.directive && a.role.why === 'section')) return false;
  for (const r of a.view.find(BACK_RUN)) {
    if (a.view.negated(r, 4)) continue;
    const refs = (j: number) => a.view.isWordIn(j, BACK_REF) || (adjacent && a.view.isWordIn(j, PRONOUN_REF));
    if (a.view.near(r, 6, refs, true, false) !== undefined) return true;
  }
  return false;
}

function sectionOfHeading(h: Analysed): Framing | undefined {
  return sectionFraming(h.view.toks);
}

export function placeFences(md: MarkdownDoc, sents: readonly Analysed[]): CodePlacement[] {
  const blockAt = new Map<number, MdBlock>();
  for (const b of md.blocks ?? []) if (b.kind === 'code') blockAt.set(b.start, b);
  return md.code.map((c, idx) => {
    const i = sentenceBefore(sents, c.start);
    // The lead-in is the sentence right before the block: no heading and no other block in between.
    const prevEnd = md.code[idx - 1]?.end ?? -1;
    const before = i >= 0 && sents[i]!.start > prevEnd ? sents[i] : undefined;
    const lead =
      before && before.container !== 'heading' && before.nextHeading > c.start ? before : undefined;
    const block = blockAt.get(c.start);
    let cue: Cue | undefined = lead ? leadCue(lead) : undefined;
    const inner = firstLineFraming(c);
    if (!cue && inner)
      cue = { placement: 'example', framing: inner, cue: c.content.split('\n', 1)[0]!.slice(0, 200) };
    // A heading right before the block frames it, and so do the headings above it ("## Attack Vectors" over
    // "### Python setup.py").
    const section =
      lead?.section ??
      (before?.container === 'heading' ? (sectionOfHeading(before) ?? before.section) : before?.section);
    if (!cue && section) cue = { placement: 'example', framing: section, cue: 'section heading' };
    // Sentences after the block, up to the next block (headings included: the attacker may put the order
    // under a new heading): "run the anti-pattern above once".
    const nextCode = md.code[idx + 1]?.start ?? Number.POSITIVE_INFINITY;
    for (let k = i + 1, seen = 0; k < sents.length && seen < 6; k++) {
      const a = sents[k]!;
      if (a.start < c.end) continue;
      if (a.start > nextCode) break;
      seen++;
      if (a.container !== 'heading' && backReference(a, seen === 1))
        return {
          placement: 'instructed',
          ...(cue?.framing ? { framing: cue.framing } : {}),
          cue: a.evidence,
        };
    }
    if (cue)
      return { placement: cue.placement, ...(cue.framing ? { framing: cue.framing } : {}), cue: cue.cue };
    const shown = shownAlternatives(c, isShellFence(c), CODE_LANGS, sents);
    if (shown) return shown; // alternatives shown, even as a numbered list's item (block-alternatives.ts)
    if (block?.ordered && block.listDepth > 0 && (isShellFence(c) || CODE_LANGS.has(c.lang)))
      return { placement: 'instructed', cue: 'numbered step' };
    if (!isShellFence(c) && !CODE_LANGS.has(c.lang)) return { placement: 'mention' };
    // A block that labels some of its lines as not to do contrasts practices: those lines are examples
    // not to run, and the rest is shown as the alternative, not handed over as steps.
    const notToRun = labelledNotToDo(c);
    if (notToRun.length > 0)
      return { placement: 'runnable', framing: 'illustrative', cue: 'verdict labels in the block', notToRun };
    return { placement: 'runnable' };
  });
}

export function placeInline(md: MarkdownDoc, sents: readonly Analysed[]): CodePlacement[] {
  const tables = new TableLeads(sents);
  return md.inlineCode.map((code) => placeOneInline(code, sents, tables));
}

function placeOneInline(code: MdInlineCode, sents: readonly Analysed[], tables: TableLeads): CodePlacement {
  const i = sentenceBefore(sents, code.start + 1);
  const a = i >= 0 ? sents[i] : undefined;
  if (!a || code.start >= a.end) return { placement: 'mention' };
  const framing = a.role.framing ? { framing: a.role.framing } : {};
  if (a.container === 'table') {
    const lead = tables.cue(i, code.start);
    if (lead && !a.catalogue && a.role.why !== 'quoted') return { placement: 'instructed', cue: lead };
  }
  // A table's cell is a listing, unless it is the step itself (a "Fix" column's imperative, the agent's rule).
  const listed = a.container === 'table' && a.role.role !== 'instruction';
  if (a.container === 'heading' || listed || a.catalogue || a.role.why === 'quoted')
    return { placement: 'mention', ...framing };
  const rel = code.start - a.start;
  const k = a.view.toks.findIndex((t) => t.kind === 'code' && t.at === rel);
  // A list item that is only the command, under a "Run one of:" lead.
  if (a.view.n <= 2 && k === 0 && i > 0 && sents[i - 1]!.nextHeading > code.start) {
    // Walk back over sibling items that are only a command to the lead-in ("Run one of:").
    let l = i - 1;
    while (
      l > 0 &&
      i - l < 50 &&
      sents[l]!.listDepth > 0 &&
      sents[l]!.view.n <= 2 &&
      sents[l]!.view.toks[0]?.kind === 'code'
    )
      l--;
    const lead = leadCue(sents[l]!);
    if (lead)
      return { placement: lead.placement, ...(lead.framing ? { framing: lead.framing } : {}), cue: lead.cue };
  }
  const run = k < 0 ? undefined : orderingVerb(a.view, k, code.code, (j) => a.view.isWordIn(j, RUN));
  const objOfRun = run !== undefined;
  if (a.role.framing === 'negated' || a.role.negative)
    return objOfRun
      ? { placement: 'example', framing: 'negated', cue: a.evidence }
      : { placement: 'mention', framing: 'negated' };
  if (a.role.framing === 'illustrative')
    return objOfRun
      ? { placement: 'example', framing: 'illustrative', cue: a.evidence }
      : { placement: 'mention', framing: 'illustrative' };
  const label = labelled(a, rel, code);
  if (label) return { placement: label, cue: a.evidence };
  // A paragraph that is only the command (a setup page whose body is `curl … | sh`): a one-line fence,
  // runnable, or instructed by a lead-in just before it ("Run:").
  if (a.view.n === 1 && k === 0 && a.container === 'body') {
    const lead = i > 0 && sents[i - 1]!.nextHeading > code.start ? leadCue(sents[i - 1]!) : undefined;
    if (lead)
      return { placement: lead.placement, ...(lead.framing ? { framing: lead.framing } : {}), cue: lead.cue };
    return { placement: 'runnable' };
  }
  if (a.role.role !== 'instruction') return { placement: 'mention', ...framing };
  if (objOfRun && !a.view.negated(run, 4)) return { placement: 'instructed', cue: a.evidence };
  // "Example of a line that should stop a review (shown, not to run): `curl … | sh`": the clause before the
  // colon says the command is not to run, or is a specimen; it hands over no steps.
  if (objOfRun) return { placement: 'example', framing: 'negated', cue: a.evidence };
  if (k > 0 && a.view.find(SPECIMEN, 0, k).length > 0) return { placement: 'example', cue: a.evidence };
  if (k > 0 && stepsAfterColon(a, k)) return { placement: 'instructed', cue: a.evidence };
  return { placement: 'mention' };
}

/** Words that present a command as a specimen to look at, not a step. */
const SPECIMEN = words('example examples specimen sample illustration indicator indicators shown');

/** Words that may sit between the colon and the commands of a list of steps ("…: `a`, then `b`"). */
const STEP_JOINERS = words('then and first next finally after afterwards or');

/**
 * "Set it up before step 1: `cp tools/x ~/.local/bin/x`, then `git config --global core.pager x`." An
 * instruction whose clause ends in a colon hands over the commands after it as the way to do what it
 * asks, whatever its verb ("set up", "install", "prepare"): the code spans that follow the colon, joined
 * only by commas and "then"/"and", are its steps.
 */
function stepsAfterColon(a: Analysed, k: number): boolean {
  const toks = a.view.toks;
  let colon = -1;
  let prev = -1;
  for (let j = 0; j < k; j++) {
    const t = toks[j]!;
    if (t.kind === 'punct' && t.t === ':') [prev, colon] = [colon, j];
  }
  if (colon < 0) return false;
  // The clause the colon closes has words of its own (a label before an earlier colon does not count).
  let clause = 0;
  for (let j = prev + 1; j < colon; j++) if (toks[j]!.kind === 'word') clause++;
  if (clause < 2) return false;
  // From the colon to the end of the sentence: only the commands and what joins them ("`a`, then `b`."),
  // and a remark in brackets after them ("`a` (it checks the token's scopes).").
  for (let j = colon + 1, depth = 0; j < toks.length; j++) {
    const t = toks[j]!;
    if (t.kind === 'punct' && (t.t === '(' || t.t === ')'))
      depth = Math.max(0, depth + (t.t === '(' ? 1 : -1));
    if (depth > 0 || t.kind === 'code' || (t.kind === 'punct' && t.t !== ':')) continue;
    if (t.kind === 'word' && STEP_JOINERS.has(t.t)) continue;
    return false;
  }
  return true;
}

/** Verbs that hand a table's rows over as steps ("perform what the Action column says", "work through the runbook"). */
const TABLE_RUN = words('run execute perform follow carry work do complete apply');
const TABLE_REF = words('table column columns row rows runbook step steps checklist');
/** Sentences looked back over, in the table's section, for the one that says to carry its rows out. */
const TABLE_LEAD_WINDOW = 8;
const JOINS = words('and then');

/**
 * A runbook table: commands in table cells are mentions (a reference table, a block-list), unless a
 * sentence of the section before it tells the agent to carry the rows out ("Each row is one step: perform
 * what the Action column says, exactly as written"). Then each cell's command is a step it is told to run.
 * The table's own cells are passed over on the way back; the answer is the same for every cell of a table.
 */
class TableLeads {
  /** For each sentence, the nearest earlier one outside a table (-1: none). */
  private readonly before: number[] = [];
  private readonly memo = new Map<number, string | undefined>();

  constructor(private readonly sents: readonly Analysed[]) {
    for (let i = 0; i < sents.length; i++)
      this.before.push(i === 0 ? -1 : sents[i - 1]!.container === 'table' ? this.before[i - 1]! : i - 1);
  }

  cue(i: number, at: number): string | undefined {
    const from = this.before[i] ?? -1;
    if (!this.memo.has(from)) this.memo.set(from, this.find(from, at));
    return this.memo.get(from);
  }

  private find(from: number, at: number): string | undefined {
    for (let l = from, seen = 0; l >= 0 && seen < TABLE_LEAD_WINDOW; l = this.before[l]!, seen++) {
      const s = this.sents[l]!;
      if (s.nextHeading <= at) return undefined;
      if ((s.container !== 'body' && s.container !== 'list') || s.role.negative) continue;
      if (s.role.framing === 'negated' || s.role.framing === 'illustrative' || hasWord(s, ILLUSTRATIVE))
        continue;
      for (const r of s.view.find(TABLE_RUN)) {
        // An imperative: the sentence is an instruction, or the verb opens a clause ("Each row is one
        // step: perform what …", "Work through the runbook"), or joins one in its base form ("Match the
        // error and apply the fix in the same row": a third person would read "applies").
        const prev = s.view.toks[r - 1];
        const opens = r === 0 || prev?.kind === 'punct' || (prev?.kind === 'word' && JOINS.has(prev.t));
        if ((s.role.role !== 'instruction' && !opens) || s.view.negated(r, 4)) continue;
        if (s.view.near(r, 8, (j) => s.view.isWordIn(j, TABLE_REF)) !== undefined) return s.evidence;
      }
    }
    return undefined;
  }
}

/** A label word that hands the command over as something shown, not something to do. */
const SHOWN_LABEL =
  /^(?:example|e\.g|output|returns?|result|results|note|for instance|default|type|format|syntax|pattern|signature)$/i;

/**
 * `Bootstrap: \`curl … | sh\`` — a short label, a colon, and a command that is the rest of the
 * sentence: a step to carry out ("Setup:", "Install:", "First:"), unless the label only shows it
 * ("Example:", "Output:"). The command must end the sentence: a colon before prose is a description.
 */
function labelled(a: Analysed, rel: number, code: MdInlineCode): Placement | undefined {
  const lead = a.text.slice(0, rel).replace(/[*_`]/g, '').trim();
  const m = /^(?:[-+*]\s+|\d{1,2}[.)]\s+)?([A-Za-z][A-Za-z -]{0,30}):$/.exec(lead);
  if (!m) return undefined;
  const rest = a.text.slice(rel + (code.end - code.start)).trim();
  if (rest !== '' && !/^[.;]?$/.test(rest)) return undefined;
  if (m[1]!.trim().split(/\s+/).length > 3) return undefined;
  return SHOWN_LABEL.test(m[1]!.trim()) ? 'runnable' : 'instructed';
}
