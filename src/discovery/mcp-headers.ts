import { SECRET_ENV_NAME } from '../analysis/paths.js';
import { isRecord } from '../analysis/records.js';
import type { Region } from '../findings.js';
import type { HeaderSecret } from '../model/launch.js';

/**
 * The secret-named environment variables a remote (http/sse) MCP server definition puts into its request
 * headers: the runtime expands them when it connects, so every session sends their values to the server's
 * host. Forms: `"headers": { "Authorization": "Bearer ${GITHUB_TOKEN}" }` (Claude Code, Cursor, Gemini;
 * `${VAR:-default}` too; VS Code and Cursor also write `${env:VAR}`), and Codex's `env_http_headers`
 * (header → variable name) and `bearer_token_env_var`. Whether the host is that secret's owner is the
 * data-exfiltration rule's question (a `GITHUB_TOKEN` to api.github.com is the intended call).
 */

const MAX_HEADERS = 50;
/** `${VAR}`, `${VAR:-default}`, `${env:VAR}` (bounded, no nesting). */
const ENV_REF = /\$\{(?:env:)?([A-Za-z_]\w{0,63})(?::?-[^}]{0,200})?\}/g;

/** Secret-named variables a header value expands. */
function secretVars(value: string): string[] {
  const names = [...value.slice(0, 2000).matchAll(ENV_REF)].map((m) => m[1]!);
  return [...new Set(names.filter((n) => SECRET_ENV_NAME.test(n)))];
}

export function headerSecrets(
  def: Record<string, unknown>,
  where: ReadonlyArray<string | number>,
  regionAt: (at: ReadonlyArray<string | number>) => Region | undefined,
): HeaderSecret[] {
  const out: HeaderSecret[] = [];
  const add = (header: string, value: string, vars: string[], at: Array<string | number>) => {
    if (vars.length === 0 || out.length >= MAX_HEADERS) return;
    const region = regionAt([...where, ...at]);
    out.push({
      header: header.slice(0, 100),
      value: value.slice(0, 200),
      vars,
      ...(region ? { region } : {}),
    });
  };
  for (const key of ['headers', 'http_headers'])
    if (isRecord(def[key]))
      for (const [header, value] of Object.entries(def[key]).slice(0, MAX_HEADERS))
        if (typeof value === 'string') add(header, value, secretVars(value), [key, header]);
  // Codex names the variable, not a template: the header carries its value.
  if (isRecord(def.env_http_headers))
    for (const [header, name] of Object.entries(def.env_http_headers).slice(0, MAX_HEADERS))
      if (typeof name === 'string' && SECRET_ENV_NAME.test(name))
        add(header, `\${${name}}`, [name], ['env_http_headers', header]);
  const bearer = def.bearer_token_env_var;
  if (typeof bearer === 'string' && /^[A-Za-z_]\w{0,63}$/.test(bearer))
    add('Authorization', `Bearer \${${bearer}}`, [bearer], ['bearer_token_env_var']);
  return out;
}
