import type { SecretClass } from './facts-values.js';
/**
 * The secret stores a path can name, most specific first (src/analysis/paths.ts `secretOf` tests a normalised
 * path against them): kept apart from the write classes so each list has room to grow.
 */
interface SecretPattern {
    re: RegExp;
    cls: SecretClass;
    label: string;
}
/** Most specific first. Tested against a normalised path (see `normalizeHome`). */
export declare const SECRET_PATTERNS: SecretPattern[];
export {};
