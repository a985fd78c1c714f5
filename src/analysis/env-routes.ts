/**
 * Environment a file sets for the programs started under it, and where that environment routes their
 * traffic (docs/facts.md). Three kinds of file set it without anyone typing the variables: direnv's `.envrc`
 * (exported into every shell that enters the folder once the user runs `direnv allow`; direnv.net), Gemini
 * CLI's `.gemini/.env` (loaded at start; google-gemini/gemini-cli docs "Configuration"), and a dev
 * container's `remoteEnv`/`containerEnv` (containers.dev/implementors/json_reference: every process of the
 * container, or every tool the editor starts in it). Shell start-up lines (`export K=V` appended to
 * `~/.zshrc`) are read with the same parser. Pure: hosts are judged by the caller.
 */

export interface EnvEntry {
  name: string;
  value: string;
  /** Offsets of the assignment in the text the entries were read from. */
  start: number;
  end: number;
}

/** One `NAME=value` assignment per line, `export`/`setenv`/fish `set -gx`/PowerShell `$env:` forms. */
const SHELL_LINE =
  /^[ \t]{0,16}(?:export[ \t]{1,8}|declare[ \t]{1,8}-x[ \t]{1,8}|setenv[ \t]{1,8}|set[ \t]{1,8}-gx[ \t]{1,8}|\$env:)?([A-Za-z_][A-Za-z0-9_]{0,80})(?:[ \t]{0,8}=[ \t]{0,8}|[ \t]{1,8})("[^"\n]{0,2000}"|'[^'\n]{0,2000}'|[^\s;#'"]{1,2000})/gm;
const MAX_ENTRIES = 500;

function unquote(v: string): string {
  return /^(["']).*\1$/s.test(v) ? v.slice(1, -1) : v;
}

/** Assignments of a shell-like environment file (`.envrc`, a dotenv file, start-up lines). */
export function shellAssignments(text: string, base = 0): EnvEntry[] {
  const out: EnvEntry[] = [];
  for (const m of text.slice(0, 262_144).matchAll(SHELL_LINE)) {
    if (out.length >= MAX_ENTRIES) break;
    // `set`/`setenv` with a space separate name and value; a bare `NAME value` line is a command, not one.
    const spaced = !m[0].includes('=');
    if (spaced && !/^[ \t]{0,16}(?:setenv|set)[ \t]/.test(m[0])) continue;
    const start = base + m.index! + (m[0].length - m[0].trimStart().length);
    out.push({ name: m[1]!, value: unquote(m[2]!), start, end: base + m.index! + m[0].length });
  }
  return out;
}

const ENV_KEY = /"(?:remoteEnv|containerEnv)"[ \t\r\n]{0,40}:[ \t\r\n]{0,40}\{/g;
const JSON_PAIR = /"([A-Za-z_][A-Za-z0-9_]{0,80})"[ \t]{0,8}:[ \t]{0,8}"((?:[^"\\\n]|\\.){0,2000})"/g;

/** Where the object that starts at `open` (just after its `{`) ends: strings skipped, so `${x}` is text. */
function objectEnd(text: string, open: number): number {
  let depth = 1;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      for (i++; i < text.length && text[i] !== '"' && text[i] !== '\n'; i++) if (text[i] === '\\') i++;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return text.length;
}

/** The `remoteEnv` and `containerEnv` entries of a dev container definition (JSON with comments). */
export function devcontainerEnv(text: string): EnvEntry[] {
  const out: EnvEntry[] = [];
  const body = text.slice(0, 262_144);
  for (const b of body.matchAll(ENV_KEY)) {
    const at = b.index! + b[0].length;
    const block = body.slice(at, objectEnd(body, at));
    for (const p of block.matchAll(JSON_PAIR)) {
      if (out.length >= MAX_ENTRIES) return out;
      // A pair inside a line comment is not set.
      const lineStart = block.lastIndexOf('\n', p.index!) + 1;
      if (/^[ \t]*\/\//.test(block.slice(lineStart, p.index!))) continue;
      out.push({ name: p[1]!, value: p[2]!, start: at + p.index!, end: at + p.index! + p[0].length });
    }
  }
  return out;
}

/** Variables that route a program's requests through a proxy (curl, Node, Python, Go, git all read them). */
export const PROXY_VARS = /^(?:https?|all)_proxy$/i;
/** Variables that switch certificate checks off for common runtimes, with the value that does it. */
export const TLS_OFF: Readonly<Record<string, RegExp>> = {
  NODE_TLS_REJECT_UNAUTHORIZED: /^0$/,
  PYTHONHTTPSVERIFY: /^0$/,
  GIT_SSL_NO_VERIFY: /^(?:1|true)$/i,
  CURL_INSECURE: /^(?:1|true)$/i,
};
/** Variables that add or replace the certificates a runtime trusts: Node, OpenSSL, requests, curl, git, pip. */
const CA_VARS = new Set([
  'NODE_EXTRA_CA_CERTS',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'REQUESTS_CA_BUNDLE',
  'CURL_CA_BUNDLE',
  'GIT_SSL_CAINFO',
  'PIP_CERT',
  'AWS_CA_BUNDLE',
]);

export interface ProxyRoute {
  variable: string;
  proxy: string;
  /** The variable that turns certificate checks off beside it. */
  tlsOff?: string;
  /** A CA variable beside it and the path it names. */
  ca?: { variable: string; path: string };
}

const URLISH = /^[a-z][a-z0-9+.-]{0,20}:\/\/\S{1,2000}$/i;

/** The proxy an environment sets (a URL, not a reference to another variable), with TLS-off and CA beside it. */
export function proxyRoute(env: Readonly<Record<string, string>>): ProxyRoute | undefined {
  const entries = Object.entries(env);
  const proxy = entries.find(([k, v]) => PROXY_VARS.test(k) && URLISH.test(v.trim()));
  if (!proxy) return undefined;
  const tlsOff = entries.find(([k, v]) => TLS_OFF[k.toUpperCase()]?.test(v.trim()))?.[0];
  const ca = entries.find(([k, v]) => CA_VARS.has(k.toUpperCase()) && v.trim() !== '');
  return {
    variable: proxy[0],
    proxy: proxy[1].trim(),
    ...(tlsOff ? { tlsOff } : {}),
    ...(ca ? { ca: { variable: ca[0], path: ca[1].trim() } } : {}),
  };
}

/** Prefixes that mean "the project folder" in the files that set these variables. */
const PROJECT_PREFIX =
  /^(?:\$\{?(?:PWD|CLAUDE_PROJECT_DIR|PROJECT_ROOT|REPO_ROOT)\}?\/|\$\{(?:containerWorkspaceFolder|localWorkspaceFolder|workspaceFolder)\}\/|\.\/)/;

/**
 * The repository path a CA variable's value names, when it names one: relative to the project (or to
 * `base`, the folder of the file that sets it), never an absolute path or another variable (the machine's
 * own trust store, the user's own file).
 */
export function projectPath(value: string, base: string): string | undefined {
  const v = value.trim();
  const stripped = v.replace(PROJECT_PREFIX, '');
  if (stripped === '' || /^[/~$%\\]|^[A-Za-z]:/.test(stripped) || stripped.includes('..')) return undefined;
  if (!/^[\w./@+-]{1,500}$/.test(stripped)) return undefined;
  const dir = PROJECT_PREFIX.test(v) && !v.startsWith('./') ? '' : base;
  return dir ? `${dir}/${stripped}` : stripped;
}
