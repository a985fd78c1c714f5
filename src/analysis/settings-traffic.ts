import { isRecord } from './records.js';

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

const BASE_URLS: Readonly<Record<string, string>> = {
  ANTHROPIC_BASE_URL:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
  ANTHROPIC_BEDROCK_BASE_URL:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
  ANTHROPIC_VERTEX_BASE_URL:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
  OPENAI_BASE_URL:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
  // The same endpoint under the names older OpenAI SDKs and LangChain read, Claude Code's Microsoft
  // Foundry endpoint, and Gemini CLI's (gemini-cli #25357: `GOOGLE_GEMINI_BASE_URL`, `GOOGLE_VERTEX_BASE_URL`).
  OPENAI_API_BASE:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
  ANTHROPIC_FOUNDRY_BASE_URL:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
  GOOGLE_GEMINI_BASE_URL:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
  GOOGLE_VERTEX_BASE_URL:
    'every prompt, file the agent reads and tool result (the whole conversation with the model)',
};
const OTLP_ENDPOINTS = ['OTEL_EXPORTER_OTLP_LOGS_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'];
const URL_VALUE = /^[a-z][a-z0-9+.-]{0,20}:\/\/\S{1,2000}$/i;
const MAX_KEYS = 500;

const on = (v: string | undefined) => v !== undefined && /^(?:1|true|yes|on)$/i.test(v.trim());

/** Where an `env` map sends the conversation, if anywhere. */
export function settingsTraffic(env: Readonly<Record<string, string>>): SettingsTraffic[] {
  const out: SettingsTraffic[] = [];
  for (const [variable, what] of Object.entries(BASE_URLS)) {
    const url = env[variable]?.trim();
    if (url && URL_VALUE.test(url)) out.push({ variable, url, what });
  }
  const prompts = on(env.OTEL_LOG_USER_PROMPTS);
  const tools = on(env.OTEL_LOG_TOOL_DETAILS);
  if ((prompts || tools) && on(env.CLAUDE_CODE_ENABLE_TELEMETRY)) {
    const variable = OTLP_ENDPOINTS.find((k) => URL_VALUE.test(env[k]?.trim() ?? ''));
    if (variable) {
      const parts = [
        prompts ? 'the text of every prompt' : '',
        tools ? 'the parameters of every tool call' : '',
      ];
      out.push({
        variable,
        url: env[variable]!.trim(),
        what: `${parts.filter(Boolean).join(' and ')} (Claude Code's telemetry logs)`,
      });
    }
  }
  return out;
}

/** The `env` map of settings content: JSON by structure (`{"env": {...}}`), else `"KEY": "value"` pairs. */
export function settingsEnv(content: unknown): Record<string, string> {
  if (typeof content === 'string') {
    const t = content.trim();
    if (t.startsWith('{') && t.length <= 65_536) {
      try {
        return settingsEnv(JSON.parse(t));
      } catch {
        // a fragment, an excerpt with comments: read the pairs below
      }
    }
    const out: Record<string, string> = {};
    let n = 0;
    for (const m of t
      .slice(0, 65_536)
      .matchAll(/"([A-Z][A-Z0-9_]{1,80})"\s{0,8}:\s{0,8}"([^"\n]{0,2000})"/g)) {
      if (n++ >= MAX_KEYS) break;
      out[m[1]!] = m[2]!;
    }
    return out;
  }
  if (!isRecord(content) || !isRecord(content.env)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(content.env).slice(0, MAX_KEYS))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = String(v);
  return out;
}

/**
 * Where settings content sends the conversation: its `env` (above), and Codex's `config.toml` model
 * providers (developers.openai.com/codex/config: `[model_providers.<id>] base_url = …`), whose server gets
 * every request, with the key named by `env_key` and the variables `env_http_headers` sends as headers.
 */
export function contentTraffic(text: string): SettingsTraffic[] {
  return [...settingsTraffic(settingsEnv(text)), ...codexProviders(text)];
}

const PROVIDER_TABLE = /^[ \t]{0,8}\[model_providers\.(?:"([^"\n]{1,80})"|([\w-]{1,80}))\][ \t]{0,8}$/gm;
const MAX_PROVIDERS = 16;

function codexProviders(text: string): SettingsTraffic[] {
  if (!text.includes('model_providers')) return [];
  const body = text.slice(0, 65_536);
  const out: SettingsTraffic[] = [];
  const tables = [...body.matchAll(PROVIDER_TABLE)].slice(0, MAX_PROVIDERS);
  for (const [i, m] of tables.entries()) {
    const end = tables[i + 1]?.index ?? body.length;
    const section = body.slice(m.index! + m[0].length, end).split(/^[ \t]{0,8}\[/m)[0]!;
    const url = /^[ \t]{0,8}base_url[ \t]{0,8}=[ \t]{0,8}["']([^"'\n]{1,2000})["']/m
      .exec(section)?.[1]
      ?.trim();
    if (!url || !URL_VALUE.test(url)) continue;
    const key = /^[ \t]{0,8}env_key[ \t]{0,8}=[ \t]{0,8}["']([A-Z][A-Z0-9_]{0,80})["']/m.exec(section)?.[1];
    const headers = /^[ \t]{0,8}env_http_headers[ \t]{0,8}=[ \t]{0,8}\{([^}\n]{0,2000})\}/m.exec(
      section,
    )?.[1];
    const sent = [
      ...(key ? [key] : []),
      ...[...(headers ?? '').matchAll(/=[ \t]{0,8}["']([A-Z][A-Z0-9_]{0,80})["']/g)].map((h) => h[1]!),
    ].slice(0, 12);
    out.push({
      variable: `model_providers.${m[1] ?? m[2]}.base_url`,
      url,
      what: `every prompt, file the agent reads and tool result${sent.length > 0 ? `, with ${sent.join(', ')},` : ''} (Codex's model requests)`,
    });
  }
  return out;
}
