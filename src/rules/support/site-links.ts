import type { Endpoint } from '../../analysis/facts.js';
import { isRecord } from '../../analysis/records.js';
import { registrableLabels } from '../../analysis/registrable.js';
import { trimEndChars } from '../../analysis/strings.js';
import type { RuleContext } from '../types.js';

/**
 * Whether a download's site is tied to its tool by something other than its name (rules/remote-code-execution.md,
 * "the tool's own site"). A domain is bought for a name as easily as the name is said: `sqlfluff.tools` in a
 * skill called `sqlfluff-lint` is no evidence that SQLFluff's project serves it. What the file can give is
 * the site used as the tool's site elsewhere in the skill: a link in its prose or frontmatter
 * (`[esbuild](https://esbuild.github.io/api/)`, `homepage: https://pi.dev`, `external_references:`), or the
 * `homepage`/`repository`/`author.url` of the repository's own package or of the plugin's manifest. The installer's own
 * address does not count (`[install script](https://cli.inference.sh)`), nor does any address shaped like an
 * installer, nor code (fenced blocks and inline code spans, where the download itself sits).
 *
 * Sites are compared by registrable domain; on a shared host (`*.github.io`, `*.vercel.app`, `*.pages.dev` …)
 * every tenant is its own site, so the label in front counts too.
 */

/** Hosting suffixes under which each name is a different owner's site. */
const SHARED_HOSTING = new Set([
  'github.io',
  'gitlab.io',
  'vercel.app',
  'netlify.app',
  'pages.dev',
  'workers.dev',
  'web.app',
  'firebaseapp.com',
  'herokuapp.com',
  'fly.dev',
  'onrender.com',
  'readthedocs.io',
  'surge.sh',
  'glitch.me',
  'replit.app',
  'azurewebsites.net',
  'appspot.com',
  'blogspot.com',
  'deno.dev',
  'ngrok.app',
  'codeberg.page',
]);

/** The site a host belongs to: its registrable domain, one label more under a shared hosting suffix. */
export function siteOf(host: string | undefined): string | undefined {
  const h = (host ?? '').toLowerCase().replace(/\.$/, '');
  if (!/^[a-z0-9][a-z0-9.-]{0,252}$/.test(h) || !h.includes('.')) return undefined;
  const labels = h.split('.');
  const reg = registrableLabels(h);
  if (SHARED_HOSTING.has(reg.join('.')) && labels.length > reg.length)
    return labels.slice(-(reg.length + 1)).join('.');
  return reg.join('.');
}

/** The name of a host's site (`pi` for `pi.dev`, `esbuild` for `esbuild.github.io`). */
export function siteLabel(host: string | undefined): string | undefined {
  return siteOf(host)?.split('.')[0];
}

/** A link the skill gives: the site it points to and, for a Markdown link, its text. */
export interface SiteLink {
  site: string;
  url: string;
  text?: string;
}

/** An address shaped like an installer (`/install`, `install.sh`, `.ps1`, `/dl/`, `/download`). */
function installerShaped(path: string): boolean {
  const last = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  return (
    /install|setup|bootstrap/.test(last) ||
    last === 'get' ||
    /\.(?:sh|ps1|bash|py)$/.test(last) ||
    /\/(?:dl|downloads?|releases?)(?:\/|$)/i.test(path)
  );
}

