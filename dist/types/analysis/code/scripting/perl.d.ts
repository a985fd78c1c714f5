import { ScriptState } from './model.js';
export declare function perlStatement(st: ScriptState, usesLwpSimple: boolean): void;
