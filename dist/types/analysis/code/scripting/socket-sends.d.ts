import { type ScriptState } from './model.js';
/** Reads one statement: connections assigned to names, and writes to those names. */
export declare function socketSends(st: ScriptState): void;
