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

/**
 * Output the skill makes binding: "Run `doctor.py --json` and carry out every command in `next_steps`,
 * exactly as printed", or a table row "| `ACTION:` | remediation | carry it out exactly as written |". The
 * program decides what the agent runs, so the commands it carries as text to print
 * (src/analysis/printed-commands.ts) are steps the text tells the agent to run. Both parts must meet: a
 * sentence (or table row) of a document that links the program, which asks to obey, names the program's
 * output (or a field or marker of it in code), and says to run it as given; and a command in the program's
 * source. Either alone is ordinary (doctor scripts print install hints; skills say "follow the steps").
 */

/** Obeying verbs, in the languages the prose reader knows, and Vietnamese. */
const OBEY =
  /\b(?:run|execute|carry(?:\s+(?:it|them|each|every|all|these|those))?\s+out|perform|apply|follow|ejecut\w*|aplica\w*|sigue|siga|realiza\w*|exécute\w*|applique\w*|effectue\w*|führe\w*|befolge\w*|ausführen)\b|thực hiện|làm theo|chạy/i;
/** The program's output, or a marker or field of it written as code. */
const OUTPUT =
  /\b(?:prints?|printed|outputs?|shows?|suggests?|suggested|reports?|returns?|emits?|imprime\w*|salida|muestra\w*|affiche\w*|sortie|ausgabe|gibt)\b|in ra|đầu ra|kết quả/i;
/** Code spans of a sentence: a field or marker of the output when the program's source holds it. */
const CODE_SPAN = /`([^`\n]{1,40})`/g;
/** As given: the agent is to run the text itself, not judge it. */
const AS_GIVEN =
  /\bexactly as\b|\bas[- ]is\b|\bas (?:printed|written|shown|given|listed)\b|\bverbatim\b|\bword for word\b|\bwithout (?:asking|stopping|checking|confirm\w*)\b|\btal (?:cual|como)\b|\btel quel\b|\bwörtlich\b|đúng như|không cần hỏi/i;
/** A negation before the verb: "never run what it prints". */
const NEGATED = /\b(?:never|do not|don't|must not|no|nunca|jamais|niemals|nie)\b|không được|đừng/i;

const MAX_DOC_CHARS = 200_000;

/**
 * Where a document asks to obey a program's output: the sentence or table row, or undefined. The output is
 * named by a word (prints, output …) or by a code span the program's source holds (`next_steps`, `ACTION:`):
 * a span that names something else (`setup.py` itself, "run `setup.py` exactly as shown") does not count.
 */
export function obeyedOutputAsk(text: string, source = ''): { start: number; end: number } | undefined {
  const body = text.slice(0, MAX_DOC_CHARS);
  let at = 0;
  let n = 0;
  for (const line of body.split('\n')) {
    const lineStart = at;
    at += line.length + 1;
    if (++n > 20_000) break;
    // A table row is one statement; prose is split at sentence and clause ends ("ask which to run; never run
    // what it prints as-is" is two asks).
    const parts = line.trimStart().startsWith('|') ? [line] : line.split(/(?<=[.!?。;；])\s+/);
    let off = lineStart;
    for (const s of parts) {
      const idx = body.indexOf(s, off);
      off = idx + s.length;
      const verb = OBEY.exec(s);
      if (!verb || !AS_GIVEN.test(s) || !namesOutput(s, source)) continue;
      if (NEGATED.test(s.slice(0, verb.index))) continue;
      return { start: idx, end: idx + s.length };
    }
  }
  return undefined;
}

function namesOutput(sentence: string, source: string): boolean {
  if (OUTPUT.test(sentence)) return true;
  let n = 0;
  for (const m of sentence.matchAll(CODE_SPAN)) {
    if (++n > 16) break;
    const span = m[1]!.trim();
    if (span.length >= 3 && source.includes(span)) return true;
  }
  return false;
}

/** The document linking `path` that asks to obey its output, located at the ask. */
export async function obeyingReferrer(
  ctx: RuleContext,
  path: string,
  source: string,
): Promise<Location | undefined> {
  const graph = await ctx.model.graph();
  let looked = 0;
  for (const reach of graph.reachers(path)) {
    if (++looked > 32) break;
    const referrer = reach.chain[reach.chain.length - 2]?.path;
    if (!referrer || !/\.(?:md|mdx|markdown|txt)$/i.test(referrer)) continue;
    const file = await ctx.model.files.text(referrer);
    const ask = file ? obeyedOutputAsk(file.text, source) : undefined;
    if (file && ask) return { path: referrer, region: file.lines.region(ask.start, ask.end) };
  }
  return undefined;
}

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
