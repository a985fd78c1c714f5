import type { Behaviour } from '../analysis/facts.js';
import type { ModuleFacts } from '../analysis/facts-modules.js';
import type { ScanModel } from './model.js';
/**
 * Flows across the modules of a skill (docs/facts.md "Across modules"). Extraction summarises each file
 * alone (src/analysis/code/module-summary.ts): what its functions return, which sink each parameter
 * reaches, which imported functions it calls and where their results go. Here, after extraction, a
 * caller's records meet the callee's summary, found by resolving the import as the runtimes do (Python
 * packages and the script's folder, JavaScript specifiers as `jsModuleCandidates` reads them). The
 * result is the behaviour the single-file analysis would have produced had both halves been in one file:
 * a `send` whose data is the secret another module returned, or the sink another module holds reached
 * with this file's secret. Bounded: three modules deep, cycles cut, a fixed number of records per file.
 */
/** What the join adds to one file's behaviours. */
export interface JoinedBehaviours {
    /** Behaviours of the file, by index, with what an imported result carried merged in. */
    replaced: ReadonlyMap<number, Behaviour>;
    /** Sinks in another module reached with this file's values (located at the call). */
    added: readonly Behaviour[];
}
export declare function joinedBehaviours(model: ScanModel, path: string): Promise<JoinedBehaviours>;
/** The repository file an import names, seen from `from`. */
export declare function resolveModule(model: ScanModel, from: string, lang: ModuleFacts['lang'], spec: string): string | undefined;
