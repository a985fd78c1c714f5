import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { BoundedWalk, type WalkBounds } from '../bounded-walk.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { Args, Ctx } from './context.js';
import { type FnVal, type Frame, type JsVal, type ProcHandle, type RequestHandle, type SocketHandle } from './jsval.js';
/**
 * A small abstract interpreter over the tree-sitter tree of one unit: statements run in source order,
 * variables live in lexical frames, local functions are inlined at their calls (bounded) so a wrapper
 * `function run(c) { execSync(c) }` called with `'curl … | sh'` is seen with its argument, and every
 * function nobody called is analysed once with unknown parameters. Every walk is bounded in steps, in
 * nesting depth and in inlining; a bound hit is reported (the unit is marked `gave-up`), never silent.
 */
export interface InterpLimits extends WalkBounds {
    /** Nesting of inlined calls. */
    maxInlineDepth: number;
    /** Times one function is inlined (different call sites, different arguments). */
    maxInlinesPerFunction: number;
    /** Inlined calls per unit. */
    maxInlines: number;
    /** Function values tracked for the final pass. */
    maxFunctions: number;
}
export declare const DEFAULT_INTERP_LIMITS: InterpLimits;
export declare class Interp extends BoundedWalk implements Ctx {
    readonly unit: UnitHandle;
    /** A minified bundle: only facts whose values justify them are reported. */
    readonly bundle: boolean;
    readonly limits: InterpLimits;
    readonly global: Frame;
    frame: Frame;
    readonly sockets: SocketHandle[];
    readonly shellProcs: ProcHandle[];
    readonly requests: RequestHandle[];
    /** Files written with downloaded (or decoded) content, by reconstructed path: running one later is
     *  running what was downloaded. */
    readonly written: Map<string, Value>;
    readonly scripts: Map<string, string>;
    readonly profileCopies: Set<string>;
    profileLaunched: boolean;
    private inlineDepth;
    private inlines;
    private readonly calls;
    private readonly defined;
    private readonly embeds;
    private readonly deferred;
    /** What each function returned when last run (by node id), for its summary. */
    private readonly returned;
    constructor(unit: UnitHandle, 
    /** A minified bundle: only facts whose values justify them are reported. */
    bundle: boolean, limits?: InterpLimits);
    protected walk(root: Node): void;
    /** What each named function returns, and the module's export aliases, for callers in other files. */
    private summarize;
    run(root: Node): void;
    eval(node: Node): JsVal;
    /** A node that may be a statement or an expression (error recovery mixes them). */
    any(node: Node): void;
    block(node: Node): void;
    /** Queues an event callback to run after the current statement (see `invokeCallbacks`). */
    defer(fn: FnVal, params: readonly JsVal[]): void;
    private runDeferred;
    private hoist;
    stmt(node: Node): void;
    returnValue(v: JsVal): void;
    lookup(name: string): JsVal;
    /** Assignment to an existing variable (or an implicit global, as sloppy-mode JavaScript does). */
    assign(name: string, v: JsVal): void;
    bindLocal(name: string, v: JsVal): void;
    callValue(callee: JsVal, args: Args, node: Node): JsVal;
    callRef(name: string, args: Args, node: Node): JsVal;
    construct(ctor: JsVal, args: Args, node: Node): JsVal;
    declare(name: string, v: JsVal, at: Node): void;
    makeFn(node: Node): FnVal;
    /** Runs a local function with the given arguments (bounded inlining); returns what it returns. */
    invoke(fn: FnVal, args: readonly JsVal[]): JsVal;
    /**
     * Runs a callback once per array item (`codes.map(c => c ^ 42)`): not counted against the function's
     * inlining bound, which would stop a char-code table after a dozen items; the step budget bounds it.
     */
    invokeEach(fn: FnVal, args: readonly JsVal[]): JsVal;
    eachRow(run: () => void): void;
    private activate;
    private bindParams;
    /** Analyses, with unknown parameters, every function no call reached (exports, handlers, dead code). */
    private drainFunctions;
    emit(b: BehaviourInput, node: Node, once?: string): void;
    emitAt(b: BehaviourInput, start: number, end: number, once?: string): void;
    /**
     * The default export of a configuration module whose values are commands (`UnitSpec.commandModule`):
     * each command string it holds — in a list, under a key, or returned by a function, called here with the
     * staged files as an unknown list — is handed to the shell analyzer at the export.
     */
    exported(v: JsVal, node: Node): void;
    /** Hands nested code to its language's analyzer (once per place and text). */
    embed(lang: 'shell' | 'powershell' | 'javascript', code: string, node: Node, exact: boolean): void;
}
