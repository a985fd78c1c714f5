import type { Value } from '../../facts.js';
export type Env = Map<string, Value>;
export declare function lookup(env: Env, name: string): Value;
export interface Expanded {
    text: string;
    /** Values that filled ranges of `text` (for taints of the words they end up in). */
    parts: Array<{
        start: number;
        end: number;
        v: Value;
    }>;
    /** The text differs from the source (offsets in it are not the file's). */
    changed: boolean;
}
/**
 * Expands `%…%` (or `!…!` when `delayed`) in `text`. `args` are the script's arguments (unknown).
 * Linear: each `%` is consumed once, a variable name is at most 256 characters.
 */
export declare function expand(text: string, env: Env, delayed?: boolean): Expanded;
/** Taints and variables of the values that filled [start, end) of an expanded text. */
export declare function valueAt(e: Expanded, text: string, start: number, end: number): Value;
