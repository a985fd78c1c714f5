import type { CodeUnit } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
/**
 * Agents started with approvals off from the owner's own runner scripts: a script no hook, command or
 * text in reach runs (a cron job's `claude --print --dangerously-skip-permissions "/auto-triage"`, a
 * worker launcher the user starts from a terminal). Whoever or whatever starts it gets an agent whose every
 * tool call runs without a prompt, but nothing here has the agent start it: **medium**, one step below a
 * script a skill, hook or command runs. (A script no entry point reaches at all is not scanned.)
 */
export declare const OWNER_RUNNER = "in a script no hook, command or text in reach runs (the owner starts it by hand or from a scheduler)";
/**
 * Whether a launch in a reached script is only the owner's runner: a script outside every skill folder and
 * plugin (the repository's own `scripts/`, reached through mentions in notes) that no hook, command or
 * text in reach runs. A skill's own scripts are the skill's to run ("run `scripts/launch.sh`" need not
 * make a run edge), so they keep the grade of a script that runs.
 */
export declare function ownerRunner(ctx: RuleContext, path: string, unit: CodeUnit): Promise<boolean>;
