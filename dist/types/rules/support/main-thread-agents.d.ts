import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
/**
 * Agents a settings file makes the main conversation: a plugin's root `settings.json` `{"agent": "lead"}`
 * (docs/skills.md §2.7: the only other key Claude Code reads there) and a project settings file's `agent`
 * key. That agent's body is then the system prompt of every session with the plugin enabled or in the
 * project, not a subagent prompt the parent reads first, so what it tells the agent about approvals or what
 * to leave out of a summary is read as the runtime's own instruction. Keyed by the agent file's path, with
 * the setting as the location to show beside it.
 */
export declare function mainThreadAgents(ctx: RuleContext): Promise<Map<string, Location>>;
