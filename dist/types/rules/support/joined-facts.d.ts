import type { FileFacts } from '../../analysis/extract.js';
import type { RuleContext } from '../types.js';
/**
 * A file's facts with what flows across modules merged in (src/model/module-flows.ts): a token another
 * module returned (`getTokens()`) is in the credentials of the call that sends it. Rules that ask what
 * runs with a file (a way out for a read, what a hook's scripts do) read these, so a send is judged by
 * what it carries wherever that was read. The join is imported only for files with module records, as
 * support/behaviour.ts does (the Action loads the code analyzers' helpers only once a scan has code).
 */
export declare function joinedFacts(ctx: RuleContext, path: string, facts: FileFacts): Promise<FileFacts>;
/** The same for every file of a scope (support/closure.ts `runTogetherFacts`). */
export declare function joinedScope(ctx: RuleContext, scope: ReadonlyArray<{
    path: string;
    facts: FileFacts;
}>): Promise<Array<{
    path: string;
    facts: FileFacts;
}>>;
