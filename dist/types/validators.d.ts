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
/** The named validator of a generated module (loaded once per process). */
export declare function generatedValidator<M extends keyof Modules>(module: M, name: Modules[M]): Validator;
export {};
