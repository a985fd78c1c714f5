import type { RuntimeId } from '../model/skill.js';
/**
 * What each runtime loads, as data (../shared/docs/skills.md §1.6, §2.1, §3). Adding a runtime or a
 * folder is a change here only.
 */
export interface RuntimeProfile {
    id: RuntimeId;
    name: string;
    /** Skill roots relative to the project root (and, for runtimes that walk, to any folder below it). */
    projectDirs: string[];
    /** Skill roots relative to the user's home (dotfiles repositories). */
    userDirs: string[];
    /** Skill roots of an administrator / managed installation, relative to the filesystem root. */
    managedDirs: string[];
    /** How many folder levels below a skill root a SKILL.md may sit (1 = `<root>/<name>/SKILL.md`). */
    maxSkillDepth: number;
    /** Loads `<subdir>/<projectDir>` when working below `<subdir>` (nested skills). */
    loadsNested: boolean;
    /** The invocation name comes from the folder (Claude Code) or from frontmatter `name`. */
    invokedBy: 'folder' | 'name';
    /** Reads `.claude-plugin` plugins. */
    readsClaudePlugins: boolean;
}
export declare const PROFILES: readonly RuntimeProfile[];
export declare function profile(id: RuntimeId): RuntimeProfile;
/** Skill roots that only appear in home directories: finding one means the repository is a dotfiles tree. */
export declare const USER_ONLY_DIRS: readonly string[];
/** Where Claude Code reads legacy commands, subagents and settings with hooks (project layout). */
export declare const CLAUDE_COMMAND_DIR = ".claude/commands";
export declare const CLAUDE_AGENT_DIR = ".claude/agents";
export declare const CLAUDE_SETTINGS_FILES: string[];
export declare const PLUGIN_MANIFESTS: ReadonlyArray<{
    path: string;
    runtimes: RuntimeId[];
}>;
export declare const MARKETPLACE_FILES: ReadonlyArray<{
    path: string;
    runtimes: RuntimeId[];
}>;
/** The name of a skill's bundled Codex interface file. */
export declare const CODEX_OPENAI_YAML = "agents/openai.yaml";
