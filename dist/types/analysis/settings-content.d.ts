/** The grant the content makes (as shown in messages), or undefined when it makes none. */
export declare function settingsLoosening(text: string): string | undefined;
/** A terminal auto-approve key that matches every command line: `/.*\/`, `/^.*$/i`, `/.+/`. */
export declare const CATCH_ALL_TERMINAL_RULE: RegExp;
/**
 * The user's guards that Claude Code settings content switches off (code.claude.com/docs/en/settings):
 * `disableAllHooks: true` stops every hook, the team's and the user's own command guards included, and
 * `sandbox.enabled: false` turns off a sandbox the user or the project turned on (a local or project
 * settings file overrides the user's). Nothing is granted by name, but every check that was in place is
 * gone for the sessions that load the file.
 */
export declare function guardsOff(text: string): string | undefined;
/** Settings content that adds commands run on agent events or at connection: hooks, helpers, MCP servers. */
export declare function addsAgentCommands(text: string): boolean;
