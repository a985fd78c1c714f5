import { type ScriptState } from './model.js';
export declare function rubyStores(st: ScriptState): void;
