import type { SecretClass } from '../../facts.js';
import { normalizeHome, secretOf } from '../../paths.js';
import { wildcardMatch } from '../../strings.js';

/**
 * Secret stores named by a path that may be a glob: `~/.ssh/id_*`, `~/.aws/*`, `~/.*_history`. The shared
 * classification (src/analysis/paths.ts) matches concrete paths; a glob in the last segment is matched
 * against the file names secret stores use, so `cat ~/.aws/*` reads the AWS credentials file.
 */

const SECRET_FILE_NAMES = [
  'id_rsa',
  'id_ed25519',
  'id_ecdsa',
  'credentials',
  'config',
  'config.json',
  'hosts.yml',
  '.credentials.json',
  'auth.json',
  'accessTokens.json',
  'application_default_credentials.json',
  '.env',
  '.env.local',
  '.netrc',
  '.npmrc',
  '.pypirc',
  '.git-credentials',
  '.bash_history',
  '.zsh_history',
  'Login Data',
  'Cookies',
  'cookies.sqlite',
  'logins.json',
  'key4.db',
  'wallet.dat',
  'login.keychain-db',
  'vagrant_login_token',
];

const GLOB = /[*?[]/;

export function secretOfGlob(path: string): { cls: SecretClass; label: string } | undefined {
  const direct = secretOf(path);
  if (direct) return direct;
  const p = normalizeHome(path.trim());
  if (!GLOB.test(p) || p.endsWith('.pub')) return undefined;
  const slash = p.lastIndexOf('/');
  const dir = slash >= 0 ? p.slice(0, slash + 1) : '';
  const last = slash >= 0 ? p.slice(slash + 1) : p;
  if (GLOB.test(dir)) return undefined;
  const literalChars = last.replace(/[*?[\]]/g, '').length;
  for (const name of SECRET_FILE_NAMES) {
    if (!wildcardMatch(last.slice(0, 128), name)) continue;
    const hit = secretOf(dir + name);
    if (!hit) continue;
    // `tests/*.json` matches a credentials file name only by its extension: a secret name that needs
    // no folder must be mostly spelled out (`.env*`, `wallet*`); in a secret folder any glob counts.
    const anywhere = secretOf(`/x/${name}`) !== undefined;
    if (!anywhere || literalChars * 2 >= name.length) return hit;
  }
  return undefined;
}
