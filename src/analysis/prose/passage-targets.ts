import { classifyHost, hostOf } from '../hosts.js';
import { secretOf } from '../paths.js';
import { registrableLabels } from '../registrable.js';

/**
 * Where a passage sends what it names (passage-asks.ts): an address no language translates — a remote URL,
 * an e-mail address, a publishing command written in code (`gh gist create --public`). Hosts that cannot
 * be the receiver of a secret store are left out: this machine, package registries and source forges
 * (github.com, pypi.org: they receive nothing by a URL in prose), the vendor whose login the store holds
 * (twine's `~/.pypirc` and pypi.org, the Stripe CLI's config and stripe.com: the token going home) and
 * documentation hosts. What is left out is decided by the host alone, never by the URL's path, which the
 * author of the passage chooses freely.
 */

export interface Destination {
  /** The address as written, or the outlet a command publishes to. */
  where: string;
  /** A reserved documentation host (`attacker.example`): shown, not a real address. */
  placeholder: boolean;
  /** A host that exists to receive data (a paste, a webhook, a tunnel), a raw IP, or a publishing command. */
  outlet: boolean;
}

/**
 * The registrable labels of the hosts a store's own vendor answers on (`pypi` of upload.pypi.org): a token
 * sent there is the token used. Matched on the label the domain is registered under, so a look-alike
 * (`renew.pypi-tokens.org`, `pypi.example-mirror.net`) is not the vendor.
 */
