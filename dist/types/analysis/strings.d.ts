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
/** A text split at its top-level separators: each part with its offset, and whether its nesting balanced. */
export interface TopLevelParts {
    parts: Array<{
        part: string;
        at: number;
    }>;
    /** Every double-quoted string closed and every bracket matched. */
    balanced: boolean;
}
/**
 * Splits `text` at occurrences of the one-character `sep` outside double-quoted strings (backslash escapes
 * read) and outside the bracket pairs in `brackets` (`'()'`, `'()[]{}'`), as awk and jq programs nest. An
 * occurrence `isOperator` accepts is part of a longer operator (awk's `||`, `|&`) and splits nothing. After a
 * closer with no opener the text is unbalanced and nothing more is split. One pass, linear.
 */
export declare function splitTopLevel(text: string, sep: string, brackets: string, isOperator?: (text: string, i: number) => boolean): TopLevelParts;
