import type { Value } from '../facts.js';
/**
 * The output of a token printer, when `program` and its `words` (space-joined, after the program) are
 * one: a secret of class `cli-login-token` carrying the variable that names the vendor, and the command as
 * shown in messages.
 */
export declare function cliTokenOutput(program: string, words: string): {
    value: Value;
    command: string;
} | undefined;
/** The programs `cliTokenOutput` knows. */
export declare const CLI_TOKEN_PROGRAMS: readonly string[];