const VENDORS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/\.pypirc\b/, ['pypi', 'pythonhosted']],
  [/\.npmrc\b|\.yarnrc/, ['npmjs', 'yarnpkg', 'github']],
  [/\.docker\//, ['docker', 'ghcr', 'quay', 'amazonaws', 'azurecr', 'gcr', 'googleapis']],
  [/\.kube\b/, ['kubernetes', 'amazonaws', 'azure', 'googleapis']],
  [/\.aws\b/, ['amazonaws', 'aws', 'amazon']],
  [/gcloud|application_default_credentials/, ['google', 'googleapis']],
  [/\.azure\//, ['azure', 'microsoft', 'microsoftonline', 'windows']],
  [
    /\/gh\/|\.git-credentials|\.netrc|github-copilot/,
    ['github', 'githubusercontent', 'githubcopilot', 'gitlab'],
  ],
  [/stripe\//, ['stripe']],
  [/huggingface/, ['huggingface', 'hf']],
  [/kaggle/, ['kaggle']],
  [/\.cargo\//, ['crates']],
  [/\.gem\//, ['rubygems']],
  [/composer\//, ['packagist', 'github']],
  [/\.fly\//, ['fly']],
  [/vercel/, ['vercel']],
  [/netlify/, ['netlify']],
  [/doctl/, ['digitalocean']],
  [/terraform/, ['terraform', 'hashicorp']],
  [/pulumi/, ['pulumi']],
  [/wrangler|cloudflared/, ['cloudflare']],
  [/glab-cli/, ['gitlab']],
  [/databricks/, ['databricks', 'azuredatabricks']],
  [/supabase/, ['supabase']],
  [/\.codex\//, ['openai', 'chatgpt']],
  [/\.claude\//, ['anthropic', 'claude']],
  [/gradle|\.m2\//, ['gradle', 'sonatype', 'maven', 'apache']],
  [/pub-credentials/, ['dart', 'pub']],
  [/\.hex\//, ['hex']],
  [/snowflake|snowsql|\.dbt\//, ['snowflake', 'snowflakecomputing', 'getdbt']],
];

/** Documentation and reference sites: a link there is a "see also", never where a secret goes. */
const DOCS_LABELS = new Set([
  'wikipedia',
  'stackoverflow',
  'stackexchange',
  'readthedocs',
  'mozilla',
  'python',
  'nodejs',
  'kubernetes',
  'docker',
  'microsoft',
  'apple',
  'google',
  'youtube',
  'medium',
]);

/** The label a host's domain is registered under: `pypi` of upload.pypi.org, `kubewatch` of a.kubewatch.com.bd. */
export function registrableLabel(host: string): string {
  return host.split('.').length < 2 ? host : registrableLabels(host)[0]!;
}

function vendorOf(store: string, label: string): boolean {
  for (const [re, labels] of VENDORS) if (re.test(store) && labels.includes(label)) return true;
  return false;
}

/** Trailing sentence punctuation is not part of an address. */
function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0 && '.,;:!?)'.includes(url[end - 1]!)) end--;
  return url.slice(0, end);
}

/** The destination a URL of the passage is for a store, or undefined when that host cannot receive it. */
export function urlDestination(raw: string, store: string | undefined): Destination | undefined {
  const url = trimUrl(raw);
  if (!/^https?:\/\//i.test(url)) return undefined;
  const cls = classifyHost(url);
  if (cls === 'local' || cls === 'registry' || cls === 'vendor-installer' || cls === 'metadata')
    return undefined;
  if (cls === 'unknown') return undefined;
  const placeholder = cls === 'placeholder';
  const label = registrableLabel(hostOf(url));
  if (!placeholder && (DOCS_LABELS.has(label) || (store !== undefined && vendorOf(store, label))))
    return undefined;
  return { where: url, placeholder, outlet: cls === 'exfil-service' || cls === 'raw-ip' };
}

/**
 * Commands that publish what they are given where anyone can read it, written in a code span: the verb of
 * the passage in a language of its own. Named by the outlet the message gives (a gist, a paste service).
 */
const PUBLISHERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^gh\s{1,4}gist\s{1,4}create\b/, 'gist'],
  [/^glab\s{1,4}snippet\s{1,4}create\b/, 'paste service'],
  [/^(?:pastebinit|haste|wgetpaste|fpaste|sprunge)\b/, 'paste service'],
  [/^(?:nc|ncat|netcat)\s{1,4}termbin\.com\b/, 'paste service'],
];

/** The outlet a code span publishes to (`gh gist create --public` → a public gist), if it is one. */
export function publishedBy(code: string): Destination | undefined {
  const c = code.trim().toLowerCase();
  for (const [re, outlet] of PUBLISHERS)
    if (re.test(c)) {
      const open = outlet === 'gist' && !/--public\b|\s-p\b/.test(c) ? 'secret gist' : `public ${outlet}`;
      return { where: `a ${open} (\`${code.trim().slice(0, 80)}\`)`, placeholder: false, outlet: true };
    }
  return undefined;
}

const EMAIL = /(?<![\w.+-])[\w.+-]{1,64}@[a-z0-9-]{1,63}(?:\.[a-z0-9-]{1,63}){1,4}(?![\w-])/i;

/** Code spans: `git@host:repo`, `ssh deploy@host` name a login, not a mailbox. */
const CODE_SPAN = /`[^`\n]{0,300}`/g;

/**
 * An e-mail address in the prose of the text (not in code), unless it is a placeholder's (`you@example.com`),
 * a forge's or one written as an scp-style login (`git@host:org/repo`).
 */
export function emailDestination(text: string): Destination | undefined {
  const prose = text.replace(CODE_SPAN, ' ');
  const m = EMAIL.exec(prose);
  if (!m || prose[m.index + m[0].length] === ':' || /^git@/i.test(m[0])) return undefined;
  const host = m[0].slice(m[0].indexOf('@') + 1);
  const cls = classifyHost(host);
  if (cls === 'local' || cls === 'registry') return undefined;
  return { where: m[0], placeholder: cls === 'placeholder', outlet: false };
}

/**
 * The project's own `.env` is where an API's key is kept, so ".env" beside that API's URL is setup, not a
 * send: it counts only with an outlet (a paste, a webhook, a raw IP, a publishing command, an e-mail).
 */
export function isProjectConfig(store: string): boolean {
  return secretOf(store)?.cls === 'dotenv';
}
