import type { LibState } from './lib-values.js';
export declare function phpEnvReads(st: LibState): void;
