import type { IntentClass, TextIntent } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { reachableFiles } from './reach.js';

/**
 * What reached text asks the agent to do (src/analysis/prose/, docs/prose.md): the intents of every
 * Markdown and data file some entry point reaches, from the file facts computed once per file. Only
 * intents the text *asks for* are returned: instructions, and data phrased as one (a data file the skill
 * sends the agent to is read as context). Mentions (quoted, tabled, listed as patterns) and negated
 * sentences ("never send …") are not.
 */

export interface ReachedIntent {
  path: string;
  intent: TextIntent;
}

/** Containers the rendered page does not show a reviewer. */
const HIDDEN = new Set<TextIntent['container']>(['comment', 'hidden', 'decoded', 'alt-text']);

export function isHidden(i: TextIntent): boolean {
  return HIDDEN.has(i.container);
}

export function isAsked(i: TextIntent): boolean {
  return !i.negated && (i.role === 'instruction' || i.role === 'data');
}

/** Asked intents of the given classes in every reached file, in path then position order. */
export async function reachedIntents(
  ctx: RuleContext,
  classes: readonly IntentClass[],
): Promise<ReachedIntent[]> {
  const out: ReachedIntent[] = [];
  for (const path of await reachableFiles(ctx)) {
    const facts = await ctx.model.facts(path);
    for (const intent of facts?.prose?.intents ?? [])
      if (classes.includes(intent.cls) && isAsked(intent)) out.push({ path, intent });
  }
  return out;
}

/** Every intent of one file (any role), for corroboration: "the same sentence also asks to …". */
export async function intentsOf(ctx: RuleContext, path: string): Promise<readonly TextIntent[]> {
  return (await ctx.model.facts(path))?.prose?.intents ?? [];
}

/** Intents on the same lines as `i` (the same sentence, or a quoted payload inside it). */
export function sameSentence(i: TextIntent, all: readonly TextIntent[], classes: readonly IntentClass[]) {
  return all.filter(
    (o) =>
      o !== i &&
      classes.includes(o.cls) &&
      !o.negated &&
      o.at.startLine <= i.at.endLine &&
      o.at.endLine >= i.at.startLine,
  );
}

/** The sentence as evidence in a message: bounded, inert, on one line. */
export function quoteIntent(i: TextIntent, max = 120): string {
  const text = i.evidence; // reporters neutralise message text (src/report/sanitize.ts)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Where the sentence sits, for messages. */
export function whereIntent(i: TextIntent): string {
  switch (i.container) {
    case 'comment':
      return ' inside an HTML comment the rendered page hides';
    case 'hidden':
      return ' in text hidden from the rendered page';
    case 'decoded':
      return ' in decoded text';
    case 'alt-text':
      return ' in image alt text';
    case 'data-file':
      return ' in a data file the agent reads';
    case 'description':
      return ' in the description every session lists';
    default:
      return '';
  }
}
