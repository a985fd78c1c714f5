import type { LibState } from './lib-values.js';
export declare function jvmRequests(st: LibState): void;
