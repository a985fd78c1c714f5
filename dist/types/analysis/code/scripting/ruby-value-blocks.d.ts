import type { ScriptState } from './model.js';
export declare function rubyValueBlocks(st: ScriptState): void;
