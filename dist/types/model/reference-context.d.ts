import { type RawRef } from '../analysis/references.js';
/**
 * Where a file's references may resolve: its skill folder, its plugin, and whether the repository's root
 * is the project the file runs in (src/model/file-references.ts `resolveRef`).
 */
/** What the builder needs to resolve references from one file. */
export interface FileContext {
    /** Skill folder the file belongs to (deepest), for `${CLAUDE_SKILL_DIR}` and skill-root resolution. */
    skillDir?: string;
    pluginRoot?: string;
    /**
     * Part of a plugin (not the repository's own `.claude/…` project files beside it): installed, it runs
     * with the user's project as the working directory and this repository's root is not there.
     */
    inPlugin?: boolean;
    /** In a collection's skill folder (`skills/x/`, copied into place by whoever installs it). */
    inCollection?: boolean;
}
/**
 * Whether `path` is the repository's own project configuration rather than content of the plugin rooted
 * at `root`: a repository that is itself a plugin keeps `.claude/commands/…` or `.github/…` for the
 * people working on it, and those run with this repository as the project. Manifest folders
 * (`.claude-plugin`, `.codex-plugin`) are the plugin's.
 */
export declare function projectConfigOf(path: string, root: string): boolean;
export declare function isAgentConfigPath(target: string): boolean;
export declare function rootFallback(r: RawRef, target: string, ctx: FileContext): boolean;
