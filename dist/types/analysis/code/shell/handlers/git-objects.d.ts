import type { Value } from '../../../facts.js';
import type { Cmd } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
/** git plumbing whose output is an object id standing for the content it stores. */
export declare const GIT_PLUMBING: ReadonlySet<string>;
/**
 * The value a git plumbing subcommand prints, or undefined when it is not one of these. `sub` is the
 * subcommand, `rest` its words.
 */
export declare function gitPlumbing(st: ShellState, cmd: Cmd, sub: string, rest: Word[]): Value | undefined;
/** What a push carries beyond the branch history: the values of its refspecs (`$commit:refs/x`). */
export declare function pushedObjects(refspecs: readonly Word[]): Value[];
