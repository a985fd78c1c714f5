import type { FileFacts } from '../../analysis/extract.js';
import type { BehaviourKind, BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Where a document asks to obey a program's output: the sentence or table row, or undefined. The output is
 * named by a word (prints, output …) or by a code span the program's source holds (`next_steps`, `ACTION:`):
 * a span that names something else (`setup.py` itself, "run `setup.py` exactly as shown") does not count.
 */
export declare function obeyedOutputAsk(text: string, source?: string): {
    start: number;
    end: number;
} | undefined;
/** The document linking `path` that asks to obey its output, located at the ask. */
export declare function obeyingReferrer(ctx: RuleContext, path: string, source: string): Promise<Location | undefined>;
export interface PrintedRun<K extends BehaviourKind = BehaviourKind> {
    b: BehaviourOf<K>;
    unit: CodeUnit;
    facts: FileFacts;
    /** The sentence that makes the output binding. */
    ask: Location;
}
/** A unit made of a command a program prints, which a linking document or a launch point makes binding. */
export declare function isPrintedUnit(unit: CodeUnit): boolean;
/**
 * The behaviours of the commands a program prints, when a document that links it asks the agent to carry
 * out its output: placed as code the text tells the agent to run, in the program's own lines.
 */
export declare function printedRuns<K extends BehaviourKind>(ctx: RuleContext, path: string, facts: FileFacts, kinds: readonly K[]): Promise<Array<PrintedRun<K>>>;
