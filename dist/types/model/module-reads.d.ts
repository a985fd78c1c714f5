import type { Behaviour, SecretClass, Value } from '../analysis/facts.js';
import type { FlowRole, ImportedName, ModuleFacts } from '../analysis/facts-modules.js';
/**
 * Reads across modules (docs/facts.md "Across modules"): one module's function returns a path
 * (`Path(os.environ.get("KUBECONFIG", "~/.kube/config"))`), another reads it (`store_path().read_text()`).
 * The reader records the read (module-summary.ts `read`) and marks what it read as that file's contents;
 * the callee's summary keeps the returned paths that name a secret store (`paths`, an override's default
 * included). Joined here, the pair is what one file holding both would have produced: a `read` of the
 * store at the reader's line, and contents tainted `secret` wherever they flow.
 */
/** What calling an imported function returns, as module-flows.ts resolves it. */
export interface ReturnedPath {
    paths: readonly string[];
    via: NonNullable<Behaviour['across']>;
}
export type ResolvePath = (name: ImportedName) => Promise<ReturnedPath | undefined>;
/** The first secret store the returned path may name. */
export declare function storeOf(r: ReturnedPath | undefined): {
    path: string;
    cls: SecretClass;
} | undefined;
/** The contents of the store, as a file read in one piece would taint them. */
export declare function storeContents(store: {
    path: string;
    cls: SecretClass;
}): Value;
/** A `read` of the store for each recorded read of a path an imported function returned (bounded). */
export declare function storeReads(modules: ModuleFacts, resolve: ResolvePath): Promise<Behaviour[]>;
/** The behaviour with `extra`'s taints merged into its `role` value. */
export declare function withFlow(b: Behaviour, role: FlowRole, extra: Value, via: Behaviour['across']): Behaviour;
