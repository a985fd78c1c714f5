import type { Endpoint, Lang } from '../../facts.js';
import type { ImportedName } from '../../facts-modules.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { PyNode as Node } from './ast.js';
import { type PV } from './pv.js';
/**
 * The state of one Python unit's analysis: scopes, definitions, bounds, and the behaviour buffer.
 *
 * Scoping is deliberately simple (the brief allows one namespace per module): a module namespace, one
 * frame per function being analysed (parameters and locals), and attribute stores keyed by class
 * (`Client.base_url` for `self.base_url = …`) or by the dotted expression (`cfg.url`).
 *
 * A function body may be analysed several times (once per call site with known arguments, bounded), so
 * behaviours are buffered and merged by site: the same call seen twice is one behaviour, keeping the
 * most informative values. They are emitted in source order at the end: output is deterministic.
 */
export declare const LIMITS: {
    /** Expression and statement visits per unit (hostile input, function re-analysis). */
    maxSteps: number;
    /** Nesting of expressions and statements the evaluator descends (5,000-deep parentheses). */
    maxDepth: number;
    /** Local function calls analysed at once (recursion through helpers). */
    maxCallDepth: number;
    /** Call-site analyses of one function body with bound arguments. */
    maxAnalysesPerFunction: number;
    /** Distinct embedded snippets per call site. */
    maxEmbedsPerSite: number;
};
export interface FnDef {
    /** `name` or `Class.name`. */
    key: string;
    node: Node;
    cls?: string;
    analyses: number;
    lastReturn?: PV;
}
export interface ClassDef {
    name: string;
    bases: string[];
    attrs: Map<string, PV>;
    /** Annotated fields in order (`kind: str`), which a dataclass or NamedTuple takes as its constructor's parameters. */
    fields?: string[];
}
interface Frame {
    vars: Map<string, PV>;
    globals: Set<string>;
    returns: PV[];
    /** Values a generator function yields (bounded): what iterating its result gives. */
    yields: PV[];
    /** A comprehension's frame: names not bound here are looked up in the enclosing frame. */
    transparent: boolean;
    cls?: string;
}
/**
 * A call as handlers see it: the callee's qualified name and value, the evaluated arguments and where
 * they stand in the source.
 */
export interface Call {
    node: Node;
    /** Normalised qualified name (`subprocess.run`), or '' when the callee has none. */
    name: string;
    callee: PV;
    /** The object of a method call (`s` in `s.connect(…)`). */
    self?: PV;
    selfNode?: Node;
    args: PV[];
    kwargs: Map<string, PV>;
    /** Positional argument nodes, for locating evidence and embedded code. */
    argNodes: Node[];
    /** `*args` / `**kwargs` that could not be spread: their taints still flow. */
    rest: PV[];
}
export type Handler = (ctx: Ctx, call: Call) => PV | undefined;
/**
 * The evaluator's entry points, handed to the modules it recurses through instead of imported by them:
 * an expression holds a call, a call runs a function defined in the unit, whose body holds expressions
 * (and operators, lambdas). Handing them in keeps those modules free of import cycles; index.ts wires
 * the real functions.
 */