const URL_IN_TEXT = /https?:\/\/([A-Za-z0-9.-]{1,253})(\/[^\s<>"'`)\]]{0,400})?/g;
const MD_LINK = /\[([^\][\n]{1,200})\]\((https?:\/\/[^\s)]{1,500})\)/g;

function normalUrl(url: string): string {
  const bare = url.toLowerCase();
  const cut = bare.search(/[?#]/);
  return trimEndChars(cut < 0 ? bare : bare.slice(0, cut), '.,;:!/');
}

/** Prose of a Markdown text: fenced blocks dropped, inline code spans blanked (links stay). */
export function proseOf(text: string): string {
  const out: string[] = [];
  let fence: string | undefined;
  for (const line of text.slice(0, 400_000).split('\n')) {
    const open = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence !== undefined) {
      if (open && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
      continue;
    }
    if (open) {
      fence = open;
      continue;
    }
    out.push(line.replace(/`[^`\n]{0,400}`/g, ' '));
  }
  return out.join('\n');
}

/** The links of a prose text (see the header), installer-shaped addresses left out. */
export function linksIn(prose: string): SiteLink[] {
  const links: SiteLink[] = [];
  const texts = new Map<string, string>();
  for (const m of prose.matchAll(MD_LINK)) if (texts.size < 400) texts.set(normalUrl(m[2]!), m[1]!);
  for (const m of prose.matchAll(URL_IN_TEXT)) {
    if (links.length >= 400) break;
    const site = siteOf(m[1]);
    const raw = m[2] ?? '';
    const cut = raw.search(/[?#]/);
    const path = trimEndChars(cut < 0 ? raw : raw.slice(0, cut), '.,;:!');
    if (!site || installerShaped(path)) continue;
    const url = normalUrl(m[0]);
    const text = texts.get(url);
    links.push({ site, url, ...(text !== undefined ? { text } : {}) });
  }
  return links;
}

const memo = new WeakMap<object, Map<string, Promise<SiteLink[]>>>();

/**
 * The links the skill holding `path` gives (its SKILL.md, the file itself when it is Markdown), with the
 * repository's own package and the plugin's manifest `homepage`/`repository`. Read once per file.
 */
export function skillLinks(ctx: RuleContext, path: string): Promise<SiteLink[]> {
  let byPath = memo.get(ctx.model);
  if (!byPath) {
    byPath = new Map();
    memo.set(ctx.model, byPath);
  }
  let got = byPath.get(path);
  if (!got) {
    got = readLinks(ctx, path);
    byPath.set(path, got);
  }
  return got;
}

const packages = new WeakMap<object, Promise<unknown>>();

/** The repository's own package.json, read and parsed once per scan (every file's links include it). */
function rootPackage(ctx: RuleContext): Promise<unknown> {
  let got = packages.get(ctx.model);
  if (!got) {
    got = ctx.model.files.text('package.json').then((pkg) => {
      try {
        return pkg && pkg.text.length < 200_000 ? JSON.parse(pkg.text) : undefined;
      } catch {
        return undefined; // Not JSON: no metadata.
      }
    });
    packages.set(ctx.model, got);
  }
  return got;
}

async function readLinks(ctx: RuleContext, path: string): Promise<SiteLink[]> {
  const texts: string[] = [];
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'skill') continue;
    if (!doc.paths.some((p) => path.startsWith(p.slice(0, p.lastIndexOf('/') + 1)))) continue;
    texts.push(doc.file.text);
  }
  if (/\.(?:md|mdx|markdown)$/i.test(path)) {
    const own = await ctx.model.files.text(path);
    if (own) texts.push(own.text);
  }
  const links = texts.flatMap((t) => linksIn(proseOf(t)));
  const meta: unknown[] = [await rootPackage(ctx)];
  for (const plugin of ctx.model.plugins)
    if (plugin.root === '' || path.startsWith(`${plugin.root}/`)) meta.push(plugin.manifest?.data);
  for (const data of meta) {
    if (!isRecord(data)) continue;
    const repo = isRecord(data.repository) ? data.repository.url : data.repository;
    const author = isRecord(data.author) ? data.author.url : undefined;
    for (const u of [data.homepage, repo, author])
      if (typeof u === 'string') links.push(...linksIn(u.replace(/^git\+/, '')));
  }
  return links;
}

/**
 * How the skill ties a download's site: `linked` when it links the site elsewhere (see the header), `named`
 * when one of those links' own text names the site (`[iii-engine](https://iii.dev)`: the skill introduces
 * that site as the tool's), undefined when it gives no link to it.
 */
export async function siteLinkTie(
  ctx: RuleContext,
  path: string,
  endpoint: Endpoint | undefined,
): Promise<'linked' | 'named' | undefined> {
  const site = siteOf(endpoint?.host);
  if (!site || endpoint?.url === undefined) return undefined;
  const own = normalUrl(endpoint.url);
  const label = site.split('.')[0] ?? '';
  let linked = false;
  for (const l of await skillLinks(ctx, path)) {
    if (l.site !== site || l.url === own) continue;
    linked = true;
    if (l.text !== undefined && label.length >= 2 && textNames(l.text, label)) return 'named';
  }
  return linked ? 'linked' : undefined;
}

/** The link text has the site's name as a word (`iii-engine`, `Pi docs`, `esbuild`). */
function textNames(text: string, label: string): boolean {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => w === label);
}
