/**
 * Words that are a detector's pattern, not a request: an alternative of a regular expression built on
 * the line (`re.compile(r"…|do not tell the user|…")`), or an entry of a list, tuple, set or dict of
 * patterns that the same file hands to a regular-expression function (`POISON = [r"<important>|<system>",
 * …]` then `for pat in POISON: re.search(pat, text)`). A detector's pattern names what it looks for; it
 * asks nothing of the agent. The collection counts by what the code does with it, never by its name.
 */
/** Where the words sit: one alternative of a pattern, an entry of a collection of patterns, or neither. */
export type PatternPlace = 'alternative' | 'entry';
export declare function detectorPatternPlace(path: string, text: string, start: number, end: number): PatternPlace | undefined;
