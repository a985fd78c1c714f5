import { SECRET_ENV_NAME } from '../../analysis/paths.js';

/**
 * The token a package manager's configuration sends to a registry with every install (data-exfiltration):
 * npm's `.npmrc` per-host `//host/:_authToken=`, Bun's `bunfig.toml` registry tables (`{ url, token }`),
 * Yarn's `.yarnrc.yml` `npmAuthToken` beside `npmRegistryServer`. Each is found with the host it goes to and
 * whether the registry is reached over https, so the rule can tell a token sent to a raw address or in clear
 * from one sent to the registry that issued it. Pure text reading; linear patterns, bounded lines.
 */

export interface RegistryToken {
  /** Offsets of the line (or inline table) that names the token. */
  start: number;
  end: number;
  host: string;
  /** The registry URL is https (a per-host npm line with no registry line is taken as https). */
  secure: boolean;
  /** The environment variable whose value is sent, or `a literal token`. */
  token: string;
}

const MAX_LINES = 2_000;
/** `${NAME}`, `$NAME`, `%NAME%`: a variable reference as the whole value. */
const VAR_REF = /^["']?(?:\$\{([A-Za-z_]\w{0,127})\}|\$([A-Za-z_]\w{0,127})|%([A-Za-z_]\w{0,127})%)["']?$/;
/** A literal that looks like a token: long, no blanks, not a placeholder. */
const LITERAL_TOKEN = /^["']?[A-Za-z0-9_\-.=+/]{20,}["']?$/;
const PLACEHOLDER = /x{4}|<[^>\n]{0,40}>|your|changeme|example|placeholder/i;

/** The variable (or `a literal token`) a value sends, when it is a secret. */
function tokenOf(raw: string): string | undefined {
  const v = raw.trim();
  const m = VAR_REF.exec(v);
  if (m) {
    const name = (m[1] ?? m[2] ?? m[3])!;
    return SECRET_ENV_NAME.test(name) ? name : undefined;
  }
  return LITERAL_TOKEN.test(v) && !PLACEHOLDER.test(v) ? 'a literal token' : undefined;
}

function hostOfUrl(url: string): { host: string; secure: boolean } | undefined {
  const m = /^["']?(https?):\/\/([^/:"'\s]{1,253})/i.exec(url.trim());
  return m ? { host: m[2]!.toLowerCase(), secure: m[1]!.toLowerCase() === 'https' } : undefined;
}

function lines(text: string): Array<{ text: string; start: number }> {
  const out: Array<{ text: string; start: number }> = [];
  let at = 0;
  for (const line of text.split('\n').slice(0, MAX_LINES)) {
    out.push({ text: line, start: at });
    at += line.length + 1;
  }
  return out;
}

function npmrc(text: string): RegistryToken[] {
  const all = lines(text);
  const schemes = new Map<string, boolean>();
  for (const l of all) {
    const r = /^\s*(?:@[\w.-]{1,100}:)?registry\s*=\s*(\S{1,500})/.exec(l.text);
    const u = r ? hostOfUrl(r[1]!) : undefined;
    if (u) schemes.set(u.host, u.secure);
  }
  const out: RegistryToken[] = [];
  for (const l of all) {
    const m =
      /^\s*\/\/([^/:\s]{1,253})(?::\d{1,5})?(?:\/[^\s=]{0,300})?:(?:_authToken|_auth|_password)\s*=\s*(\S{1,500})/.exec(
        l.text,
      );
    const token = m ? tokenOf(m[2]!) : undefined;
    if (!m || !token) continue;
    const host = m[1]!.toLowerCase();
    out.push({
      start: l.start,
      end: l.start + l.text.length,
      host,
      secure: schemes.get(host) ?? true,
      token,
    });
  }
  return out;
}

/** `registry = { url = "…", token = "…" }` or `name = { token = …, url = … }` (Bun's inline tables). */
function bunfig(text: string): RegistryToken[] {
  const out: RegistryToken[] = [];
  for (const l of lines(text)) {
    const url = /\burl\s*=\s*("[^"\n]{1,500}"|'[^'\n]{1,500}')/.exec(l.text);
    const tok = /\b(?:token|password)\s*=\s*("[^"\n]{1,500}"|'[^'\n]{1,500}')/.exec(l.text);
    const u = url ? hostOfUrl(url[1]!) : undefined;
    const token = tok ? tokenOf(tok[1]!) : undefined;
    if (u && token) out.push({ start: l.start, end: l.start + l.text.length, ...u, token });
  }
  return out;
}

/** Yarn Berry: a top-level `npmAuthToken` goes to the top-level `npmRegistryServer`. */
function yarnrc(text: string): RegistryToken[] {
  const all = lines(text);
  let server: { host: string; secure: boolean } | undefined;
  for (const l of all) {
    const m = /^npmRegistryServer\s*:\s*(\S{1,500})/.exec(l.text);
    if (m) server = hostOfUrl(m[1]!);
  }
  if (!server) return [];
  const out: RegistryToken[] = [];
  for (const l of all) {
    const m = /^npmAuth(?:Token|Ident)\s*:\s*(\S{1,500})/.exec(l.text);
    const token = m ? tokenOf(m[1]!) : undefined;
    if (token) out.push({ start: l.start, end: l.start + l.text.length, ...server, token });
  }
  return out;
}

/** The tokens the configuration at `path` sends, with where they go; [] for any other file. */
export function registryTokens(path: string, text: string): RegistryToken[] {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (name === '.npmrc') return npmrc(text);
  if (name === 'bunfig.toml') return bunfig(text);
  if (name === '.yarnrc.yml' || name === '.yarnrc.yaml') return yarnrc(text);
  return [];
}
