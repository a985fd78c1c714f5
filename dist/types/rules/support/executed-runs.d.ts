import type { FileFacts } from '../../analysis/extract.js';
import type { BehaviourKind, BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/**
 * A program that hands a repository file's text (or a part of it) to an execution sink — a block list's
 * `[probe]` section piped to `sh`, a "do not run" line awk cuts out of a troubleshooting page and `eval`s,
 * its own `#@` comment lines fed to bash, a fence `Invoke-Expression` runs — runs that text: the part is
 * analysed as code of the sink's language (src/analysis/executed-text.ts), placed as the sink's own code
 * (a shipped script, or a launch point's), and reported on the data file's line with the sink as the flow
 * it passes through. What the data file says about the text (a sample, a warning, a comment) changes
 * nothing: the program, not the reader, decides what runs. The file is reached through the program
 * (src/model/file-references.ts adds the edge), so the entries that launch the program reach it.
 */
export interface ExecutedRun<K extends BehaviourKind = BehaviourKind> {
    /** The data file the code was read from. */
    path: string;
    b: BehaviourOf<K>;
    unit: CodeUnit;
    facts: FileFacts;
}
/** What the sinks of the program at `path` run of other files' text (once per program per scan). */
export declare function executedRuns<K extends BehaviourKind>(ctx: RuleContext, path: string, facts: FileFacts, kinds: readonly K[]): Promise<Array<ExecutedRun<K>>>;
