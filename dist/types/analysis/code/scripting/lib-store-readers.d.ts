import type { LibState } from './lib-values.js';
export declare function libStoreReads(st: LibState, s: string): void;
