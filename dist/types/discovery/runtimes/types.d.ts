/**
 * Everything skillscan knows about one agent runtime, in one typed record (one module per runtime in this
 * folder; docs/skills.md §1.6, §2, §3 are the sources). Every field is required: a new runtime that forgets
 * one does not compile. `null` means the runtime's documentation says nothing about it (skillscan then
 * assumes nothing), which is different from an empty list or `false` (documented as absent).
 *
 * This folder is the bottom layer: it imports nothing else from src/, so the model, the configuration,
 * discovery, rules and reports can all read it. No code outside it compares a runtime id with a literal;
 * they read these fields instead (test/architecture/runtime-literals.test.ts).
 */
/** Where a runtime loads an entry from; drives precedence and shadowing. */
export type Scope = 'managed' | 'personal' | 'project' | 'nested' | 'plugin' | 'collection';
export interface RuntimeProfile {
    /** The id used in `.skillscan.yml` (`runtimes:`), `--runtime`, rule docs and output. */
    readonly id: string;
    readonly name: string;
    /** Position in every list and message that names several runtimes (docs/skills.md order). */
    readonly listOrder: number;
    readonly skills: SkillFolders;
    readonly precedence: Precedence | null;
    /** Legacy slash-command files (Claude Code `.claude/commands/*.md`). */
    readonly commands: DocFolder | null;
    /** Subagent files (Claude Code `.claude/agents/**\/*.md`). */
    readonly agents: DocFolder | null;
    /** Settings files that may declare hooks, relative to the project root. */
    readonly settingsFiles: readonly string[] | null;
    /** MCP server configuration files, relative to a project or plugin root, and the key listing the servers. */
    readonly mcpConfigFiles: readonly McpConfigSpec[] | null;
    /** Configuration keys that switch the runtime's sandbox or approvals off, and the user file it loads them from. */
    readonly trustSettings?: TrustSettings;
    readonly plugins: PluginFormat | null;
    readonly frontmatter: FrontmatterRules;
    readonly tools: ToolNames | null;
    /** A per-skill interface file beside SKILL.md (Codex `agents/openai.yaml`). */
    readonly interfaceFile: InterfaceFile | null;
    /** The skill listing the runtime puts in the model's context (null: no budget documented, not simulated). */
    readonly listing: ListingBudget | null;
    /**
     * Output styles: Markdown whose body becomes part of the system prompt of every answer once selected
     * (Claude Code `.claude/output-styles/*.md`, plugin `output-styles/` or manifest `outputStyles`).
     * Absent: the runtime has none.
     */
    readonly outputStyles?: OutputStyleFolders;
    /**
     * Commands kept in a format of their own, which the Markdown loaders of `commands` do not read (Gemini CLI:
     * `.gemini/commands/**\/*.toml`, in the project and the home folder). Absent: the runtime has none.
     */
    readonly promptCommands?: {
        readonly dir: string;
        readonly suffix: string;
    };
}
export interface OutputStyleFolders {
    /** The folder relative to a project root or the home folder. */
    readonly dir: string;
    /** The folder a plugin brings them in, relative to its root. */
    readonly pluginDir: string;
    /** The manifest key that names further files or folders of them. */
    readonly manifestKey: string;
}
export interface SkillFolders {
    /** Skill roots relative to the project root (and, for runtimes that load nested folders, to any folder below it). */
    readonly project: readonly string[];
    /** Skill roots relative to the user's home (dotfiles repositories). */
    readonly personal: readonly string[];
    /** Skill roots of an administrator / managed installation, relative to the filesystem root. */
    readonly managed: readonly string[];
    /** How many folder levels below a skill root a SKILL.md may sit (1 = `<root>/<name>/SKILL.md`). */
    readonly maxDepth: number;
    /**
     * Loads `<subdir>/<projectDir>` when working below `<subdir>`: `qualified` names such a skill
     * `<subdir>:<name>` (Claude Code), `plain` keeps its own name; null when nested folders are not loaded.
     */
    readonly nested: {
        readonly naming: 'qualified' | 'plain';
    } | null;
    /** The invocation name comes from the folder (Claude Code) or from frontmatter `name`. */
    readonly invokedBy: 'folder' | 'name';
}
export interface Precedence {
    /** Scopes, highest first. A scope missing from the list never meets the others under one name. */
    readonly order: readonly Scope[];
    /** The rule as the documentation words it, quoted in findings. */
    readonly rule: string;
    /** Within one scope, the folder listed later here wins (null: no documented tie-break). */
    readonly withinScope: {
        readonly folders: readonly string[];
        readonly why: string;
    } | null;
    /** What happens when two entries tie and nothing decides (null: the documentation does not say). */
    readonly onTie: string | null;
    /** A skill beats a legacy command of the same name. */
    readonly skillBeatsCommand: boolean;
    /** A personal or project skill overrides a bundled skill of the same name. */
    readonly overridesBundled: boolean;
}
export interface McpConfigSpec {
    readonly path: string;
    readonly key: 'mcpServers' | 'servers' | 'mcp_servers';
    /** The file's format when it is not JSON (Codex: TOML). */
    readonly format?: 'toml';
}
export interface DocFolder {
    /** The folder, relative to the project root (nested copies load too, named `<subdir>:<name>`). */
    readonly dir: string;
    /** Frontmatter keys the runtime reads in these files. */
    readonly keys: readonly string[];
    /**
     * The runtime reads only the Markdown files directly in the folder, not its subfolders, and skips names
     * starting with this prefix (Gemini CLI: `_`). Absent: the folder is read at any depth (Claude Code).
     * A file below a subfolder is still discovered (a collection copied in by hand), with no runtime loading it.
     */
    readonly topLevelOnly?: {
        readonly skipPrefix: string;
    };
    /** The folder, relative to the root of an extension (the folder of this manifest), that brings more. */
    readonly extension?: {
        readonly manifest: string;
        readonly dir: string;
    };
    /**
     * How the runtime validates these files: `strict` rejects the whole file for a key it does not read, a
     * malformed name or an unknown tool (Gemini CLI's schema), with this vocabulary. Absent: lenient (Claude
     * Code drops what it cannot use, rules/subagent-frontmatter.md).
     */
    readonly strict?: StrictAgentFormat;
}
export interface StrictAgentFormat {
    /** Tool names the runtime knows, old names with what replaced them, and the patterns of MCP and other tools. */
    readonly tools: readonly string[];
    readonly legacyTools: Readonly<Record<string, string>>;
    readonly toolPatterns: readonly RegExp[];
    /** The name format (a slug). */
    readonly name: RegExp;
    /** Keys whose value must be a positive whole number, and numeric keys with their range. */
    readonly positiveInts: readonly string[];
    readonly numbers: Readonly<Record<string, readonly [number, number]>>;
    /** Allowed values of enumerated keys. */
    readonly enums: Readonly<Record<string, readonly string[]>>;
    /** Where the format is documented, quoted in messages. */
    readonly source: string;
}
export interface PluginFormat {
    /** Manifest files that make a folder a plugin, relative to the plugin root. */
    readonly manifests: readonly string[];
    /** Marketplace files listing plugins, relative to the marketplace's root. */
    readonly marketplaces: readonly string[];
    /** Plugins bring commands, agents and hooks (`commands/`, `agents/`, `hooks/hooks.json`), not only skills. */
    readonly components: {
        readonly hooksFile: string;
    } | null;
    /**
     * Background monitors the runtime starts and keeps running, whose output lines reach the model: the
     * standard file relative to the plugin root, and the manifest key (a path) that names more.
     */
    readonly monitors?: {
        readonly file: string;
        readonly manifestKey: readonly string[];
    };
    /** Names reserved for the runtime vendor's own marketplaces. */
    readonly reservedMarketplaceNames: readonly string[];
    /**
     * The runtime's plugin hooks follow rules of their own (working folder, root variable, handler fields) that
     * the hook checks do not model yet: a plugin only such runtimes load has its hooks' commands read for what
     * they run (they are launch points all the same), while the file's shape is not judged by Claude Code's rules.
     */
    readonly hooksUnmodelled?: boolean;
}
export interface FrontmatterRules {
    /** Keys the runtime acts on in a SKILL.md. */
    readonly skill: readonly string[];
    /** What happens to other keys: dropped silently, or the skill is rejected (null: not documented). */
    readonly unknownKeys: 'ignored' | 'rejected' | null;
    /** Acts on Claude Code's extensions (`when_to_use`, `hooks`, `context: fork`, tool pre-approval …). */
    readonly claudeExtensions: boolean;
}
export interface ToolNames {
    /** Exact tool names the runtime matches in `allowed-tools` (null: not documented). */
    readonly exact: readonly string[] | null;
    /** Old names with what replaced them. */
    readonly legacy: Readonly<Record<string, string>>;
    /** How MCP tools are written, when the runtime documents it. */
    readonly mcp: RegExp | null;
    /** How this runtime names the common Claude Code tools (null: no documented mapping). */
    readonly claudeEquivalents: Readonly<Record<string, string>> | null;
    /** Acts on `allowed-tools` (pre-approves the listed tools). */
    readonly readsAllowedTools: boolean;
}
export interface InterfaceFile {
    /** Path relative to the skill folder. */
    readonly path: string;
    /** YAML path of a boolean that, when false, keeps the skill out of the model's listing. */
    readonly implicitInvocationKey: readonly string[];
}
export interface VersionStep {
    /** First runtime version (`major.minor.patch`) the values apply to. */
    readonly since: string;
    readonly maxDescChars: number | null;
}
export interface ListingBudget {
    readonly budgetFraction: number;
    /** Budget when the context window is unknown. */
    readonly fallbackChars: number;
    /** Per-entry cap on description (+ trigger hint) at the newest version; null = none documented. */
    readonly maxDescChars: number | null;
    /** Older caps by version (ascending `since`); versions before the first step have `baseMaxDescChars`. */
    readonly versions: readonly VersionStep[];
    readonly baseMaxDescChars: number | null;
    /** Below this many characters a cut description is useless and the skill degrades further. */
    readonly minDescChars: number;
    /** Environment variable that fixes the budget in characters (null: none). */
    readonly envBudget: string | null;
    /** The runtime shows `when_to_use` after the description. */
    readonly triggerField: boolean;
    /** What happens past the last stage: keep every name, or drop whole skills. */
    readonly overflow: 'name-only' | 'omit';
    /** Whitespace runs collapse to one space. */
    readonly collapseWhitespace: boolean;
    /** Legacy commands are listed with the skills. */
    readonly listsCommands: boolean;
    /** Without a description, the body's first non-empty line is listed (false: the skill is left out). */
    readonly bodyAsDescription: boolean;
    /** Where the numbers come from. */
    readonly source: string;
}
/** A runtime profile whose listing is simulated. */
export type ListedRuntime = RuntimeProfile & {
    readonly listing: ListingBudget;
};
export declare function isListed(p: RuntimeProfile): p is ListedRuntime;
/**
 * What a runtime's own configuration can remove: the keys whose values switch its sandbox or its approvals
 * off, read wherever the file is written — the project's copy, the user's own file under the home folder, and
 * a dotfiles manager's source or template that generates that file (src/discovery/trust-settings.ts). The
 * command-line flags that do the same are read per agent CLI in src/analysis/code/shell/handlers/agents.ts.
 */
export interface TrustSettings {
    /** The user's file, relative to the home folder, which every session of the runtime loads (`.codex/config.toml`). */
    readonly userFile: string;
    readonly format: 'toml' | 'json';
    /** Named profiles a selector key picks (Codex: `profile = "fast"` applies `[profiles.fast]`). */
    readonly profiles?: {
        readonly table: string;
        readonly selector: string;
        readonly flag: string;
    };
    readonly keys: readonly TrustKey[];
}
export interface TrustKey {
    /** Dotted key path (`sandbox_mode`, `permissions.defaultMode`). */
    readonly key: string;
    /** Values that remove a check, with what they let the agent do unasked and how bad that is. */
    readonly removes: Readonly<Record<string, {
        readonly severity: 'high' | 'medium' | 'low';
        readonly what: string;
    }>>;
    /**
     * Another key of the same table that bounds what this one lets through: set there to a value that removes
     * nothing (Codex `sandbox_mode = "workspace-write"` beside `approval_policy = "never"`), the commands run
     * unasked stay inside that sandbox, one step lower.
     */
    readonly boundedBy?: string;
}
