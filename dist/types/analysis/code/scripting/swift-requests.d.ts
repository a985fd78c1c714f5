import type { LibState } from './lib-values.js';
export declare function swiftRequests(st: LibState): void;
