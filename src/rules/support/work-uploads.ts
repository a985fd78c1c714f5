import {
  isHostName,
  issuersNamedIn,
  issuersOfHost,
  registrableDomain,
} from '../../analysis/credential-issuers.js';
import type { BehaviourOf, Endpoint, SendChannel } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { RuleContext } from '../types.js';
import {
  grade,
  HIGH_WHERE_IT_RUNS,
  type Located,
  MEDIUM_WHERE_IT_RUNS,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';
import { siteName } from './publisher-sites.js';

/**
 * The work's own data sent to a party the skill does not disclose (rules/data-exfiltration.md, "The work's
 * data sent to an undisclosed party"). Document, media and table skills read the user's files and talk to the
 * network, so a file read and a POST are everyday work; what decides is who receives it. A finding needs:
 *
 * 1. the payload is the work's input or derived from it: a file the skill was handed (a path from the
 *    command line, an option or a parameter, so not one of the repository's own files), its bytes, a
 *    temporary file converted from it, rows of a table or pages of a document loaded from it — the `file`
 *    taint whose `from` is not a literal path, and no secret (secrets are graded above);
 * 2. a send of it to a destination the skill fixes: a host written in the code or the default of an
 *    override (`os.environ.get("X_URL", "https://…")`); an address the user alone supplies has no host;
 * 3. that destination is not the party the skill's text names: neither its host, its registrable domain, the
 *    site's own name ("CloudConvert" for api.cloudconvert.com) nor the vendor whose API it is appears in the
 *    documents of the skill. The site name is compared whole: a host whose name only contains the one the
 *    text names (`cloudconvert-files.com` for "CloudConvert") is someone else; the same name under another
 *    suffix (`vercel.app` written, `vercel.sh` receiving) is read as the same vendor, as vendors own several.
 *
 * **Medium** where it runs; **high** when the browser's session (cookies, storage state) rides along, or when
 * the text promises the work stays on the machine ("runs locally", "nothing leaves this computer"). A fallback,
 * error or size branch around the send does not lower it: the code decides when, the data goes all the same.
 */

/** Channels that carry a payload to a receiver; DNS and git are read by their own rules. */
const CARRIERS: ReadonlySet<SendChannel> = new Set([
  'http',
  'storage',
  'forge',
  'telemetry',
  'socket',
  'mail',
  'other',
]);

/** The file is one the code was handed: its path has a slot (`${…}`, `<…>`) or an elision. */
function handedFile(send: BehaviourOf<'send'>): string | undefined {
  const d = send.data;
  if (!d.taints.includes('file') || d.secret || d.taints.includes('conversation')) return undefined;
  const from = d.from ?? '';
  return /[$<{]|\u2026/.test(from) ? from : undefined;
}

/**
 * Session state of the browser a script drives, in the payload: Playwright's and Puppeteer's
 * `context.cookies()`/`page.cookies()`, `storageState()`, Selenium's `get_cookies()` (the value the analysis
 * rebuilds shows the call it could not model as `${cookies}` or `${get_cookies(…)}`).
 */
const SESSION = /\$\{(?:cookies|storageState|storage_state|get_cookies|getCookies)(?:\(\u2026\))?\}/;

/**
 * The text promises the work stays on the machine. Bounded gaps, no nested repetition (linear).
 */
const LOCAL_PROMISES: readonly RegExp[] = [
  /\b(?:runs?|running|ran|processed|processing|happens|stays?|kept|works?|performed|done|transcribed|recognised|recognized|converted)\b[^.]{0,60}?\b(?:locally|on[- ]device|offline|on (?:this|your|the user'?s|the same) (?:machine|computer|device|laptop|host))\b/i,
  /\b(?:fully|entirely|completely|100%|purely) (?:local|offline|on[- ]device)\b/i,
  /\blocal[- ]only\b/i,
  /\b(?:nothing|no (?:data|files?|audio|documents?|text|content|recordings?|images?))\b[^.]{0,30}?\b(?:leaves|is (?:uploaded|sent)|are (?:uploaded|sent)|goes (?:out|anywhere))\b/i,
  /\bnever (?:leaves?|uploads?|sends?)\b/i,
  /\bwithout (?:uploading|sending)\b/i,
];

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Last labels that are file extensions before they are top-level domains (`scripts/mathpix.py`, `run.sh`). */
const FILE_SUFFIX = new Set([
  'py',
  'sh',
  'md',
  'rs',
  'pl',
  'ps',
  'ml',
  'so',
  'mk',
  'rb',
  'js',
  'ts',
  'cc',
  'gz',
  'zip',
  'mov',
]);

/** Host names a text writes (`cloudconvert.com`, `https://api.x.io/…`), lower-cased, file names left out. */
function writtenHosts(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){1,6}\b/gi)) {
    const h = m[0].toLowerCase();
    if (!FILE_SUFFIX.has(h.slice(h.lastIndexOf('.') + 1))) out.add(h);
  }
  return out;
}

/** The skill's text names the receiver: its domain, the site's own name, or the vendor whose API it is. */
export function namesReceiver(text: string, receiver: string): boolean {
  const h = receiver.toLowerCase();
  const hosts = writtenHosts(text);
  const domain = registrableDomain(h);
  const domains = new Set([...hosts].map((x) => registrableDomain(x) ?? x));
  // A bucket or a host written out, or the domain it is under.
  if (hosts.has(h) || (domain !== undefined && domains.has(domain))) return true;
  if (!domain) return text.toLowerCase().includes(h);
  const site = siteName(h);
  const squashed = squash(text);
  if (site && site.length >= 4 && squashed.includes(squash(site))) return true;
  if (
    site &&
    site.length < 4 &&
    text
      .toLowerCase()
      .split(/[^a-z0-9-]+/)
      .includes(site)
  )
    return true;
  const vendors = issuersOfHost(h);
  if (vendors.length === 0) return false;
  const named = new Set(issuersNamedIn(text).map((i) => i.service));
  return vendors.some((v) => named.has(v.service) || squashed.includes(squash(v.service)));
}

/** The sentence of a text that promises the work stays local, or undefined. */
export function localPromise(text: string): string | undefined {
  for (const re of LOCAL_PROMISES) {
    const m = re.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

/**
 * The address carries a variable the skill's text tells the user to set (`https://gateway.x.net/v1/${GW_ACCOUNT}/…`
 * with "Set `GW_ACCOUNT` …"): the receiver is an account of the user's on that host, which the user chose by
 * creating it. A key in the credentials does not count: the key of the service the text names, sent to a
 * look-alike host, is the look-alike's to read.
 */
function usersAccount(send: BehaviourOf<'send'>, docs: string): boolean {
  const text = send.endpoint.url ?? '';
  const names = [...text.matchAll(/\$\{?([A-Z][A-Z0-9_]{2,63})\}?/g)].map((m) => m[1]!);
  if (names.length === 0) return false;
  const words = new Set(docs.split(/[^A-Za-z0-9_]+/));
  return names.some((n) => words.has(n));
}

/** The documents of the skills that reach `path` (their SKILL.md and the Markdown beside it), bounded. */
async function skillTexts(ctx: RuleContext, path: string): Promise<string | undefined> {
  const graph = await ctx.model.graph();
  const entries = [...graph.reachers(path)].map((r) => r.entry);
  if (entries.length === 0) return undefined;
  const parts: string[] = [];
  for (const entry of entries.slice(0, 8)) {
    const doc = ctx.model.skills.find((d) => d.path === entry);
    const dir = doc?.dir;
    const files = dir
      ? ctx.model.files
          .filesUnder(dir)
          .map((f) => f.path)
          .filter((p) => /\.(?:md|mdx|markdown|txt|rst)$/i.test(p))
          .slice(0, 24)
      : [entry];
    if (!files.includes(entry)) files.unshift(entry);
    for (const f of files) {
      const t = await ctx.model.files.text(f);
      if (t) parts.push(t.text.slice(0, 200_000));
    }
  }
  return parts.join('\n');
}

/**
 * Who receives: the bucket for a cloud storage address (`s3://acme-dr-archive/` — the cloud's host is the same
 * for every account's bucket, the bucket's owner is the party; one the user's configuration names,
 * `s3://$BUCKET/`, is the user's own), else the host the code writes.
 */
function fixedReceiver(e: Endpoint): string | undefined {
  const bucket = /^(?:s3|gs|az|r2|oss|cos|b2):\/\/([^/]{1,200})/i.exec(e.url ?? '')?.[1];
  if (bucket !== undefined) return /[${}<>\u2026]/.test(bucket) ? undefined : bucket.toLowerCase();
  // A package registry or forge (registry.npmjs.org, github.com) is where a release goes; a second, other
  // host for the same tarball is an ordinary host and judged as one.
  if (e.cls !== 'other') return undefined;
  const host = e.host?.toLowerCase();
  return host && isHostName(host) ? host : undefined;
}

export async function reportWorkUploads(ctx: RuleContext): Promise<void> {
  const texts = new Map<string, Promise<string | undefined>>();
  for (const loc of await reachedBehaviours(ctx, ['send'])) {
    const b = loc.b;
    if (!CARRIERS.has(b.channel)) continue;
    const host = fixedReceiver(b.endpoint);
    // The payload: a file the code was handed, or the session of the browser it drives (cookies are the
    // user's login to every site the crawl visits, whatever the pages hold).
    const file = handedFile(b) ?? (SESSION.test(b.data.text) ? '' : undefined);
    if (!host || file === undefined) continue;
    const text = texts.get(loc.path) ?? skillTexts(ctx, loc.path);
    texts.set(loc.path, text);
    const docs = await text;
    if (docs === undefined || namesReceiver(docs, host) || usersAccount(b, docs)) continue;
    await report(ctx, loc, host, file, docs);
  }
}

async function report(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send'>>,
  host: string,
  file: string,
  docs: string,
): Promise<void> {
  const session = SESSION.test(loc.b.data.text);
  const promise = localPromise(docs);
  const severity = grade(session || promise ? HIGH_WHERE_IT_RUNS : MEDIUM_WHERE_IT_RUNS, loc.unit);
  if (!severity) return;
  const why = [
    session ? "the browser's session cookies ride along" : '',
    promise ? `the skill's text says '${inert(promise, 80)}'` : '',
  ].filter(Boolean);
  await reportBehaviour(ctx, loc, {
    severity,
    message: `${shown(loc.b)} ${whereItRuns(loc.unit)} sends ${file === '' ? "the pages' data" : `the user's own data (${/^\$\{\d+\}$/.test(file) ? 'a file it is handed' : inert(file, 60)}, or what was made from it)`} to ${inert(host, 80)}, a receiver the skill's text never names${why.length ? `; ${why.join(', and ')}` : ''}`,
    key: `work-upload|${loc.b.key}`,
  });
}
