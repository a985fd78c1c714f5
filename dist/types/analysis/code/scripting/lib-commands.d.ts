import type { LibState } from './lib-values.js';
/** Handles a token printer or a git call carrying a secret; true when it was one of them. */
export declare function programCall(st: LibState, name: string, argv: readonly string[], at: {
    start: number;
    end: number;
}): boolean;
