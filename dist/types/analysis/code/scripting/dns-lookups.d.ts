import { type ScriptState } from './model.js';
/** Reports the lookup of `nameExpr` (a statement's text at [start, end)) when its name carries data. */
export declare function lookupSend(st: ScriptState, nameExpr: string, txt: boolean, start: number, end: number): void;
export declare function libLookups(st: ScriptState): void;
