import type { LibState } from './lib-values.js';
export declare function csharpRequests(st: LibState): void;
