import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/**
 * A command call as the parameter binder sees it (named parameters with any prefix, positional
 * arguments, pipeline input, the argument words in order) and the lookups handlers use on it.
 */
export interface Arg {
    v: PsVal;
    node: Node;
}
export interface CmdCall {
    /** Canonical lower-case name (`invoke-expression`, `powershell`). */
    name: string;
    positional: Arg[];
    named: Array<{
        name: string;
        v?: PsVal;
        node: Node;
    }>;
    input?: PsVal;
    node: Node;
    /** Every argument word in order, as text (what a native program receives). */
    words: string[];
}
export type CmdHandler = (ix: PsCtx, c: CmdCall) => PsVal | undefined;
/** A named parameter's value, matching any prefix the binder would accept (`-Enc` for `-EncodedCommand`). */
export declare function param(c: CmdCall, ...names: string[]): PsVal | undefined;
export declare function hasParam(c: CmdCall, ...names: string[]): boolean;
/** The value of a parameter given by name or at a position. */
export declare function arg(c: CmdCall, position: number, ...names: string[]): PsVal | undefined;
