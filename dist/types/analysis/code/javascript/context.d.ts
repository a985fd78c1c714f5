import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { FnVal, JsVal, ProcHandle, RequestHandle, SocketHandle } from './jsval.js';
/**
 * What every part of the JavaScript analyzer may ask of the interpreter (interp.ts implements it). The
 * evaluator, the statement runner and the call handlers receive this instead of importing each other,
 * so the modules form layers without import cycles: handlers reach the evaluator and the call
 * dispatcher only through the context they are handed.
 */
/** Arguments as evaluated, with the node each came from (spreads repeat their node). */
export interface Args {
    vals: JsVal[];
    nodes: Node[];
}
export interface Ctx {
    readonly unit: UnitHandle;
    /** A minified bundle: only facts whose values justify them are reported. */
    readonly bundle: boolean;
    /** Set when a bound stopped part of the analysis. */
    limitHit: boolean;
    readonly sockets: SocketHandle[];
    readonly shellProcs: ProcHandle[];
    readonly requests: RequestHandle[];
    /** Files written with downloaded (or decoded) content, by reconstructed path. */
    readonly written: Map<string, Value>;
    /**
     * Scripts the unit writes from its own text (a wrapper with a `#!` line), by reconstructed path: a
     * later `spawn(path)` runs that text, so it is analysed as the program's own code there.
     */
    readonly scripts: Map<string, string>;
    /** Destinations of copies of a browser profile or its stores (browser-profiles.ts). */
    readonly profileCopies: Set<string>;
    /** A browser was launched on the user's profile or a copy of it (browser-profiles.ts). */
    profileLaunched: boolean;
    /** Counts one unit of work (the step budget). */
    tick(): void;
    /** Runs `fn` one level deeper; past the depth bound returns `fallback` and records the bound. */
    deeper<T>(fallback: T, fn: () => T): T;
    eval(node: Node): JsVal;
    /** A node that may be a statement or an expression. */
    any(node: Node): void;
    stmt(node: Node): void;
    block(node: Node): void;
    returnValue(v: JsVal): void;
    lookup(name: string): JsVal;
    assign(name: string, v: JsVal): void;
    declare(name: string, v: JsVal, at: Node): void;
    /** Binds a name in the current frame without exporting it (class names, hoisted functions). */
    bindLocal(name: string, v: JsVal): void;
    makeFn(node: Node): FnVal;
    invoke(fn: FnVal, args: readonly JsVal[]): JsVal;
    invokeEach(fn: FnVal, args: readonly JsVal[]): JsVal;
    /**
     * Runs one row of an unrolled loop with the inlining allowance the loop started with, so the thirteenth
     * row of a table still reaches the helper it calls (the step budget bounds the rows together).
     */
    eachRow(run: () => void): void;
    defer(fn: FnVal, params: readonly JsVal[]): void;
    callValue(callee: JsVal, args: Args, node: Node): JsVal;
    callRef(name: string, args: Args, node: Node): JsVal;
    construct(ctor: JsVal, args: Args, node: Node): JsVal;
    emit(b: BehaviourInput, node: Node, once?: string): void;
    emitAt(b: BehaviourInput, start: number, end: number, once?: string): void;
    embed(lang: 'shell' | 'powershell' | 'javascript', code: string, node: Node, exact: boolean): void;
    /** The module's default export (`export default`, `module.exports =`), evaluated at `node`. */
    exported(v: JsVal, node: Node): void;
}
