import { type ScriptState } from './model.js';
export declare function rubyPipes(st: ScriptState): void;
