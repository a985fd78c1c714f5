import type { LibState } from './lib-values.js';
export declare function luaProcessOutputs(st: LibState): void;
