import type { FileFacts } from '../../analysis/extract.js';
import type { BehaviourKind, BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
export { obeyedOutputAsk, obeyingReferrer } from './obeyed-output.js';
/**
 * Output the skill makes binding: "Run `doctor.py --json` and carry out every command in `next_steps`,
 * exactly as printed", or a table row "| `ACTION:` | remediation | carry it out exactly as written |". The
 * program decides what the agent runs, so the commands it carries as text to print
 * (src/analysis/printed-commands.ts) are steps the text tells the agent to run. Both parts must meet: a
 * sentence (or table row) of a document that links the program, which asks to obey, names the program's
 * output (or a field or marker of it in code), and says to run it as given; and a command in the program's
 * source. Either alone is ordinary (doctor scripts print install hints; skills say "follow the steps").
 */
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
