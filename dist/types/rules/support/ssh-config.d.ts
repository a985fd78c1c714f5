import type { Value } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/** The keyword that makes ssh run a command, for the message; undefined when the text names none. */
export declare function sshCommandKeyword(v: Value | undefined): string | undefined;
/**
 * The base severity of an SSH configuration write: a command ssh runs on every connection is high; text
 * nobody can read here (computed, copied from elsewhere) medium; literal host blocks low.
 */
export declare function sshConfigWrite(v: Value | undefined): {
    base: Severity;
    why: string;
};
