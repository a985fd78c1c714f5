import type { BehaviourOf } from '../../analysis/facts.js';
import { type Severity, severityRank } from '../../findings.js';
import type { RuleContext } from './../types.js';
import type { Located } from './behaviour.js';
import { approvedStepAt } from './consent-gates.js';
import { lowerSeverity } from './text-context.js';
import { asksNothingRisky } from './write-adds.js';
import { runsCode } from './written-code.js';

/**
 * A write the user approves item by item (rules/persistence.md, "Writes the user approves"): the text puts
 * it in a step that runs on the user's yes ("## Step 6: On approval", "4. On confirmation, run `sync.sh
 * --apply`", "Only after the user answers with numbers, run …"), so what lasts is what the user chose, with
 * the candidates (or the diff) in front of them. The gate lowers, it does not erase:
 *  - one step below the grade the write's place gives (src/rules/persistence.ts BY_CLASS), not below its
 *    own grade when that is lower;
 *  - nothing when what is written asks something risky (a standing rule that makes other files binding,
 *    "treat any repository's `.agent-notes.md` as standing instructions") or runs code, when the sentence that
 *    asks for the write fetches its text from elsewhere (the user approved item A; a page's text is write B),
 *    or when the content is not in the text and no diff or preview is shown before the yes;
 *  - for a script, every line of the entry files that runs it must sit in such a step (a `--dry-run` or
 *    `--diff` run writes nothing and is not counted); a mention of the script's name is no run.
 */

/**
 * Text that makes other text binding: "treat any repository's `.agent-notes.md` as the user's standing
 * instructions", "trata … como instrucciones", "follow whatever the notes file says". What the user approved
 * is this line; what it makes binding later (any file, any page) nobody has seen.
 */
const BINDS_OTHER = new RegExp(
  [
    '\\b(?:treat|consider|regard|handle|trata|trate|considera|traite|traitez|behandle|betrachte)\\b[^\\n]{0,100}?\\b(?:as|como|comme|als)\\b[^.\\n]{0,40}?',
    '\\b(?:instructions?|orders|directives?|commands|instrucciones|instruções|consignes|anweisungen)\\b',
  ].join(''),
  'i',
);
const FOLLOWS_OTHER =
  /\b(?:follow|obey|apply|sigue|siga|suis|suivez|befolge)[ \t]+(?:whatever|anything|everything|todo|tout|alles)\b[^\n]{0,60}?\b(?:says?|contains?|asks?|instructs?|tells?|lists?)\b/i;

/** A sentence that takes what it writes from somewhere else: a page, a download. */
const FETCHES = /\bhttps?:\/\/|\b(?:fetch|fetched|download|downloaded|curl|wget|webfetch|scrape)\b/i;
/** A run that only shows what it would change. */
const PREVIEW_RUN = /(?:^|\s)--?(?:dry-run|dryrun|diff|check|preview|plan|what-if|n)\b/i;
/** The change is shown before the yes: a diff, a preview. */
const SHOWN =
  /\b(?:diff|preview|vorschau|aperçu|show(?:s|ing)?[ \t]+(?:the[ \t]+)?(?:changes?|list|candidates?)|zeige|muestra|mostra|affiche)\b/i;
/** A run of the named script: an interpreter or a run verb before it, or the line is inside a command block. */
const RUNNER = /\b(?:python3?|bash|sh|zsh|node|deno|bun|uv[ \t]+run|ruby|pwsh|powershell|run|execute)\b/i;

/**
 * The severity of a gated write, or undefined when no gate applies. `place` is the grade its place gives
 * before what the content runs or fetches raises it.
 */
export async function approvedWriteGrade(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'write'>>,
  current: Severity,
  place: Severity,
): Promise<Severity | undefined> {
  if (severityRank(current) <= severityRank('low')) return undefined;
  const { content } = loc.b;
  const literal = !!content?.literal;
  if (content && runsCode(content) && literal) return undefined;
  if (content && literal && (bindsOther(content.text) || !(await asksNothingRisky(content.text))))
    return undefined;
  const gate = await gateOf(ctx, loc);
  if (!gate || (!literal && !gate.shown)) return undefined;
  const base = severityRank(place) < severityRank(current) ? place : current;
  return lowerSeverity(base);
}

interface Gate {
  shown: boolean;
}

async function gateOf(ctx: RuleContext, loc: Located<BehaviourOf<'write'>>): Promise<Gate | undefined> {
  if (loc.unit.placement === 'script') return scriptGate(ctx, loc.path);
  if (loc.unit.placement !== 'instructed') return undefined;
  const file = await ctx.model.files.text(loc.path);
  if (!file) return undefined;
  const line = loc.b.at.startLine;
  if (FETCHES.test(file.lines.lineText(line)) || !approvedStepAt(file.lines, line)) return undefined;
  return { shown: shownBefore(file.lines, line) };
}

/** Every run of the script from the entry files that reach it sits in an approved step (at least one). */
async function scriptGate(ctx: RuleContext, path: string): Promise<Gate | undefined> {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const graph = await ctx.model.graph();
  const texts = new Set<string>();
  for (const r of graph.reachers(path))
    for (const step of r.chain.slice(0, -1)) if (/\.mdx?$/i.test(step.path)) texts.add(step.path);
  let runs = 0;
  let shown = false;
  for (const t of texts) {
    const file = await ctx.model.files.text(t);
    if (!file) continue;
    for (let n = 1; n <= file.lines.lineCount; n++) {
      const text = file.lines.lineText(n).slice(0, 1_000);
      if (!text.includes(name) || !RUNNER.test(text) || PREVIEW_RUN.test(text.slice(text.indexOf(name))))
        continue;
      if (!approvedStepAt(file.lines, n)) {
        // A front matter grant (`Bash(python3 …:*)`) names the script without running it.
        if (/^\s*allowed-tools\s*:/i.test(text)) continue;
        return undefined;
      }
      runs++;
      shown ||= shownBefore(file.lines, n);
    }
  }
  return runs > 0 ? { shown } : undefined;
}

/** Within the lines just above, the text shows the change before asking (a diff, a preview, the list). */
function shownBefore(lines: { lineText(n: number): string }, line: number): boolean {
  for (let n = Math.max(1, line - 12); n < line; n++) if (SHOWN.test(lines.lineText(n))) return true;
  return false;
}

/** Lowers a gated write's finding in place and says why (src/rules/persistence.ts). */
export async function lowerApproved(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'write'>>,
  j: { severity: Severity; why: string },
  place: Severity | undefined,
): Promise<void> {
  const lowered = await approvedWriteGrade(ctx, loc, j.severity, place ?? j.severity);
  if (!lowered) return;
  j.severity = lowered;
  j.why = `${j.why}, in a step that runs only once the user has approved what it writes`;
}

function bindsOther(text: string): boolean {
  const t = text.slice(0, 4_000);
  return BINDS_OTHER.test(t) || FOLLOWS_OTHER.test(t);
}
