import type { RuntimeId, Scope } from '../discovery/runtimes/index.js';
import type { Region } from '../findings.js';
import type { WalkProblemKind } from '../source/walk.js';
import type { TextFile } from './files.js';
import type { Frontmatter } from './frontmatter.js';
import type { JsonDoc } from './positions.js';
/** Runtime ids and scopes are defined with the runtime profiles (src/discovery/runtimes/). */
export type { RuntimeId, Scope };
/** A Markdown file with frontmatter that a runtime loads: a skill, a legacy command, or a subagent. */
export type DocKind = 'skill' | 'command' | 'agent';
export interface Invocation {
    runtime: RuntimeId;
    /** What the user types or the model calls: `deploy`, `my-plugin:deploy`, `apps/web:deploy`. */
    name: string;
    scope: Scope;
    /** The path this invocation was discovered through. */
    via: string;
}
export interface SkillDoc {
    kind: DocKind;
    /** The path shown in findings: the first non-link path that reaches the file. */
    path: string;
    /** Canonical real path; two records with the same one are the same skill. */
    real: string;
    /** Every path the file was found through (symlinked folders give several). */
    paths: string[];
    /** The skill folder (for a skill) or the file's folder (command, agent). */
    dir: string;
    /** The folder name (skill) or file name without `.md` (command, agent). */
    folderName: string;
    scope: Scope;
    runtimes: RuntimeId[];
    invocations: Invocation[];
    /** Root of the plugin this entry belongs to, if any. */
    plugin?: string;
    /** False for `skill.md` / `Skill.md`: no runtime loads a file not named exactly SKILL.md. */
    fileNameExact: boolean;
    file: TextFile;
    frontmatter: Frontmatter;
    /** Offset in `file.text` where the Markdown body starts, and its 1-based line. */
    bodyStart: number;
    bodyStartLine: number;
}
/** The body text of an entry (everything after the frontmatter). */
export declare function bodyOf(doc: SkillDoc): string;
/** The frontmatter `name` when it is a non-empty string. */
export declare function declaredName(doc: SkillDoc): string | undefined;
export interface PluginInfo {
    root: string;
    /** The plugin's name: manifest `name`, else the folder name. */
    name: string;
    manifestPath?: string;
    manifest?: JsonDoc;
    /** Marketplace files that list this plugin. */
    listedIn: string[];
    runtimes: RuntimeId[];
}
export interface MarketplaceInfo {
    path: string;
    doc: JsonDoc;
    /** Plugin roots it lists with a local `source` path. */
    pluginRoots: string[];
    /** The runtimes that read a marketplace file at this place. */
    runtimes: RuntimeId[];
}
/** A JSON file that declares hooks: a plugin's hooks file or a settings file. */
export interface HooksFile {
    kind: 'plugin-hooks' | 'settings';
    path: string;
    doc: JsonDoc;
    plugin?: string;
    scope: Scope;
    /**
     * Loaded only by runtimes whose hook format is not modelled (runtimes/types.ts `hooksUnmodelled`): the
     * commands are launch points like any other, the file's shape is not checked against Claude Code's.
     */
    unmodelled?: true;
    /**
     * Not at a place the runtime reads, but put there by a script, recipe or step of the repository
     * (src/discovery/written-config.ts): read as the runtime file it becomes.
     */
    written?: WrittenInto;
}
/** Where a repository's writer puts a file's content: the runtime file and the line that writes it. */
export interface WrittenInto {
    /** The runtime file as written (`~/.claude/settings.json`, `.codex/config.toml`). */
    target: string;
    /** The runtime file relative to its root folder (`.claude/settings.json`). */
    place: string;
    runtime: string;
    /** In the user's home folder (every project of the user), or a project's. */
    home: boolean;
    /** The line of the writer that names the target. */
    writer: {
        path: string;
        region: Region;
    };
    how: 'link' | 'copy' | 'merge' | 'append' | 'write';
    /** A dotfiles repository's own script (not a skill's) putting its owner's file in the home folder. */
    dotfiles?: true;
    /** The writer does it only under an option the user passes (`--fast`). */
    optIn?: true;
}
/** Something the model could not read or see fully; always turned into a finding. */
export interface Blindspot {
    kind: WalkProblemKind | 'unreadable' | 'truncated';
    path: string;
    detail: string;
    /** For a link out of the root: what it points at, as written in the link. */
    target?: string;
}
/**
 * The files of the skill folders (`filesUnder` each document's folder), each once, in path order: what the
 * reference graph reads to find references, and what the fact workers are given while it does.
 */
export declare function skillFolderFiles(skills: readonly SkillDoc[], files: {
    filesUnder(dir: string): readonly {
        path: string;
    }[];
}): string[];
