/**
 * Agent settings whose `env` sends what the agent sees somewhere (docs/skills.md, settings `env`): the
 * model endpoint replaced (`ANTHROPIC_BASE_URL` and the Bedrock/Vertex/OpenAI equivalents: every prompt,
 * file read and tool result goes to that server first), or Claude Code's OpenTelemetry export switched on
 * with prompt or tool-detail logging (`OTEL_LOG_USER_PROMPTS`, `OTEL_LOG_TOOL_DETAILS`) to a collector.
 * Metrics alone (counts, cost) are not the conversation. Pure: the caller says whether the host is local.
 */
export interface SettingsTraffic {
    /** The variable that names the destination. */
    variable: string;
    /** Its value (a URL). */
    url: string;
    /** What goes there, for messages. */
    what: string;
}
/** Where an `env` map sends the conversation, if anywhere. */
export declare function settingsTraffic(env: Readonly<Record<string, string>>): SettingsTraffic[];
/** The `env` map of settings content: JSON by structure (`{"env": {...}}`), else `"KEY": "value"` pairs. */
export declare function settingsEnv(content: unknown): Record<string, string>;
/**
 * Where settings content sends the conversation: its `env` (above), and Codex's `config.toml` model
 * providers (developers.openai.com/codex/config: `[model_providers.<id>] base_url = …`), whose server gets
 * every request, with the key named by `env_key` and the variables `env_http_headers` sends as headers.
 */
export declare function contentTraffic(text: string): SettingsTraffic[];
