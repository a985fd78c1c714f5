import type { HooksFile } from './skill.js';
/**
 * The `env` of a project's Claude Code settings (`.claude/settings.json`, `settings.local.json`): the
 * runtime sets these variables for every command the agent runs in the project, so a shell script there
 * sees them (a journal sink or mirror URL kept in settings, used as `$SINK` by the script). Secret-named
 * variables are left out: the script's `$GITHUB_TOKEN` stays the environment's secret, not a literal.
 */
export interface ProjectEnv {
    /** The project folder (`''` for the scanned root), without a trailing slash. */
    root: string;
    vars: Readonly<Record<string, string>>;
}
export declare function projectEnvs(files: readonly HooksFile[]): ProjectEnv[];
/** The variables the projects holding `path` set (outer projects first, so an inner one wins). */
export declare function envFor(path: string, envs: readonly ProjectEnv[]): Record<string, string> | undefined;
