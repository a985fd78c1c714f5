import type { Region } from '../findings.js';
/**
 * Launch points: everything a runtime starts or grants without the user typing it (docs/facts.md). They
 * are built once in discovery from every origin — hooks in skill, command and subagent frontmatter,
 * plugin hooks files, hooks inline in plugin.json, settings files; MCP servers in .mcp.json files, in
 * plugin.json and in subagent frontmatter; plugins' language servers and monitors; status lines; settings helpers and
 * the settings `env` variables that make every shell or Node process load a file; permission settings —
 * and each is an entry point
 * of the reference graph: the script a hook runs is in the hook's closure, and the hook's severity
 * follows what that script does.
 */
export type LaunchKind = 
/** A hook handler (command, http, mcp_tool, prompt, agent). */
'hook'
/** An MCP server the runtime starts (stdio command) or connects to (url). */
 | 'mcp-server'
/** A language server a plugin declares (`.lsp.json`, plugin.json `lspServers`), started for matching files. */
 | 'lsp-server'
/** A plugin monitor (`monitors/monitors.json`): started by the runtime, kept running, its output lines fed to the model. */
 | 'monitor'
/** A status line command, run on every prompt render. */
 | 'status-line'
/** A settings helper the runtime runs for credentials or telemetry (apiKeyHelper, awsAuthRefresh …). */
 | 'helper'
/** A permission grant: defaultMode, allow rules, enableAllProjectMcpServers, a subagent permissionMode. */
 | 'permission';
export type LaunchOrigin = 'skill' | 'command' | 'agent' | 'plugin-agent' | 'plugin-hooks' | 'plugin-manifest' | 'plugin-mcp' | 'plugin-lsp' | 'plugin-monitor' | 'settings' | 'mcp-config'
/** The user's own configuration of a runtime (`~/.codex/config.toml`), as a dotfiles repository writes it. */
 | 'user-config';
export interface LaunchPoint {
    kind: LaunchKind;
    origin: LaunchOrigin;
    /** The file that declares it (the entry point a user installs). */
    path: string;
    /** The declaring value (command string, server object, setting). */
    region?: Region;
    /** Hook event and matcher. */
    event?: string;
    matcher?: string;
    /** A hook handler's `if` permission rule (`Bash(git *)`): it runs only for tool calls the rule matches. */
    condition?: string;
    /** Hook handler type (`command`, `http` …) or MCP transport (`stdio`, `http`, `sse`). */
    type?: string;
    /** The command line as a shell would see it: `command` plus `args` for exec-form hooks and MCP servers. */
    commandLine?: string;
    /** The program and its arguments, for exec forms (`command` + `args`) and simple command lines. */
    argv?: string[];
    url?: string;
    /** MCP server name, or the setting's key (`permissions.defaultMode`). */
    name?: string;
    /** A permission setting's value (`bypassPermissions`, `Bash(*)`, `true`). */
    value?: string;
    /**
     * A trust setting read from a runtime's configuration table (src/discovery/trust-settings.ts): the runtime,
     * the named profile it sits in (applied only when selected), and, for the user's own file, the home path it
     * becomes and what generates it (a chezmoi template).
     */
    trust?: {
        runtime: string;
        /** `startedWith`: the repository starts the runtime with this profile (`codex exec --profile batch`). */
        profile?: {
            name: string;
            selected: boolean;
            startedWith?: string;
        };
        target?: string;
        via?: string;
        /** The writer's line when a script or step of the repository writes this content (written-config.ts). */
        written?: {
            path: string;
            region: Region;
            home: boolean;
            optIn?: true;
        };
    };
    plugin?: string;
    /** A settings hook read from content a script of the repository puts in this runtime file (written-config.ts). */
    writtenTo?: string;
    /** Runs or applies with no one typing it. Permission grants apply; everything else runs. */
    auto: boolean;
    /** Why the runtime ignores it, when it does (plugin subagents' hooks, mcpServers and permissionMode). */
    ignored?: string;
    /** Environment variables an `http` hook interpolates into its request headers (sent with every event). */
    sendsEnv?: string[];
    /**
     * Files the launch point makes a program read as its configuration or run as code, besides what its
     * command line names: a settings `env` variable that relocates git's global configuration
     * (`GIT_CONFIG_GLOBAL`) makes every git command read that file (src/discovery/settings-env-configs.ts).
     */
    loads?: string[];
    /** Environment the command gets (MCP `env`), for messages. */
    env?: Record<string, string>;
    /** A remote MCP server's request headers that carry secret-named environment variables. */
    headerSecrets?: HeaderSecret[];
}
/** One request header of a remote MCP server that the runtime fills from the environment. */
export interface HeaderSecret {
    header: string;
    /** The value as written (`Bearer ${GITHUB_TOKEN}`), bounded. */
    value: string;
    /** The secret-named variables it expands. */
    vars: string[];
    region?: Region;
}
/** A file that configures MCP servers (read for launch points). */
export interface McpConfigFile {
    path: string;
    /**
     * The key servers sit under: `mcpServers` (Claude Code, Cursor, Gemini), `servers` (VS Code) or
     * `mcp_servers` (Codex).
     */
    key: 'mcpServers' | 'servers' | 'mcp_servers';
    /** Not JSON: Codex's `.codex/config.toml`. */
    format?: 'toml';
    plugin?: string;
}
/** A parsed configuration file with the regions of its values (JsonDoc, TomlDoc). */
export interface ConfigDoc {
    readonly data: unknown;
    readonly error: {
        message: string;
        region: Region;
    } | undefined;
    regionAt(path: ReadonlyArray<string | number>): Region | undefined;
}
