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
/**
 * The files that run together with `path`, with their facts: the closures of the entry points that own
 * it, and the launch files of their plugins, which the runtime runs in the same session. An entry owns
 * the file when its chain to it crosses no other entry point (the skill that ships a script, not a hub
 * document that links every skill) and does not end in another plugin's folder: installing one plugin
 * brings none of another's files, however its documents link them. With no owner, the file runs with
 * its own plugin's launch files alone. A skill that links another skill's document does take that skill
 * along (its closure holds it).
 */
export declare function runTogetherFacts(ctx: RuleContext, path: string): Promise<Array<{
    path: string;
    facts: FileFacts;
}>>;
/** Where the named variables are assigned in the closure, as related locations (at most one each). */
export declare function assignmentsOf(ctx: RuleContext, path: string, vars: readonly string[]): Promise<Array<Location & {
    assignment: Assignment;
}>>;
