import type { TextIntent } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/**
 * Whether the phrase at `at` in `text` opens the definition of a term in a list item (see above). Reads
 * the line of `at` and at most SIBLING_LINES lines on either side.
 */
export declare function opensDefinition(text: string, at: number): boolean;
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
