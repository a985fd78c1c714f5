import { concat } from '../analysis/code/values.js';
import type { Behaviour, SecretClass, Value } from '../analysis/facts.js';
import type { FlowRole, ImportedName, ModuleFacts } from '../analysis/facts-modules.js';
import { normalizeHome, secretOf } from '../analysis/paths.js';

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
export function storeOf(r: ReturnedPath | undefined): { path: string; cls: SecretClass } | undefined {
  for (const path of r?.paths ?? []) {
    const hit = secretOf(normalizeHome(path));
    if (hit) return { path, cls: hit.cls };
  }
  return undefined;
}

/** The contents of the store, as a file read in one piece would taint them. */
export function storeContents(store: { path: string; cls: SecretClass }): Value {
  return {
    text: `\${contents of ${store.path}}`,
    literal: false,
    taints: ['file', 'secret'],
    secret: store.cls,
    from: store.path,
  };
}

/** A `read` of the store for each recorded read of a path an imported function returned (bounded). */
export async function storeReads(modules: ModuleFacts, resolve: ResolvePath): Promise<Behaviour[]> {
  const out: Behaviour[] = [];
  for (const read of (modules.reads ?? []).slice(0, 32)) {
    const r = await resolve(read);
    const store = storeOf(r);
    if (!r || !store) continue;
    out.push({
      kind: 'read',
      target: { text: store.path, literal: false, taints: [] },
      secret: store.cls,
      unit: read.unit,
      at: read.at,
      evidence: read.evidence,
      key: `read:${store.cls}:${read.module}#${read.name}`,
      across: r.via,
    });
  }
  return out;
}

/** The behaviour with `extra`'s taints merged into its `role` value. */
export function withFlow(b: Behaviour, role: FlowRole, extra: Value, via: Behaviour['across']): Behaviour {
  const own = (b as unknown as Record<string, Value | undefined>)[role];
  const merged = own ? concat([own, extra]) : extra;
  // The text stays the caller's (what the code shows); the origin is the other module's.
  const value: Value = { ...merged, text: own?.text ?? merged.text, literal: false };
  return { ...b, [role]: value, across: [...(b.across ?? []), ...(via ?? [])] } as Behaviour;
}
