import type { Value } from '../facts.js';
/**
 * The output of a token printer, when `program` and its `words` (space-joined, after the program) are
 * one: a secret of class `cli-login-token` carrying the variable that names the vendor.
 */
export declare function cliTokenOutput(program: string, words: string): Value | undefined;
/** The programs `cliTokenOutput` knows. */
export declare const CLI_TOKEN_PROGRAMS: readonly string[];
