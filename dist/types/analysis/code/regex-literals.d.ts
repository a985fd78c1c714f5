/**
 * Small readers shared by the hook gate analyses (hook-prefix-gates.ts, hook-substring-gates.ts): the literal
 * run a regular expression's source requires, a quoted word's text, and the line around an offset.
 */
/**
 * The literal characters of a regex source from `start` up to its first operator (`\.claude` → `.claude`),
 * at most `max` long; an optional or repeated last character is not required, so it is dropped. With
 * `blankEnds`, an `\s` ends the run as a blank (`^git\s` requires `git `).
 */
export declare function literalRun(re: string, start: number, max: number, blankEnds: boolean): string | undefined;
export declare function unquote(s: string): string;
/** The line of `text` that holds offset `at`. */
export declare function lineAt(text: string, at: number): string;
