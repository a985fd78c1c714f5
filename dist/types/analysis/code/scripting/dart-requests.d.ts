import type { LibState } from './lib-values.js';
export declare function dartRequests(st: LibState): void;
