/** The grant the content makes (as shown in messages), or undefined when it makes none. */
export declare function settingsLoosening(text: string): string | undefined;
/** Settings content that adds commands run on agent events or at connection: hooks, helpers, MCP servers. */
export declare function addsAgentCommands(text: string): boolean;