export interface Evaluator {
    /** An expression's value (evaluate.ts `evalExpr`). */
    expr(ctx: Ctx, node: Node | null | undefined): PV;
    /** A call expression's value (calls.ts `evalCall`). */
    call(ctx: Ctx, node: Node): PV;
    /** A function defined in the unit, run with the call's arguments bound (walker.ts `callFunction`). */
    callFunction(ctx: Ctx, callee: PV, call: Call): PV;
    /** A lambda's body, analysed where it is defined (walker.ts `analyzeLambda`). */
    lambda(ctx: Ctx, node: Node): void;
}
export declare class Ctx {
    readonly unit: UnitHandle;
    readonly text: string;
    readonly evaluator: Evaluator;
    readonly module: Map<string, PV>;
    readonly frames: Frame[];
    readonly functions: Map<string, FnDef>;
    readonly classes: Map<string, ClassDef>;
    /** Attribute stores on non-class objects, keyed by dotted expression (`cfg.url`). */
    readonly attrs: Map<string, PV>;
    readonly starModules: string[];
    /** Names imported from modules that may be files of the skill, by qualified ref (`.lib.collect`). */
    readonly importedNames: Map<string, ImportedName>;
    /** Modules imported whole that may be files of the skill, by qualified ref → dotted name. */
    readonly importedModules: Map<string, string>;
    /** Paths that received downloaded bytes, and the URL they came from. */
    readonly downloaded: Map<string, string>;
    /**
     * Paths a copy filled with another file's text (`shutil.copy(".../defaults.py.bak", live)`), and the
     * path copied: what later reads or runs the copy reads or runs that file.
     */
    readonly copiedFrom: Map<string, string>;
    /** `sys.path` entries that hold downloaded code, and the URL it came from (loaders.ts). */
    readonly importRoots: Map<string, string>;
    /** Evidence for a reverse shell: sockets connected, their descriptors duplicated, a shell started. */
    readonly reverse: {
        endpoint?: PV;
        dup2?: [number, number];
        shell?: [number, number];
        how?: string;
    };
    /** Where module-level SDKs send, by SDK, once configured (`sentry_sdk.init(dsn=…)`; sdk-channels.ts). */
    readonly sdkEndpoints: Map<string, Endpoint>;
    /**
     * Set while an expression whose file reads keep no secret is evaluated (digest-reads.ts, presence-tests.ts):
     * the reads it emits say so (`only`, or `probe` for a presence test, on the read behaviour).
     */
    readsOnly: 'digest' | 'metadata' | 'presence' | undefined;
    /** A browser was launched on the user's profile or a copy of it (browser-profiles.ts). */
    profileLaunched: boolean;
    /** The last bytes copied towards executable memory (ctypes buffers, memmove). */
    shellcode: PV | undefined;
    steps: number;
    depth: number;
    callDepth: number;
    boundHit: boolean;
    private readonly pending;
    /** The destinations read so far at each request site (see `destinationKey`). */
    private readonly destinations;
    private readonly embeds;
    private seq;
    constructor(unit: UnitHandle, text: string, evaluator: Evaluator);
    /** Counts one visit; false once the step bound is hit (the caller returns an unknown). */
    step(): boolean;
    get frame(): Frame | undefined;
    /** Innermost binding: comprehension frames see through to the function around them. */
    lookup(name: string): PV | undefined;
    bind(name: string, value: PV): void;
    /**
     * A container changed in place (`HANDLERS.append(fn)`, `REGISTRY[key] = fn`): the change lands where
     * the name is bound — a module-level registry filled from inside a function stays filled.
     */
    rebind(name: string, value: PV): void;
    pushFrame(cls?: string, transparent?: boolean): Frame;
    /** A `yield` in the function being analysed (comprehension frames see through to it). */
    yielded(value: PV): void;
    popFrame(): void;
    /** A method of a class defined in this file, searching its bases (bounded). */
    method(cls: string, name: string): FnDef | undefined;
    classAttr(cls: string, name: string): PV | undefined;
    /**
     * Buffers a behaviour at a node. The same site (kind, span, discriminator) seen again keeps whichever
     * version carries more information (a call-site analysis with known arguments beats the unknowns).
     */
    emit(b: BehaviourInput, at: Node | [number, number], discriminator?: string): BehaviourInput;
    /**
     * A request helper called with several URLs (`post(OPENAI, …)` then `post(LEDGER, …)`) sends to each of
     * them: one reading per destination, so a second host is judged on its own and never hidden behind the
     * legitimate one (what goes to the issuer says nothing of what goes elsewhere). Beyond the bound, the
     * first destination's reading absorbs the rest, as every site did before.
     */
    private destinationKey;
    /** Nested code (a shell command, decoded Python) analysed after this unit, deduplicated by site. */
    embed(lang: Lang, code: string, at: Node): void;
    /** Emits everything buffered, in source order, then the nested units. */
    flush(): void;
    /** A name that is not bound anywhere: a builtin or a name from a `from m import *`. */
    unbound(name: string): PV;
}
export {};
