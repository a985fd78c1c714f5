/**
 * Runs `fn` over `items` with at most `limit` calls in flight. Calls start in the items' order, so the
 * first request for any cached value is always the same one, whatever finishes first.
 */
export declare function forEachLimited<T>(items: readonly T[], limit: number, fn: (t: T) => Promise<unknown>): Promise<void>;
