import type { Lang } from './facts.js';
/** Whether a comment block speaks to the agent (written for it, calling it, naming it as its reader). */
export declare function addressesAgent(block: string): boolean;
/** Whether a data value speaks to the agent ("Automated assistants continuing this notebook: …"). */
export declare function addressesAgentInData(text: string): boolean;
export declare function addressedComments(text: string, lang: Lang): string | undefined;
/**
 * The script with its whole-line comments blanked (offsets kept): a tool a comment names ("the same `jq`,
 * `just` … the parent shell sees") is not run, so it reads no configuration. A `#!` line is kept (a
 * shebang names the program that runs the file). JavaScript's and Go's comments start with `//`.
 */
export declare function withoutLineComments(text: string, lang?: Lang): string;
