import type { IntentClass } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { ReachedIntent } from './intents.js';
import { reachableFiles } from './reach.js';

/**
 * Told flows made binding (src/analysis/prose/passage-asks.ts, `TextIntent.told`): "It opened the per-user
 * PyPI configuration … and sent its full text to https://…" in a case study, "that key … goes to the
 * grounding service at https://…" in a reference, are descriptions in a language whose tense and mood the
 * recognisers read. They ask nothing on their own; they become the procedure when the text that links the
 * document says it is how things are done — "We handle them exactly the way the assistant did — [the case
 * study](…) is our reference resolution", "every billing answer is produced that way", "Follow the reply
 * format in [x](…)". Such a told flow is returned as asked; one in a document linked only as reading ("see
 * [history](…)") is not.
 */

/**
 * Words of the linking sentence that make the linked document the way to act: following it, it applying,
 * handling things the way it tells, it being the convention, procedure, precedent or house style.
 */
const BINDING =
  /\b(?:follow(?:s|ed|ing)?|appl(?:y|ies|ied)|the (?:same )?way|exactly (?:as|like)|is how|that way|step by step|house style|conventions?|procedures?|playbook|runbook|precedents?|reference resolution|standard practice|rules|handle[ds]?|produced|in place|sigue|seguir|segue|siga|befolge|folge|suivez|suivre|segui|volg|следуй)\b/i;
/** How far around the reference the linking sentence is read, in characters. */
const AROUND = 400;

/** Told intents of `cls` in documents some reaching file links as the way to act. */
export async function boundTellings(ctx: RuleContext, cls: IntentClass): Promise<ReachedIntent[]> {
  const out: ReachedIntent[] = [];
  for (const path of await reachableFiles(ctx)) {
    const told = ((await ctx.model.facts(path))?.prose?.intents ?? []).filter(
      (i) => i.told && i.cls === cls && !i.negated,
    );
    if (told.length === 0 || !(await boundDocument(ctx, path))) continue;
    for (const intent of told) out.push({ path, intent });
  }
  return out;
}

/** Some file that links `path` says, in the sentence around the link, that it is the way to act. */
async function boundDocument(ctx: RuleContext, path: string): Promise<boolean> {
  const graph = await ctx.model.graph();
  const referrers = new Set<string>();
  for (const r of graph.reachers(path)) {
    const from = r.chain[r.chain.length - 2];
    if (from && referrers.size < 16) referrers.add(from.path);
  }
  for (const from of referrers) {
    const file = await ctx.model.files.text(from);
    if (!file) continue;
    for (const e of graph.edgesFrom(from)) {
      if (e.to !== path || !e.region) continue;
      const at = file.lines.offsetOf(e.region.startLine, e.region.startColumn);
      if (BINDING.test(sentenceAround(file.text, at))) return true;
    }
  }
  return false;
}

/** The sentence (or list item) around offset `at`: to the sentence ends or blank lines, bounded. */
function sentenceAround(text: string, at: number): string {
  const lo = Math.max(0, at - AROUND);
  const hi = Math.min(text.length, at + AROUND);
  let from = at;
  while (from > lo && !ends(text, from - 1)) from--;
  let to = at;
  while (to < hi && !ends(text, to)) to++;
  return text.slice(from, to);
}

function ends(text: string, i: number): boolean {
  const c = text[i];
  if (c === '\n')
    return text[i + 1] === '\n' || /^\s{0,3}(?:[-*+]|\d{1,3}[.)]) /.test(text.slice(i + 1, i + 8));
  return (c === '.' || c === '!' || c === '?') && /\s/.test(text[i + 1] ?? ' ');
}
