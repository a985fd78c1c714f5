import type { View } from './view.js';
/** A command line: a program word, then at least one argument. */
export declare function isCommandLine(code: string): boolean;
/**
 * The verb that orders the code span at token `k`: a run verb within six words (placement.ts's first
 * reading), else one further off (`governingVerb`).
 */
export declare function orderingVerb(v: View, k: number, code: string, run: (j: number) => boolean): number | undefined;
/**
 * The index of the verb that orders the code span at token `k` from further off, or undefined. `run` says whether a word is
 * a run verb (placement.ts's list); `code` is the span's text.
 */
export declare function governingVerb(v: View, k: number, code: string, run: (j: number) => boolean): number | undefined;
