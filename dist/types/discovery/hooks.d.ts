import type { Region } from '../findings.js';
import type { LaunchOrigin } from '../model/launch.js';
import type { ScanModel } from '../model/model.js';
import type { HooksFile, SkillDoc } from '../model/skill.js';
/**
 * Hook definitions wherever Claude Code reads them — skill, command and subagent frontmatter `hooks:`,
 * a plugin's hooks file, inline `hooks` in plugin.json, and `.claude/settings*.json` — in one shape, with
 * positions. `hook-misconfigured` validates them against schemas/hooks.schema.json; security rules reuse
 * `hookHandlers()` to see what the hooks execute.
 */
/** Every place a launch point comes from but the MCP configurations, which declare servers, not hooks. */
export type HookOrigin = Exclude<LaunchOrigin, 'plugin-mcp' | 'plugin-lsp' | 'plugin-monitor' | 'mcp-config' | 'user-config'>;
export type HookPath = ReadonlyArray<string | number>;
export interface HookSource {
    origin: HookOrigin;
    /** The file that holds the definitions. */
    path: string;
    /** Where the hooks map sits inside the file's document (`['hooks']`). */
    base: HookPath;
    /** The hooks map as parsed (anything: validation decides). */
    hooks: unknown;
    /** The skill, command or subagent whose frontmatter declares the hooks. */
    doc?: SkillDoc;
    /** The hooks or settings file. */
    file?: HooksFile;
    /** Plugin root for plugin hooks and plugin agents. */
    plugin?: string;
    /** Region of a value, by path relative to `base`. */
    regionAt(at: HookPath): Region | undefined;
    /** Region of a key, by path relative to `base`. */
    keyRegionAt(at: HookPath): Region | undefined;
}
export interface HookHandler {
    source: HookSource;
    event: string;
    matcher?: string;
    /** Path of the handler relative to the source's base: `[event, group, 'hooks', index]`. */
    at: HookPath;
    type?: string;
    /** The handler's `if` permission rule (`Bash(git *)`): the handler runs only for calls it matches. */
    condition?: string;
    command?: string;
    args?: string[];
    url?: string;
    prompt?: string;
    server?: string;
    tool?: string;
    /** `http` hooks: header values (env interpolation `$VAR` applies to names in `allowedEnvVars`). */
    headers?: Record<string, string>;
    allowedEnvVars?: string[];
    region?: Region;
    /** Region of the `command` / `url` / `prompt` value when present. */
    valueRegion?: Region;
}
export declare const HOOK_EVENTS: readonly string[];
export declare const HANDLER_TYPES: readonly string[];
/** Events on which Claude Code ignores `matcher` (skills.md §2.4). */
export declare const EVENTS_WITHOUT_MATCHER: ReadonlySet<string>;
/** Events about one tool call, where a handler's `if` permission rule applies. */
export declare const TOOL_EVENTS: ReadonlySet<string>;
/** The parts of the model hooks are declared in. */
export interface HookModel {
    skills: readonly SkillDoc[];
    hooksFiles: readonly HooksFile[];
    plugins: readonly ScanModel['plugins'][number][];
}
/**
 * Every place the model declares hooks, sorted by path. Files that are not valid JSON are left out:
 * `hooksFileErrors()` reports them. A plugin hooks file without a `hooks` key still yields a source
 * (with `hooks` undefined) so its shape can be reported.
 */
export declare function hookSources(model: HookModel): HookSource[];
/** Hooks and settings files that are not valid JSON: the runtime loads none of their hooks. */
export declare function hooksFileErrors(model: ScanModel): Array<{
    file: HooksFile;
    message: string;
    region: Region;
}>;
/** An ajv error with its instance path turned back into keys and indexes, relative to the source's base. */
export interface SchemaError {
    keyword: string;
    at: Array<string | number>;
    params: Record<string, unknown>;
    message: string;
    /** A plugin hooks file error above the hooks map (no `hooks` key, not an object). */
    fileLevel?: boolean;
}
/**
 * Validates a source against the hooks schema. Plugin hooks files are validated as whole files (the map
 * under `hooks`); errors above the map come back with an empty `at` and keyword `required`/`type`.
 */
export declare function schemaErrors(source: HookSource): SchemaError[];
/** Every handler object under a source, in document order, tolerant of any shape (bounded). */
export declare function hookHandlers(source: HookSource): HookHandler[];
/** Every handler in the model (all sources, plugin agents included — check `source.origin`). */
export declare function allHookHandlers(model: HookModel): HookHandler[];
