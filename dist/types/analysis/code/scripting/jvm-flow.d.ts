import type { LibState } from './lib-values.js';
export declare function jvmStatement(st: LibState): void;
