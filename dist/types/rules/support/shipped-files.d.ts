import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Files a skill only ships: reached through the skill's own folder (one `skill-folder` hop, since the
 * runtime may read any file there) and by no chain of references without such a hop. No text the agent
 * loads names them (SKILL.md, a file it links or names, a file those name …), no launch point prints or
 * runs them (a hook's `cat`, a `!` line, a script a hook starts), no command in reach runs them: the
 * labelled payloads of a detector's test corpus (`corpus/override-01.txt`) that only its own test suite
 * reads, whatever the folder is called. Text in them is not in the agent's context when the skill loads:
 * at most a low "shipped sample". A file a hook prints, a script a loaded text runs, or a sample the skill's
 * text asks to read or apply ("apply the rules in `corpus/overrides.txt`") is reached by such a chain and
 * keeps its grade. Decided by the reference graph only (facts), never by a folder's or a file's name.
 *
 * The walk is the model's load status (src/model/load-status.ts), computed once per scan.
 */
/** Why a finding in a shipped-only file is low, for messages. */
export declare const SHIPPED_WHERE = " (in a file of the skill's folder that no text the agent loads names and no launch point or command in reach prints or runs: shipped, not read into the context)";
/** The severity for evidence in `path`: at most low when the skill only ships the file. */
export declare function shippedCap(ctx: RuleContext, path: string, severity: Severity): Promise<{
    severity: Severity;
    shipped: boolean;
}>;
/** Whether an entry point reaches `path` only through a skill's own folder (src/model/load-status.ts). */
export declare function onlyShipped(ctx: RuleContext, path: string): Promise<boolean>;
