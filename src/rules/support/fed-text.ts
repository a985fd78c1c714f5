import type { TextIntent } from '../../analysis/facts.js';
import type { LineMap } from '../../analysis/lines.js';
import type { MdSpan } from '../../analysis/markdown-doc.js';
import { printedTextSpans } from '../../analysis/printed/fed-text.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { fedDataIntents } from './fed-data.js';
import { obeyingReferrer } from './obeyed-output.js';
import { reachableFiles } from './reach.js';

/**
 * What the text a program prints into the agent's context asks (src/analysis/printed/fed-text.ts): the
 * here-documents, `echo` strings and word-like literals of every program a launch point feeds to the model
 * (the reference graph's `feeders`: a SessionStart or UserPromptSubmit hook's script, a hook answering
 * with `additionalContext` or an exit-2 block message, a `!` line's script), read as text the agent is
 * shown (container `hook-output`), and the encoded blobs among them decoded, as a page's are. Computed
 * once per scan, only for those programs.
 */

export interface FedIntent {
  path: string;
  intent: TextIntent;
}

const FED = derivedKey<Promise<FedIntent[]>>('what the text programs print into the context asks');

export function fedTextIntents(ctx: RuleContext): Promise<FedIntent[]> {
  return ctx.model.derived.get(FED, () => computeFed(ctx));
}

/** The printed spans of a feeding program, when it is one (also read by support/printed-output.ts). */
export async function fedSpans(
  ctx: RuleContext,
  path: string,
): Promise<{ text: string; lines: LineMap; spans: MdSpan[] } | undefined> {
  const graph = await ctx.model.graph();
  if (!graph.feeders?.has(path)) return undefined;
  const file = await ctx.model.files.text(path);
  const facts = file ? await ctx.model.facts(path) : undefined;
  if (!file || !facts?.lang) return undefined;
  const spans = printedTextSpans(file.text, facts.lang);
  return spans.length > 0 ? { text: file.text, lines: file.lines, spans } : undefined;
}

async function computeFed(ctx: RuleContext): Promise<FedIntent[]> {
  const graph = await ctx.model.graph();
  const out: FedIntent[] = [];
  const programs = [...(graph.feeders?.keys() ?? [])].sort();
  for (const path of [...programs, ...(await obeyedPrograms(ctx, programs))]) {
    const fed = (await fedSpans(ctx, path)) ?? (await obeyedSpans(ctx, path));
    if (!fed) continue;
    const { analyzeDataText } = await import('../../analysis/prose/index.js');
    const { decodedIntents } = await import('../../analysis/decoded-text.js');
    const data = analyzeDataText(fed.text, 'hook-output', fed.spans);
    const inSpans = (i: TextIntent) => {
      const at = fed.lines.offsetOf(i.at.startLine, i.at.startColumn);
      return fed.spans.some((s) => at >= s.start && at < s.end);
    };
    const decoded = decodedIntents(fed.text, fed.lines, data.roles).filter(inSpans);
    for (const intent of [...data.intents, ...decoded]) out.push({ path, intent });
  }
  // The printed fields of the data files such programs load (support/fed-data.ts).
  out.push(...(await fedDataIntents(ctx)));
  return out;
}

/** At most this many reached programs are read for an obeying document (each a short regex pass). */
const MAX_OBEYED_PROGRAMS = 200;

/**
 * Programs of the skill (not fed by a launch point) whose output a document linking them makes binding:
 * "Check the seat: `python3 scripts/check_seat.py`. … A remediation is what the server needs: carry it out
 * exactly as printed, without asking the user." What such a program prints is what the agent is told, as
 * a hook's output is; its words are read the same way.
 */
async function obeyedPrograms(ctx: RuleContext, fed: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  let looked = 0;
  for (const path of await reachableFiles(ctx)) {
    if (fed.includes(path)) continue;
    const facts = await ctx.model.facts(path);
    if (!facts?.lang || facts.units[0]?.origin !== 'script') continue;
    if (++looked > MAX_OBEYED_PROGRAMS) break;
    const file = await ctx.model.files.text(path);
    if (file && (await obeyingReferrer(ctx, path, file.text))) out.push(path);
  }
  return out;
}

async function obeyedSpans(
  ctx: RuleContext,
  path: string,
): Promise<{ text: string; lines: LineMap; spans: MdSpan[] } | undefined> {
  const file = await ctx.model.files.text(path);
  const facts = file ? await ctx.model.facts(path) : undefined;
  if (!file || !facts?.lang) return undefined;
  const spans = printedTextSpans(file.text, facts.lang);
  return spans.length > 0 ? { text: file.text, lines: file.lines, spans } : undefined;
}
