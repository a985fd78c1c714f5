import type { LibState } from './lib-values.js';
export declare function luaProcessOutputs(st: LibState): void;
export declare function phpProcessOutputs(st: LibState): void;
