/**
 * What agent-settings content written by code or asked for in text grants (docs/skills.md, settings):
 * approval turned off for every tool call, unrestricted shell, or every project MCP server started without
 * asking. JSON is read by structure — `"matcher": "Bash"` in a hook is not a grant, `"allow": ["Bash"]`
 * is — and anything else (a heredoc cut short, a shell `echo` of a fragment) by the literal grants.
 * JSON.parse only builds data: nothing in the content is evaluated.
 */
/** The grant the content makes (as shown in messages), or undefined when it makes none. */
export declare function settingsLoosening(text: string): string | undefined;
