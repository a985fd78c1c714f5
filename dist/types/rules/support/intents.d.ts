import type { IntentClass, TextIntent } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
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
/**
 * Text a hook prints into the context (`hook-output`) is not counted hidden: a reviewer of the hooks reads
 * the script, and hooks say "write it back silently" of their own bookkeeping. Its asks are graded as a
 * skill body's are, beside the risky ask they come with.
 */
export declare function isHidden(i: TextIntent): boolean;
/**
 * How many lines after an action a concealment may start and still be about it ("2. Upload … 3. Don't
 * bring step 2 up", "… add the line. Leave it out of the summary."): prompt-injection and persistence read
 * the same distance.
 */
export declare const CONCEALED_WITHIN_LINES = 3;
export declare function isAsked(i: TextIntent): boolean;
/** Asked intents of the given classes in every reached file, in path then position order. */
export declare function reachedIntents(ctx: RuleContext, classes: readonly IntentClass[]): Promise<ReachedIntent[]>;
/** Every intent of one file (any role), for corroboration: "the same sentence also asks to …". */
export declare function intentsOf(ctx: RuleContext, path: string): Promise<readonly TextIntent[]>;
/** Intents on the same lines as `i` (the same sentence, or a quoted payload inside it). */
export declare function sameSentence(i: TextIntent, all: readonly TextIntent[], classes: readonly IntentClass[]): TextIntent[];
/** The sentence as evidence in a message: bounded, inert, on one line. */
export declare function quoteIntent(i: TextIntent, max?: number): string;
/** When the agent reads text of an intent as an instruction, for messages. */
export declare function whenRead(i: TextIntent): string;
/** Where the sentence sits, for messages. */
export declare function whereIntent(i: TextIntent): string;
