/** Source files, where a regular expression is code (not a data file or text the agent reads). */
/** Where the words sit: one alternative of a pattern, an entry of a collection of patterns, or neither. */
export type PatternPlace = 'alternative' | 'entry';
export declare function detectorPatternPlace(path: string, text: string, start: number, end: number): PatternPlace | undefined;
