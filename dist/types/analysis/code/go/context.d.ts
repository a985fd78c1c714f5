import type { Endpoint, Value } from '../../facts.js';
import type { ImportedName } from '../../facts-modules.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { GV } from './gv.js';
/**
 * The state of one Go file's analysis: the package scope, one frame per function being analysed, the
 * file's functions, methods and types, its imports, bounds, and the behaviour buffer.
 *
 * A function body may be analysed several times (once per call site with known arguments, bounded, then
 * once with unknown parameters), so behaviours are buffered and merged by site: the same call seen twice
 * is one behaviour, keeping the most informative values, emitted in source order at the end.
 */
export declare const LIMITS: {
    /** Expression and statement visits per unit (hostile input, function re-analysis). */
    maxSteps: number;
    /** Nesting of expressions and statements the evaluator descends. */
    maxDepth: number;
    /** Local function calls analysed at once (recursion through helpers). */
    maxCallDepth: number;
    /** Call-site analyses of one function body with bound arguments. */
    maxAnalysesPerFunction: number;
    /** Functions and methods kept per file. */
    maxFunctions: number;
    /** Distinct embedded snippets per call site. */
    maxEmbedsPerSite: number;
};
export interface FnDef {
    /** `name`, or `Type.Method` for a method. */
    key: string;
    node: Node;
    /** The receiver's parameter name, for a method. */
    recv?: string;
    analyses: number;
    /** What the last analysis returned. */
    lastReturn?: GV;
    /** A function literal: the enclosing function's variables where it was written (a closure). */
    captured?: Map<string, GV>;
    /** Analysed once with unknown parameters (for callers in other files). */
    open?: boolean;
    /** What that analysis returned: the function's summary. */
    summary?: GV;
}
interface Frame {
    vars: Map<string, GV>;
    returns: GV[];
    /** Named results (`func f() (out string, err error)`): a bare `return` returns them. */
    results: string[];
}
/** A call as handlers see it: its qualified name, the receiver of a method, the evaluated arguments. */
export interface Call {
    node: Node;
    /** `os.ReadFile`, `net/http.Client.Do`, or '' when the callee has no name the analysis knows. */
    name: string;
    self?: GV;
    selfNode?: Node;
    args: GV[];
    argNodes: Node[];
}
export type Handler = (ctx: Ctx, call: Call) => GV | undefined;
/**
 * The evaluator's mutually recursive entry points, handed to the modules it recurses through instead of
 * imported by them (no import cycle): an expression holds a call, a call runs a function of the file.
 */
export interface Evaluator {
    expr(ctx: Ctx, node: Node | null | undefined): GV;
    call(ctx: Ctx, node: Node): GV;
    /** A function of the file run with the call's arguments bound (the receiver first for a method). */
    callFunction(ctx: Ctx, key: string, args: readonly GV[]): GV;
    /** Stores `value` into an assignable expression (a name, a field, an index, `*p`). */
    assign(ctx: Ctx, target: Node, value: GV, declare: boolean): void;
}
export declare class Ctx {
    readonly unit: UnitHandle;
    readonly text: string;
    readonly evaluator: Evaluator;
    /** The file's `package` name. */
    pkg: string;
    /** Import name in this file → import path (`exec` → `os/exec`, `f` → `fmt` for `import f "fmt"`). */
    readonly imports: Map<string, string>;
    readonly globals: Map<string, GV>;
    readonly frames: Frame[];
    readonly functions: Map<string, FnDef>;
    /** Type names declared in the file (struct types and others). */
    readonly types: Set<string>;
    /** The declared type of each field of the file's struct types. */
    readonly structs: Map<string, Map<string, Node>>;
    /** `//go:embed` variables and the file patterns they hold. */
    readonly embedded: Map<string, string>;
    /** Paths that received downloaded bytes, and the URL they came from. */
    readonly downloaded: Map<string, string>;
    /** Connections dialled: the address text each value read from them carries as its origin. */
    readonly conns: Map<string, {
        endpoint: Endpoint;
        at: [number, number];
    }>;
    /** Walking a range loop's body once per row (walker.ts `forStatement`). */
    unrolling: boolean;
    steps: number;
    depth: number;
    callDepth: number;
    boundHit: boolean;
    private readonly pending;
    private readonly embeds;
    /** Calls into other files, by site: a function analysed twice records its calls once. */
    private readonly calls;
    private seq;
    constructor(unit: UnitHandle, text: string, evaluator: Evaluator);
    /** Counts one visit; false once the step bound is hit (the caller gives up on the node). */
    step(): boolean;
    get frame(): Frame | undefined;
    /** A name of the package scope that an import does not shadow: a variable, constant or function. */
    lookup(name: string): GV | undefined;
    /** `x := v` (or a parameter): a new variable of the innermost function, or of the package. */
    declare(name: string, value: GV): void;
    /** `x = v`: the variable where it is declared; an undeclared name becomes the function's. */
    set(name: string, value: GV): void;
    pushFrame(results?: string[]): Frame;
    popFrame(): void;
    /** The import path an identifier names as a package qualifier, unless a variable shadows it. */
    packageOf(name: string): string | undefined;
    /**
     * Buffers a behaviour at a node. The same site (kind, span, discriminator) seen again keeps whichever
     * version carries more information (a call-site analysis with known arguments beats the unknowns).
     */
    emit(b: BehaviourInput, at: Node | [number, number], discriminator?: string): BehaviourInput;
    /** A command line analysed as shell after this unit, deduplicated by site. */
    embedShell(code: string, at: Node): void;
    /** A call into another file of the package (or module), kept once per site: the most informative. */
    recordCall(name: ImportedName, args: Value[], at: Node): void;
    /** Emits everything buffered, in source order, then the nested units. */
    flush(): void;
}
export {};
