import { type Judged } from './command-runners.js';
/** Judges one permission rule (`Bash`, `Bash(curl *)`, `Write(~/.bashrc)`, `WebFetch`). */
export declare function judgeToolRule(rule: string): Judged | undefined;
/**
 * The one command a Bash rule without a wildcard approves (`Bash(node -e "…")` approves that line and no
 * other), with the backslashes Claude Code writes before parentheses in a rule removed; undefined for any
 * rule with a `*` in it and for other tools.
 */
export declare function exactCommandOf(rule: string): string | undefined;
