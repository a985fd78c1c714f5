import type { TextIntent } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/**
 * Whether the phrase at `at` in `text` opens the definition of a term in a list item (see above). Reads
 * the line of `at` and at most SIBLING_LINES lines on either side.
 */
export declare function opensDefinition(text: string, at: number): boolean;
/**
 * "1. override system prompt / 2. coordinator prompt / 3. agent prompt": the phrase is the whole text of a
 * list item whose neighbours (two at least, at the same indentation, with no other item between) are short
 * names ending in the same noun. The list names kinds of that noun (the layers of a prompt, in order); the
 * item is a name, not an ask. "1. Override system prompt / 2. Run the installer" is a list of steps, and
 * "override your system prompt with the following" says more than a name: both keep their grade.
 */
export declare function namesListedKind(text: string, start: number, end: number): boolean;
/**
 * "Retry logic that exhausts attempts without informing the user" in a checklist of bugs: the phrase is
 * there, but the sentence describes what some code does. When the reading by meaning found the same class
 * on the line only as a mention (no imperative addressed to the agent), the phrase is low. The same for a
 * permission phrase in a product description ("the container's firewall allows you to run `claude
 * --dangerously-skip-permissions` to bypass permission prompts"): the pre-approval reading decides.
 */
export declare function describedOnly(placed: {
    severity: Severity;
    where: string;
} | undefined, phrase: string, at: number, intents: readonly TextIntent[], line: number, text: string): {
    severity: Severity;
    where: string;
} | undefined;
/** Verbs of an act the agent does, in any form: a concealment naming one hides the act, not a value. */
export declare const ACTED: RegExp;
export declare function honestyRule(text: string, at: number): boolean;
