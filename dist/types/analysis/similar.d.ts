/**
 * "Did you mean …?" for names people type: frontmatter keys, tool names, rule ids and options in the
 * configuration. All work is bounded: names longer than MAX_NAME are not compared, and the distance stops
 * as soon as it exceeds the allowed maximum.
 */
/** Plain Levenshtein distance, stopping early once it exceeds `max` (names are short; bounded work). */
export declare function editDistance(a: string, b: string, max: number): number;
/** `allowed_tools`, `allowedTools`, `Allowed-Tools` all fold to `allowedtools`. */
export declare function foldKey(k: string): string;
/**
 * The known key a misspelt one most likely meant: same letters in another case or separator style, or
 * within two edits (one for short keys). Undefined when nothing is close enough to be a confident guess.
 * Used on frontmatter, where a wrong guess would put words in a finding.
 */
export declare function closestKey(key: string, vocabulary: readonly string[]): string | undefined;
/**
 * A suggestion for a name typed on the command line or in the configuration, where the user reads it
 * and a guess costs nothing: `closestKey`, else a known name that starts with what was typed (or the
 * reverse: `remote-code-exec` → `remote-code-execution`), else up to a third of the letters edited.
 */
export declare function suggestName(name: string, vocabulary: readonly string[]): string | undefined;
