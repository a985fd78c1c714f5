import type { FileFacts } from '../../analysis/extract.js';
import type { Assignment } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Cross-file joins inside one closure (docs/facts.md "Data flow … across files of one closure"): the
 * files that share an entry point with a given file, their facts, and where a variable left unresolved
 * in one script is assigned in another (a URL kept in a sourced `defaults.sh`).
 */
/** Every file in a closure that reaches `path` (the file itself included), sorted, with its facts. */
export declare function closureFacts(ctx: RuleContext, path: string): Promise<Array<{
    path: string;
    facts: FileFacts;
}>>;
/** Where the named variables are assigned in the closure, as related locations (at most one each). */
export declare function assignmentsOf(ctx: RuleContext, path: string, vars: readonly string[]): Promise<Array<Location & {
    assignment: Assignment;
}>>;
