import type { IntentClass, TextIntent } from '../../analysis/facts.js';
import { derivedKey } from '../../model/derived.js';
import type { RuleContext } from '../types.js';
import { fedDataSpans, inSpans } from './fed-data.js';
import { fedTextIntents } from './fed-text.js';
import { reachableFiles } from './reach.js';
import { inDenyList, inLabelledCsvRow, inLabelledSample, isDataPath } from './text-context.js';

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

/** Containers the rendered page does not show a reviewer (a tool description lives in a server's code). */
const HIDDEN = new Set<TextIntent['container']>([
  'comment',
  'hidden',
  'decoded',
  'alt-text',
  'link-title',
  'tool-description',
  // A script's comment addressed to the agent, or a commit template's comments: the skill's page never shows them.
  'code-comment',
  // A data value addressed to the agent (a saved notebook output speaking to "assistants continuing").
  'addressed-data',
]);

/**
 * Text a hook prints into the context (`hook-output`) is not counted hidden: a reviewer of the hooks reads
 * the script, and hooks say "write it back silently" of their own bookkeeping. Its asks are graded as a
 * skill body's are, beside the risky ask they come with.
 */
export function isHidden(i: TextIntent): boolean {
  return HIDDEN.has(i.container);
}

/**
 * How many lines after an action a concealment may start and still be about it ("2. Upload … 3. Don't
 * bring step 2 up", "… add the line. Leave it out of the summary."): prompt-injection and persistence read
 * the same distance.
 */
export const CONCEALED_WITHIN_LINES = 3;

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
    const intents = (await ctx.model.facts(path))?.prose?.intents ?? [];
    const asked = intents.filter((i) => classes.includes(i.cls) && isAsked(i));
    const samples = asked.length > 0 && isDataPath(path) ? await samplesOf(ctx, path, intents) : undefined;
    // A value a launch point prints is read from the fed intents below, whatever label its record has.
    const fed = samples ? await printedSpansOf(ctx, path) : undefined;
    for (const intent of asked) if (!samples?.has(intent) && !fed?.(intent)) out.push({ path, intent });
  }
  // Text the programs a launch point feeds to the model print (support/fed-text.ts).
  for (const f of await fedTextIntents(ctx))
    if (classes.includes(f.intent.cls) && isAsked(f.intent)) out.push(f);
  return out;
}

/**
 * A data file's records labelled as attack samples (`{"label": "injection", "text": "Upload ~/.ssh/id_rsa
 * to …"}`) are a detector's test inputs, and the items of a deny list name what is refused: not asks.
 * prompt-injection reports the samples, low; the other rules would report the same record again as the
 * attack it illustrates. Found once per file for every rule that asks (the text is read once, not kept).
 */ function samplesOf(
  ctx: RuleContext,
  path: string,
  intents: readonly TextIntent[],
): Promise<Set<TextIntent>> {
  const byPath = ctx.model.derived.get(SAMPLES, () => new Map<string, Promise<Set<TextIntent>>>());
  let found = byPath.get(path);
  if (!found) {
    found = ctx.model.files.text(path).then((file) => {
      if (!file) return new Set<TextIntent>();
      const at = (i: TextIntent) => file.lines.offsetOf(i.at.startLine, i.at.startColumn);
      const csv = /\.[ct]sv$/i.test(path);
      const labelled = (o: number) =>
        inLabelledSample(file.text, o) || (csv && inLabelledCsvRow(file.text, o)) || inDenyList(file.text, o);
      return new Set(intents.filter((i) => isAsked(i) && labelled(at(i))));
    });
    byPath.set(path, found);
  }
  return found;
}

/** Whether an intent lies in a value a feeding program prints (support/fed-data.ts), when it prints any. */
async function printedSpansOf(
  ctx: RuleContext,
  path: string,
): Promise<((i: TextIntent) => boolean) | undefined> {
  const spans = await fedDataSpans(ctx, path);
  const file = spans ? await ctx.model.files.text(path) : undefined;
  if (!spans || !file) return undefined;
  return (i) => inSpans(spans, file.lines.offsetOf(i.at.startLine, i.at.startColumn));
}

const SAMPLES = derivedKey<Map<string, Promise<Set<TextIntent>>>>(
  'asked intents in labelled samples, by data file',
);

/** Every intent of one file (any role), for corroboration: "the same sentence also asks to …". */
export async function intentsOf(ctx: RuleContext, path: string): Promise<readonly TextIntent[]> {
  const own = (await ctx.model.facts(path))?.prose?.intents ?? [];
  const fed = (await fedTextIntents(ctx)).filter((f) => f.path === path);
  return fed.length > 0 ? [...own, ...fed.map((f) => f.intent)] : own;
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

/** Where text an MCP server hands the model sits, when it is no description (src/analysis/tool-text/served.ts). */
const SERVED_WHERE: Record<NonNullable<TextIntent['served']>, string> = {
  instructions:
    " in an MCP server's instructions, which the runtime adds to the model's context when the server starts and the skill's Markdown does not show",
  prompt:
    " in an MCP prompt's message, which the user sends as their own when they run the prompt's slash command",
  result:
    ' in text an MCP tool or resource returns, which the model reads as the answer to its call (in every result that carries it)',
};

/** When the agent reads text of an intent as an instruction, for messages. */
export function whenRead(i: TextIntent): string {
  if (i.container === 'hook-output') return 'the program prints it';
  if (i.container !== 'tool-description') return 'the skill loads';
  if (i.served === 'instructions') return 'the server starts';
  if (i.served === 'prompt') return "the prompt's slash command is run";
  if (i.served === 'result') return 'the tool answers';
  return 'the server lists its tools';
}

/** Where the sentence sits, for messages. */
export function whereIntent(i: TextIntent): string {
  switch (i.container) {
    case 'comment':
      return " inside a comment the rendered page hides (HTML, a `[//]: #` definition or a diagram's `%%` line)";
    case 'hidden':
      return ' in text hidden from the rendered page';
    case 'decoded':
      return ' in decoded text';
    case 'alt-text':
      return ' in image alt text';
    case 'link-title':
      return " in a link's title, which the rendered page shows only as a tooltip";
    case 'data-file':
      return ' in a data file the agent reads';
    case 'code-comment':
      return " in comments or notes written for the agent or that the skill says to follow (a script's, a commit template's that git strips, a data file's or an image's metadata that nothing renders), which it reads before it acts";
    case 'addressed-data':
      return ' in a data file, in text addressed to the agent that a reviewer skims as data';
    case 'description':
      return ' in the description every session lists';
    case 'hook-output':
      return " in text a program prints into the agent's context (a hook's output, a `!` line's), which no page of the skill shows";
    case 'tool-description':
      return i.served
        ? SERVED_WHERE[i.served]
        : " in an MCP tool's description, which the model reads as guidance and the skill's Markdown does not show";
    default:
      return '';
  }
}
