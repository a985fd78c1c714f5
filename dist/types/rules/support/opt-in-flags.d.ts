import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
/** A high change the user asks for by an option is theirs to choose: low, and critical one step lower. */
export declare const OPTED_IN: Readonly<Record<Severity, Severity>>;
/** `base` for a change in a shell script, lowered when the script makes it only under a user's option. */
export declare function optInGrade(ctx: RuleContext, loc: Located, base: Severity): Promise<{
    base: Severity;
    why: string;
}>;
/**
 * A change a shell script makes only under one of its subcommands (`case "$1" in setup) setup_hooks ;;`),
 * when no file on a chain that reaches the script — the SKILL.md, a document it links, a hook command, a
 * script that runs it — passes that word: the agent runs the script for its other commands, and the user
 * types `deploy-hooks.sh setup` in a terminal. Graded as a change behind a user's option (OPTED_IN).
 */
export declare function lowerOptedIn(ctx: RuleContext, loc: Located, j: {
    severity: Severity;
    why: string;
}): Promise<void>;
