import type { FileFacts } from '../../analysis/extract.js';
import type { Behaviour, BehaviourKind, BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
type Located = {
    path: string;
    b: Behaviour;
    unit: CodeUnit;
    facts: FileFacts;
};
/** The key prefix of a download written where another launch point runs it (the rule words it so). */
export declare const PRODUCED_RUN = "produced:run:";
/** What other launch points run of what the program at `path` writes (once per program per scan). */
export declare function producedRuns<K extends BehaviourKind>(ctx: RuleContext, path: string, facts: FileFacts, kinds: readonly K[]): Promise<Array<Located & {
    b: BehaviourOf<K>;
}>>;
export {};
