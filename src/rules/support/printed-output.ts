import type { FileFacts } from '../../analysis/extract.js';
import type { BehaviourKind, BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import type { LineMap } from '../../analysis/lines.js';
import { readyAnalyzers } from '../../analysis/load-analyzers.js';
import { fedCommands } from '../../analysis/printed/fed-text.js';
import { printedCommands } from '../../analysis/printed-commands.js';
import type { Location } from '../../findings.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { fedSpans } from './fed-text.js';
import { obeyingReferrer } from './obeyed-output.js';

export { obeyedOutputAsk, obeyingReferrer } from './obeyed-output.js';

/**
 * Output the skill makes binding: "Run `doctor.py --json` and carry out every command in `next_steps`,
 * exactly as printed", or a table row "| `ACTION:` | remediation | carry it out exactly as written |". The
 * program decides what the agent runs, so the commands it carries as text to print
 * (src/analysis/printed-commands.ts) are steps the text tells the agent to run. Both parts must meet: a
 * sentence (or table row) of a document that links the program, which asks to obey, names the program's
 * output (or a field or marker of it in code), and says to run it as given; and a command in the program's
 * source. Either alone is ordinary (doctor scripts print install hints; skills say "follow the steps").
 */

export interface PrintedRun<K extends BehaviourKind = BehaviourKind> {
  b: BehaviourOf<K>;
  unit: CodeUnit;
  facts: FileFacts;
  /** The sentence that makes the output binding. */
  ask: Location;
}

const PRINTED_LABEL = 'printed by the program, which ';
const FED_LABEL = "printed into the agent's context by the program, whose output ";

/** A unit made of a command a program prints, which a linking document or a launch point makes binding. */
export function isPrintedUnit(unit: CodeUnit): boolean {
  return (
    unit.origin === 'embedded' &&
    (unit.label?.startsWith(PRINTED_LABEL) === true || unit.label?.startsWith(FED_LABEL) === true)
  );
}

/** Per program, what its printed commands do when a linking document makes them binding (once per scan). */
const PRINTED_RUNS = derivedKey<Map<string, Promise<PrintedRun[]>>>('printed-runs');

/**
 * The behaviours of the commands a program prints, when a document that links it asks the agent to carry
 * out its output: placed as code the text tells the agent to run, in the program's own lines.
 */
export async function printedRuns<K extends BehaviourKind>(
  ctx: RuleContext,
  path: string,
  facts: FileFacts,
  kinds: readonly K[],
): Promise<Array<PrintedRun<K>>> {
  const script = facts.units[0];
  if (script?.origin !== 'script') return [];
  const memo = ctx.model.derived.get(PRINTED_RUNS, () => new Map<string, Promise<PrintedRun[]>>());
  let runs = memo.get(path);
  if (!runs) {
    runs = computePrintedRuns(ctx, path, facts);
    memo.set(path, runs);
  }
  return (await runs).filter((r) => (kinds as readonly string[]).includes(r.b.kind)) as unknown as Array<
    PrintedRun<K>
  >;
}

/** `${NAME}` of a printed command filled from the program's own literal assignments (`MIRROR = "…"`). */
function filled(text: string, facts: FileFacts): string {
  const known = new Map<string, string>();
  for (const a of facts.assignments.slice(0, 2000))
    if (a.value.literal && !known.has(a.name)) known.set(a.name, a.value.text);
  return text.replace(/\$\{([A-Za-z_]\w{0,60})\}/g, (whole, name: string) => known.get(name) ?? whole);
}

async function computePrintedRuns(ctx: RuleContext, path: string, own: FileFacts): Promise<PrintedRun[]> {
  // A program whose output a launch point feeds to the model: the commands in the text it prints are steps
  // the agent reads as addressed to it, with no document needed to make them binding.
  const fed = await fedSpans(ctx, path);
  if (fed) {
    const graph = await ctx.model.graph();
    const entry = graph.feeders?.get(path)?.entry ?? path;
    const commands = fedCommands(fed.text, fed.spans);
    const ask: Location = {
      path: entry,
      message: "launch point that feeds the program's output to the agent",
    };
    return analysed(fed.lines, commands, own, ask, `${FED_LABEL}${entry} feeds to the agent`);
  }
  if (own.units[0]?.lang === 'shell') return [];
  const file = await ctx.model.files.text(path);
  const commands = file ? printedCommands(file.text) : [];
  if (!file || commands.length === 0) return [];
  const ask = await obeyingReferrer(ctx, path, file.text);
  if (!ask) return [];
  return analysed(file.lines, commands, own, ask, `${PRINTED_LABEL}${ask.path} tells the agent to carry out`);
}

/** The printed commands analysed as code the agent is told to run. */
async function analysed(
  lines: LineMap,
  commands: ReadonlyArray<{ text: string; start: number; end: number; decoded?: true }>,
  own: FileFacts,
  ask: Location,
  label: string,
): Promise<PrintedRun[]> {
  if (commands.length === 0) return [];
  const { analyzeUnits } = await readyAnalyzers();
  const file = { lines };
  const found = analyzeUnits(
    file.lines,
    commands.map((c) => ({
      lang: 'shell' as const,
      text: filled(c.text, own),
      origin: 'embedded' as const,
      placement: 'instructed' as const,
      region: file.lines.region(c.start, c.end),
      label: c.decoded ? `${label}, decoded from an encoded blob the text hands it` : label,
    })),
  );
  const facts = found as FileFacts;
  const out: PrintedRun[] = [];
  for (const b of found.behaviours) {
    const unit = found.units[b.unit];
    if (unit) out.push({ b, unit, facts, ask });
  }
  return out;
}
