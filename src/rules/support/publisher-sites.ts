import type { Endpoint } from '../../analysis/facts.js';
import { isRecord } from '../../analysis/records.js';
import { registrableLabels } from '../../analysis/registrable.js';
import { editDistance } from '../../analysis/similar.js';
import type { RuleContext } from '../types.js';

/**
 * A download's site tied to who publishes the skill or the tool (rules/remote-code-execution.md, "publisher's
 * site"). Generated collections carry no plugin manifest and name their skills after the services they drive
 * (`oo-ably` installing the `oo` CLI from `cli.oomol.com`), so the name pairs of support/own-upstream.ts meet
 * nothing there; what still names the publisher is the repository's own root package (`package.json` `name`
 * `oomol-skills`, its npm scope, its `repository` and `homepage`, `pyproject.toml`'s project name). A site
 * whose domain name is that publisher's name is the publisher's own. A product skill (`k7-total-security-…`)
 * downloads from its maker's site, which carries the brand with a company word (`k7computing.com`).
 *
 * Both are names the author writes, so they lower a run to the tool's-own-upstream grade (medium where it
 * runs), never further; a domain a letter or two from such a name (`oomo1.com`) is a look-alike and ties
 * nothing, whatever else the text says.
 */

/** Words of a package's name that say what the repository holds, not who publishes it. */
const HOLDS = new Set([
  'skills',
  'skill',
  'plugins',
  'plugin',
  'tools',
  'tool',
  'toolkit',
  'cli',
  'agent',
  'agents',
  'mcp',
  'ai',
  'awesome',
  'collection',
  'catalog',
  'marketplace',
  'kit',
  'sdk',
  'app',
  'apps',
  'lib',
  'core',
  'setup',
  'monorepo',
  'workspace',
  'root',
  'template',
  'starter',
  'hub',
  'docs',
  'my',
  'the',
]);

/** Words a maker's domain adds to its brand (`k7computing`, `acmelabs`, `widgethq`): what it is, not what it serves. */
const COMPANY = [
  'computing',
  'software',
  'systems',
  'technologies',
  'technology',
  'tech',
  'labs',
  'lab',
  'inc',
  'corp',
  'hq',
  'group',
  'studios',
  'studio',
  'games',
  'solutions',
  'research',
  'networks',
];

/** The domain's own name: the label left of the public suffix (`cli.oomol.com` → `oomol`). */
export function siteName(host: string | undefined): string | undefined {
  const h = (host ?? '').toLowerCase();
  if (h.split('.').length < 2) return undefined;
  const label = registrableLabels(h)[0];
  return label && /^[a-z0-9][a-z0-9-]{0,62}$/.test(label) ? label : undefined;
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[-_.\s]/g, '');
}

/** The publisher's name in a package or account name: its first word, when that is not what the repository holds. */
function brandOf(name: string): string | undefined {
  const bare = name.trim().toLowerCase().replace(/^@/, '');
  const first = bare.split(/[-_./\s]/)[0] ?? '';
  return first.length >= 4 && !HOLDS.has(first) && /^[a-z][a-z0-9]{3,40}$/.test(first) ? first : undefined;
}

/** The names the repository's root package gives its publisher (see the header), read once per scan. */
const memo = new WeakMap<object, Promise<string[]>>();

export function repositoryPublishers(ctx: RuleContext): Promise<string[]> {
  let got = memo.get(ctx.model);
  if (!got) {
    got = readPublishers(ctx);
    memo.set(ctx.model, got);
  }
  return got;
}

