import type { Placement } from './facts.js';
export interface ValueSpan {
    key: string;
    start: number;
    end: number;
}
/** The spans of the listed values inside the frontmatter (`text[0, bodyStart)`). */
export declare function listedValueSpans(text: string, bodyStart: number): ValueSpan[];
/** Backtick commands in the listed values: what the model is told to run before anyone opened the skill. */
export declare function listedCommands(text: string, spans: readonly ValueSpan[]): Array<{
    code: string;
    start: number;
    placement: Placement;
}>;
