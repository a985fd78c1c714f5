import type { LibState } from './lib-values.js';
export declare function libRequests(st: LibState): void;
