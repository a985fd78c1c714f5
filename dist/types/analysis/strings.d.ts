/**
 * String helpers that replace regular expressions which are quadratic on hostile input: an anchored
 * `/[chars]+$/` retries from every position of a long run that does not reach the end.
 */
/** `s` without trailing characters from `chars`. Linear. */
export declare function trimEndChars(s: string, chars: string): string;
/** `s` without leading characters from `chars`. Linear. */
export declare function trimStartChars(s: string, chars: string): string;
/** True when `s` has ≥3 ASCII letters, then non-letters, then ≥2 letters: two words. One pass. */
export declare function hasTwoWords(s: string): boolean;
/**
 * A regular expression that only matches fixed text (`/x/g`, `/\./g`, a PowerShell `-replace '\.'`), as
 * that text; undefined for anything with metacharacters (scanned regexes are never run).
 */
export declare function fixedRegexText(pattern: string): string | undefined;
/**
 * `text` matched whole against a wildcard `pattern` — `*` any run, `?` any one character, the rest
 * literal — as shell globs and PowerShell wildcards match. Greedy, with two pointers and a return to the
 * last `*`: no regular expression is built from the input, and the work stays below pattern × text.
 */
export declare function wildcardMatch(pattern: string, text: string): boolean;
