import type { BehaviourOf } from '../../analysis/facts.js';
import type { LaunchPoint } from '../../model/launch.js';
/**
 * Code a launch point runs from the working folder (src/analysis/code/shell/handlers/workspace-runs.ts).
 * The runtime starts hooks and MCP servers in the user's open project, so what runs is whatever the
 * repository the user opened holds at that path, not code of the skill or plugin. Who owns the launch
 * point decides what that means: a project's own hook (its `.claude/settings.json`, its `.mcp.json`, a
 * skill or command kept in its `.claude/` folder) running its own script is the project's choice, made by
 * whoever writes the repository and accepted when the user trusts it — nothing to report beyond the hook.
 * A plugin's hook, or a skill's shipped for other repositories, runs that path in every repository the
 * user opens, with no trust prompt for the project: a repository that plants the file has it run on an
 * event no one acts on (high).
 */
/** The launch point belongs to the project it runs in: its own settings, MCP config or `.claude/` files. */
export declare function projectOwned(p: LaunchPoint): boolean;
/** The verdict on one workspace run: reported only where the launch point is not the project's own. */
export declare function workspaceVerdict(b: BehaviourOf<'workspace-run'>): {
    severity: 'high' | 'low';
    what: string;
    workspace: true;
};