async function readPublishers(ctx: RuleContext): Promise<string[]> {
  const names = new Set<string>();
  const add = (n: string | undefined) => {
    if (n) names.add(n);
  };
  const pkg = await ctx.model.files.text('package.json');
  let data: unknown;
  try {
    data = pkg && pkg.text.length < 200_000 ? JSON.parse(pkg.text) : undefined;
  } catch {
    data = undefined;
  }
  if (isRecord(data)) {
    const name = typeof data.name === 'string' ? data.name : '';
    add(name.startsWith('@') ? brandOf(name.slice(1).split('/')[0] ?? '') : brandOf(name));
    const repo = isRecord(data.repository) ? data.repository.url : data.repository;
    if (typeof repo === 'string') add(brandOf(accountOf(repo) ?? ''));
    if (typeof data.homepage === 'string') add(siteName(hostIn(data.homepage)));
  }
  const py = await ctx.model.files.text('pyproject.toml');
  if (py) add(brandOf(/^name\s*=\s*["']([^"'\n]{1,100})["']/m.exec(py.text.slice(0, 20_000))?.[1] ?? ''));
  return [...names].filter((n) => n.length >= 4);
}

/** The account of `github:owner/repo`, `owner/repo` or a source-host URL. */
function accountOf(repo: string): string | undefined {
  const m =
    /^(?:(?:github|gitlab|bitbucket):|(?:git\+)?https?:\/\/(?:www\.)?[\w.-]{1,100}\/|git@[\w.-]{1,100}:)?([\w.-]{1,100})\/[\w.-]{1,100}/i.exec(
      repo.trim(),
    );
  return m?.[1];
}

function hostIn(url: string): string | undefined {
  return /^https?:\/\/([^/:?#\s]{1,255})/i.exec(url.trim())?.[1];
}

/**
 * `label` is `brand`, or `brand` and one company word (`k7computing`); or a look-alike of either: a letter or
 * two changed, added or dropped (`oomo1`, `k7cornputing`) — a longer name that starts with the brand
 * (`oomolcli`, `vitejs`) is only another name.
 */
function sameName(label: string, brand: string): 'same' | 'lookalike' | undefined {
  const l = squash(label);
  if (l === brand || COMPANY.some((c) => l === brand + c)) return 'same';
  if (brand.length < 4 || l.startsWith(brand)) return undefined;
  const near = (want: string) => Math.abs(l.length - want.length) <= 1 && editDistance(l, want, 2) <= 2;
  return near(brand) || COMPANY.some((c) => near(brand + c)) ? 'lookalike' : undefined;
}

/**
 * How a download's site is tied to its publisher: `publisher` when its domain name (or, on a source host, the
 * repository's account: `oomol-lab`) is the repository's publisher's (above), `brand` when a site's name is
 * the brand the skill's name opens with and a company word (`k7-total-security-…` and `k7computing.com`; a
 * brand of four letters or more may stand alone), `lookalike` when it is one or two letters from either,
 * undefined otherwise.
 */
export async function publisherSiteTie(
  ctx: RuleContext,
  endpoint: Endpoint | undefined,
  skills: readonly string[],
  account: string | undefined,
): Promise<'publisher' | 'brand' | 'lookalike' | undefined> {
  if (endpoint?.cls !== 'other' && endpoint?.cls !== 'registry') return undefined;
  const label = account ?? (endpoint.cls === 'other' ? siteName(endpoint.host) : undefined);
  if (!label) return undefined;
  let lookalike = false;
  for (const p of await repositoryPublishers(ctx)) {
    const same = sameName(label, p);
    if (same === 'same') return 'publisher';
    lookalike ||= same === 'lookalike';
  }
  if (account !== undefined) return lookalike ? 'lookalike' : undefined;
  for (const s of skills) {
    const brand = s.split(/[-_.]/)[0] ?? '';
    if (!/^[a-z0-9]{2,40}$/.test(brand) || HOLDS.has(brand)) continue;
    // A short brand (`k7`) ties only with a company word after it: two letters alone name too many sites.
    const same =
      brand.length < 4
        ? COMPANY.some((c) => label === brand + c)
          ? 'same'
          : undefined
        : sameName(label, brand);
    if (same === 'same') return 'brand';
    lookalike ||= same === 'lookalike';
  }
  return lookalike ? 'lookalike' : undefined;
}
