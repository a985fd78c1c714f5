import type { Region } from '../../findings.js';
import type { Behaviour, Lang, Value } from '../facts.js';
import type { ImportedName, ModuleFacts } from '../facts-modules.js';
export declare function paramMarker(fn: string, index: number): string;
export declare function callMarker(module: string, name: string): string;
/** The result of calling a parameter (a handler a registry keeps and runs later). */
export declare function calledMarker(param: string): string | undefined;
/** The contents of the file whose path an imported function returned (`settings.store_path().read_text()`). */
export declare function readMarker(module: string, name: string): string;
/** The imported functions whose returned path the value is (`c` markers), for a read of that path. */
export declare function importedPaths(v: Value): ImportedName[];
/** The contents read from a path an imported function returned: its call markers become read markers. */
export declare function readOfImported(v: Value, from: readonly ImportedName[]): Value;
export declare function moduleMarker(module: string, name: string): string;
export declare function isMarker(v: string): boolean;
export declare function hasMarker(v: Value | undefined): boolean;
/**
 * A value worth recording as a call's argument: it carries taints, or what an imported function
 * returned (the join finds out what that carries).
 */
export declare function carriesFlow(v: Value): boolean;
type Parsed = {
    kind: 'p' | 'r';
    fn: string;
    index: number;
} | {
    kind: 'c' | 'm' | 'f';
    module: string;
    name: string;
};
export declare function parseMarker(m: string): Parsed | undefined;
/** The value with a marker added (the imported binding or call result it stands for). */
export declare function marked(v: Value, marker: string): Value;
/**
 * `kept` with the markers `other` (another reading of the same site) holds in the same fields added: two
 * readings of one function body — alone, and inlined from a caller — mark the same value with different
 * parameters, and each is a flow the join across files must see. Only markers move; text and taints stay
 * the kept reading's.
 */
export declare function withMarkersOf<B extends object>(kept: B, other: B): B;
/** The value without markers, and the markers it held. */
export declare function unmarked(v: Value): {
    value: Value;
    markers: string[];
};
/** The imported module an import binding value names (JavaScript `m` markers). */
export declare function importedBinding(v: Value | undefined): ImportedName | undefined;
/**
 * The imported function whose result the value is (`c` markers), when that function is a plain name
 * (`createStore`, not a method): a method called on it (`createStore(cfg).put(doc)`) is a method of
 * whatever object that function builds, which the join looks up in its module (module-flows.ts).
 */
export declare function importedResult(v: Value | undefined): ImportedName | undefined;
/** The name a method of an imported function's result is recorded under: `createStore().put`. */
export declare function factoryMethodName(fn: string, method: string): string;
/** Collects one file's module facts while its script unit is analysed (src/analysis/code/collector.ts). */
export declare class ModuleRecorder {
    private readonly lang;
    private facts;
    constructor(lang: Lang);
    private get out();
    result(): ModuleFacts | undefined;
    /**
     * Takes the markers out of a behaviour about to be stored as `index`, recording the parameters and
     * imported results they show. Returns the behaviour as rules will see it.
     */
    strip<B extends {
        kind: Behaviour['kind'];
    }>(b: B, index: number, record: boolean): B;
    private note;
    private summary;
    /**
     * What a function returns, when it carries taints or an imported function's result; `alts`, the texts
     * the value may take (`os.environ.get("KUBECONFIG", default)`): those that name a secret store are kept,
     * so a caller in another file that reads the returned path reads that store.
     */
    returns(fn: string, v: Value, at?: Region, alts?: readonly string[]): void;
    call(name: ImportedName, args: readonly Value[], unit: number, at: Region, argsFn?: Array<{
        arg: number;
        fn?: string;
        returns?: Value;
    }>): void;
    /** A read, at `at`, of the path an imported function returned (the join finds the store it names). */
    read(name: ImportedName, unit: number, at: Region, evidence: string): void;
    /** A module-level name bound to the interpreter's code runner (`exec`, `eval`) under another name. */
    runner(name: string, via: string, at?: Region): void;
    /** A Go file's package name: the join looks up calls among the files of the folder with the same one. */
    goPackage(name: string): void;
    reexport(as: string, name: ImportedName): void;
}
export {};
