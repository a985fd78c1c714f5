import type { Region } from '../findings.js';
import type { Value } from './facts-values.js';
/**
 * Facts for flows across the modules of a skill (docs/facts.md "Across modules"): per-file summaries the
 * code analyzers record (src/analysis/code/module-summary.ts), joined after extraction
 * (src/model/module-flows.ts). Plain data, like every fact.
 */
/** A file a joined behaviour's flow passes through, located (a related location in findings). */
export interface Across {
    path: string;
    at?: Region;
    note: string;
}
/** Which value of a behaviour a flow reaches: `send` data, `execute` code, `write` content or target. */
export type FlowRole = 'data' | 'code' | 'content' | 'target' | 'credentials';
/** A function (`name`, or `Class.name` for a method) as a caller in another file sees it. */
export interface FunctionSummary {
    name: string;
    /** Where it is defined (its name). */
    at?: Region;
    /** A module-level name for the interpreter's own code runner (`run = getattr(builtins, 'exec')`). */
    runs?: string;
    /** What it returns, when that carries taints (secret class and origin kept). */
    returns?: Value;
    /** Paths naming a secret store that the returned value may be (an override's default included). */
    paths?: string[];
    /** Imported functions (`module`, `name`) whose result it returns: a wrapper, resolved by the join. */
    returnsFrom?: ImportedName[];
    /**
     * Behaviours of this file a parameter's value reaches (`param` counts from 0, `self` included);
     * `called`: what calling the parameter returns reaches it (a registry that runs the handlers it keeps).
     */
    sinks?: Array<{
        param: number;
        role: FlowRole;
        behaviour: number;
        called?: boolean;
    }>;
}
/** A name imported from a module of the skill: the specifier as written (`./lib.js`, `.helpers`, `helpers`). */
export interface ImportedName {
    module: string;
    name: string;
}
/** A call to an imported function, with the values passed (bounded) and where the call is. */
export interface ImportedCall extends ImportedName {
    unit: number;
    at: Region;
    args: Value[];
    /** Arguments that hold what another imported function returned (`track(ctx())`): resolved by the join. */
    argsFrom?: Array<ImportedName & {
        arg: number;
    }>;
    /**
     * Arguments that are functions of this file (a handler handed to a registry): `fn` names its summary,
     * or `returns` is what it returned where it was passed (an inline callback).
     */
    argsFn?: Array<{
        arg: number;
        fn?: string;
        returns?: Value;
    }>;
}
/** A behaviour of this file whose `role` value is (part of) what an imported function returned. */
export interface ImportedFlow extends ImportedName {
    behaviour: number;
    role: FlowRole;
    /** The value is the contents of the file at the path the function returned, not the path. */
    read?: true;
}
export interface ModuleFacts {
    lang: 'python' | 'javascript' | 'go';
    /**
     * A Go file's package (its `package` clause): a name the file calls but does not define is a function of
     * another file of the same folder and package, or (`module` set) of a package of its own module.
     */
    pkg?: string;
    summaries: FunctionSummary[];
    calls: ImportedCall[];
    flows: ImportedFlow[];
    /** Reads of the path an imported function returned (`store_path().read_text()`), with where and what. */
    reads?: Array<ImportedName & {
        unit: number;
        at: Region;
        evidence: string;
    }>;
    /** Names this module binds by importing them (`from .a import f`, `export { f } from './a.js'`). */
    reexports: Array<ImportedName & {
        as: string;
    }>;
}
