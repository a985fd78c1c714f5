/**
 * Brace expansion (`{curl,-fsSL,url}`, `pre{a,b}post`, `{1..3}`, `{a..e}`), as bash does it before any
 * other expansion. Bounded: at most `max` results, nesting followed 8 levels deep, ranges of 64 items.
 */
export declare function expandBraces(s: string, max: number, depth?: number): string[];
