import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Whether a file is run, not only shipped: a hook, MCP server, status line or `!` dynamic context names
 * it (it runs with no one typing anything), or a script or a command the text tells the agent to run
 * names it. Found from the reference graph's edges (hook commands, sourced and interpreted scripts) and
 * from the code units of every file in the closures that reach it (a fenced `./bin/helper --init` makes
 * no reference edge, but it is a command).
 */
export interface RunSite {
    how: 'launch' | 'command';
    /** Where it is run from. */
    at: Location;
}
/** True when `text` names `base` as the last segment of a path (`./bin/helper`, `"$DIR/helper"`). */
export declare function namesAsPath(text: string, base: string): boolean;
/**
 * A run of the file through the reference graph only (a hook, a sourced script, a tool that reads it as
 * its configuration: `act` and a workflow): a path merely named in inline code does not run a workflow.
 */
export declare function edgeRunSite(ctx: RuleContext, path: string): Promise<RunSite | undefined>;
/** How the file at `path` is run, strongest first (`launch` over `command`), or undefined. */
export declare function runSite(ctx: RuleContext, path: string): Promise<RunSite | undefined>;
