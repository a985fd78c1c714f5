import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ErrorObject } from 'ajv';

/**
 * JSON-schema validators compiled by `npm run gen` (scripts/gen-validators.mjs) into
 * `generated/<module>.cjs` beside this module — `src/generated/` in the source, `dist/generated/` and
 * `dist/lib/generated/` beside the bundles (scripts/bundle.mjs copies them). Compiling a schema at run time
 * cost ~250 ms (configuration) and ~60 ms (hooks) of every run that needed it; these are Ajv's own
 * standalone output for the same schemas and options, so they answer and word errors the same way.
 *
 * Loaded with require() on first use, not imported: the configuration validator is 340 KB, and most runs
 * never read a configuration file.
 */

/** True when the data is valid; otherwise `errors` says why. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

type Modules = {
  'config-validator': 'validateConfig';
  'hooks-validator': 'hooksMap' | 'pluginHooksFile';
  'org-report-validator': 'validateOrgReport';
};

const requireHere = createRequire(import.meta.url);
const loaded = new Map<string, unknown>();

/** The named validator of a generated module (loaded once per process). */
export function generatedValidator<M extends keyof Modules>(module: M, name: Modules[M]): Validator {
  let exports = loaded.get(module);
  if (!exports) {
    const file = `./generated/${module}.cjs`;
    try {
      exports = requireHere(file) as unknown;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw e;
      // A bundle that inlines skillscan must carry the folder along, as it carries the grammars.
      throw new Error(
        `skillscan: the compiled schema validator ${file} is missing beside ${fileURLToPath(import.meta.url)}; copy dist/generated/ (dist/lib/generated/ for the library) next to the bundle, or run npm run gen in a source checkout`,
      );
    }
    loaded.set(module, exports);
  }
  const fn = (exports as Record<string, Validator | undefined>)[name];
  if (typeof fn !== 'function')
    throw new Error(`generated/${module}.cjs has no validator '${name}': run npm run gen`);
  return fn;
}
