/**
 * The span of `sorted` (ordered by start, non-overlapping) that holds `offset`, found by binary search;
 * undefined when none does. A span holds its start, not its end.
 */
export declare function spanAt<S extends {
    readonly start: number;
    readonly end: number;
}>(sorted: readonly S[], offset: number): S | undefined;
