import type { TextIntent } from '../../analysis/facts.js';
import type { MdSpan } from '../../analysis/markdown-doc.js';
import { loadYaml } from '../../analysis/yaml-lib.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';

/**
 * What the printed fields of a data file ask (src/analysis/printed/data-fields.ts): a hook that feeds the
 * context and prints every record's `reminder` (or the records whole) hands the model those values, read
 * here as text the agent is shown (container `hook-output`) at their place in the data file, whatever
 * labels sit beside them in the record (`label: jailbreak` marks a detector's sample; the field printed
 * is what the agent reads). Fields the program does not print stay data. Computed once per scan, only for
 * the data files the reference graph lists in `fedData` (src/model/context-feeds.ts).
 */

/** As support/fed-text.ts `FedIntent` (which reads these): the file the text sits in and what it asks. */
interface FedIntent {
  path: string;
  intent: TextIntent;
}

interface Fed {
  spans: Map<string, MdSpan[]>;
  intents: FedIntent[];
}

const FED_DATA = derivedKey<Promise<Fed>>(
  "what the printed fields of data files feed into the agent's context",
);

function fedData(ctx: RuleContext): Promise<Fed> {
  return ctx.model.derived.get(FED_DATA, () => compute(ctx));
}

export async function fedDataIntents(ctx: RuleContext): Promise<FedIntent[]> {
  return (await fedData(ctx)).intents;
}

/** The printed spans of a data file, when a feeding program prints fields of it. */
export async function fedDataSpans(ctx: RuleContext, path: string): Promise<readonly MdSpan[] | undefined> {
  const graph = await ctx.model.graph();
  if (!graph.fedData?.has(path)) return undefined;
  return (await fedData(ctx)).spans.get(path);
}

/** The offset lies in one of the spans. */
export function inSpans(spans: readonly MdSpan[] | undefined, at: number): boolean {
  return spans?.some((s) => at >= s.start && at < s.end) === true;
}

async function compute(ctx: RuleContext): Promise<Fed> {
  const graph = await ctx.model.graph();
  const out: Fed = { spans: new Map(), intents: [] };
  if (!graph.fedData || graph.fedData.size === 0) return out;
  await loadYaml();
  const { printedValueSpans } = await import('../../analysis/printed/data-values.js');
  const { analyzeDataText } = await import('../../analysis/prose/index.js');
  for (const [path, programs] of [...graph.fedData].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const file = await ctx.model.files.text(path);
    if (!file) continue;
    const fields = programs.some((p) => p.fields === 'all')
      ? ('all' as const)
      : [...new Set(programs.flatMap((p) => p.fields as readonly string[]))];
    const spans = printedValueSpans(file.text, path, fields);
    if (spans.length === 0) continue;
    out.spans.set(path, spans);
    for (const intent of analyzeDataText(file.text, 'hook-output', spans).intents)
      out.intents.push({ path, intent });
  }
  return out;
}
