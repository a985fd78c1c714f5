import type { Placement } from './facts.js';
export interface ValueSpan {
    key: string;
    start: number;
    end: number;
}
/** The spans of the listed values inside the frontmatter (`text[0, bodyStart)`). */
export declare function listedValueSpans(text: string, bodyStart: number): ValueSpan[];
/**
 * Backtick commands in text values: in the listed values, what the model is told to run before anyone opened
 * the skill; in a data file's strings, what a value the agent reads asks it to run. A command after a verb
 * that asks (`run`, `execute` …) is `instructed`; any other is `unasked` (a description: runnable as
 * written; a data value: named, not run).
 */
export declare function backtickCommands(text: string, spans: readonly {
    start: number;
    end: number;
}[], unasked?: Placement): Array<{
    code: string;
    start: number;
    placement: Placement;
}>;
