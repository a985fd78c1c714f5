import type { Behaviour, BehaviourOf, CodeUnit, Endpoint } from '../../analysis/facts.js';
import { isRecord } from '../../analysis/records.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
import { lookalikeOwner } from './lookalike-owners.js';
import { namedAbove, ownFrontmatter } from './named-above.js';
import { publisherSiteTie } from './publisher-sites.js';
import { releaseAssetName } from './release-assets.js';
import { repackagedElsewhere } from './repackaged-repos.js';
import { siteLabel, siteLinkTie } from './site-links.js';

/**
 * A tool's own upstream, offered as another way to install it: a skill about a CLI lists
 * `brew install acme/tap/widgetctl` and, beside it, "from source: `git clone https://github.com/acme/widgetctl
 * && cd widgetctl && make`" or the project's release binary (`curl -L https://github.com/acme/widgetctl/
 * releases/latest/download/widgetctl -o ~/.local/bin/widgetctl`). The download and the run are real, but
 * they fetch the same project the package manager installs, from its own source repository: the vendor's
 * documented install, graded like the `trustedInstallers` list (rules/remote-code-execution.md).
 *
 * What it takes, all from facts of the same file (and archive member):
 * - the code comes from a source host (github.com, raw.githubusercontent.com, gitlab.com, codeberg.org,
 *   bitbucket.org) — never an unknown host, a raw IP or a file drop;
 * - the file also installs a package from a registry (`install` fact, source `registry`) whose name is
 *   the repository's name or its owner's (`render` ↔ `render-oss/cli`, `yt-dlp` ↔ `yt-dlp/yt-dlp`).
 * - or the skill whose folder holds the file is named after the repository (a `libfoo` skill that builds
 *   `github.com/org/libfoo` from source): the tool the skill is about, cloned from where it is developed;
 * - or the plugin holding the file names, as its manifest's `repository` or `homepage`, a repository of the
 *   same owner (a plugin published from `github.com/acme/skills` installing `acme/widget`'s script): the
 *   publisher's own tool from its own account.
 * The author writes both names, so this lowers one step only: still reported, high where it runs.
 */

const SOURCE_HOST_REPO =
  /^(?:https?:\/\/|git\+https:\/\/|git@)?(?:www\.)?(?:github\.com|raw\.githubusercontent\.com|gitlab\.com|codeberg\.org|bitbucket\.org)[/:]([\w.-]{1,100})\/([\w.-]{1,100})/i;

/** Package names too generic to tie a repository to a tool. */
const GENERIC = new Set([
  'cli',
  'tool',
  'tools',
  'sdk',
  'app',
  'install',
  'installer',
  'setup',
  'core',
  'lib',
]);

/** `owner` and `repo` of a source-host URL, lower-cased, `.git` dropped. */
export function sourceRepoOf(url: string | undefined): { owner: string; repo: string } | undefined {
  const m = url ? SOURCE_HOST_REPO.exec(url.trim()) : null;
  if (!m) return undefined;
  return { owner: m[1]!.toLowerCase(), repo: m[2]!.toLowerCase().replace(/\.git$/, '') };
}

/** The package's own name: the last path segment, without version, extras or tap (`acme/tap/widgetctl@2`). */
function packageName(spec: string): string {
  const last = spec.trim().split('/').pop() ?? '';
  return last
    .replace(/^@/, '')
    .split(/[@=<>~![\s;]/)[0]!
    .toLowerCase();
}

function namesRepo(name: string, r: { owner: string; repo: string }): boolean {
  if (name.length < 3 || GENERIC.has(name)) return false;
  if (r.repo === name || r.owner === name || r.owner.startsWith(`${name}-`)) return true;
  return r.repo.startsWith(`${name}-`) && !repackagedElsewhere(r, name);
}

/** What a file is about: its skills' names and its plugin's publishers (see the header). */
export interface OwnSubjects {
  /** Lower-cased folder names of the skills whose folder holds the file. */
  skills: readonly string[];
  /** Lower-cased source-host owners the enclosing plugin's manifest names as its own repository. */
  publishers: readonly string[];
  /** The words of those skills' descriptions, lower-cased and hyphen-joined (`skaffold-for-kubernetes-…`). */
  topics?: readonly string[];
}

/**
 * The subjects of `path`. A skill's own name must equal its folder's (the spec), so the folder is the name
 * the user installs; a plugin's `repository` (a string, or `{ url }`) and `homepage` say where it is
 * published from.
 */
export function subjectsOf(ctx: RuleContext, path: string): OwnSubjects {
  const skills: string[] = [];
  const topics: string[] = [];
  for (const doc of ctx.model.skills) {
    if (doc.kind !== 'skill') continue;
    if (!doc.paths.some((p) => path.startsWith(p.slice(0, p.lastIndexOf('/') + 1)))) continue;
    skills.push(doc.folderName.toLowerCase());
    const description = doc.frontmatter.get('description');
    if (typeof description === 'string')
      topics.push(
        description
          .slice(0, 2_000)
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((w) => w !== '')
          .join('-'),
      );
  }
  const publishers = new Set<string>();
  for (const plugin of ctx.model.plugins) {
    if (plugin.root !== '' && !path.startsWith(`${plugin.root}/`)) continue;
    const record = plugin.manifest?.data;
    if (!isRecord(record)) continue;
    const repository = record.repository;
    const urls = [isRecord(repository) ? repository.url : repository, record.homepage];
    for (const url of urls) {
      const owner = typeof url === 'string' ? sourceRepoOf(url)?.owner : undefined;
      if (owner) publishers.add(owner);
    }
    // An account handle as the author's or the listing marketplace's owner's name (`"author": {"name":
    // "grobomo"}`): the account the plugin is published from, when it is also the download's owner.
    const handles = [nameOf(record.author)];
    for (const m of ctx.model.marketplaces)
      if (m.pluginRoots.includes(plugin.root) && isRecord(m.doc.data)) handles.push(nameOf(m.doc.data.owner));
    for (const h of handles) if (h !== undefined && ACCOUNT_HANDLE.test(h)) publishers.add(h.toLowerCase());
  }
  return { skills, publishers: [...publishers], topics };
}

/** A GitHub/GitLab account name: letters, digits and inner hyphens, no spaces (`Ghost Security` is none). */
const ACCOUNT_HANDLE = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,37}[A-Za-z0-9])?$/;

/** `"name"` or `{ "name": "name" }`. */
function nameOf(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim();
  return isRecord(v) && typeof v.name === 'string' ? v.name.trim() : undefined;
}

/**
 * A skill named for the repository: exactly (not its owner alone: an organisation hosts many tools), or by
 * the owner and the repository's words with a generic one dropped (`docker-scout-scanner` for
 * `docker/scout-cli`: Docker Scout's own installer in the skill about Docker Scout).
 */
function skillNamesRepo(subject: string, r: { owner: string; repo: string }): boolean {
  if (subject.length < 3 || GENERIC.has(subject)) return false;
  if (r.repo === subject) return true;
  const words = new Set(subject.split(/[-_.]/));
  const core = r.repo.split(/[-_.]/).filter((w) => w !== '' && !GENERIC.has(w));
  return core.length > 0 && words.has(r.owner) && core.every((w) => w.length >= 3 && words.has(w));
}

/**
 * Whether a download-and-run fetches the upstream of a tool the same file installs from a registry.
 * `behaviours` are the file's facts; `units` its units (to keep to one archive member).
 */
export function isOwnUpstreamInstall(
  b: BehaviourOf<'execute'>,
  unit: CodeUnit,
  endpoint: Endpoint | undefined,
  behaviours: readonly Behaviour[],
  units: readonly CodeUnit[],
  subjects: OwnSubjects = { skills: [], publishers: [] },
): boolean {
  // raw.githubusercontent.com is classed an ordinary host; the host pattern below is what decides.
  if ((endpoint?.cls !== 'registry' && endpoint?.cls !== 'other') || b.code.taints.includes('decoded'))
    return false;
  const repo = sourceRepoOf(endpoint.url);
  if (!repo) return false;
  if (subjects.skills.some((s) => skillNamesRepo(s, repo))) return true;
  if (subjects.publishers.includes(repo.owner)) return true;
  let seen = 0;
  for (const other of behaviours) {
    if (other.kind !== 'install' || other.source !== 'registry') continue;
    if (++seen > 512) break;
    if (units[other.unit]?.member !== unit.member) continue;
    if (namesRepo(packageName(other.spec), repo)) return true;
  }
  return false;
}

/**
 * Words a project's repository name carries besides the tool's own name (`restler-fuzzer`,
 * `django-DefectDojo`, `PEASS-ng`): dropped to find the name the text calls the tool by.
 */
const AFFIX = new Set([
  ...GENERIC,
  'fuzzer',
  'framework',
  'django',
  'python',
  'py',
  'js',
  'node',
  'go',
  'rs',
  'ng',
  'linux',
  'windows',
  'docker',
  'plugin',
  'server',
  'scanner',
  'toolkit',
  // Packaging of a tool rather than its name (`rapid7/metasploit-omnibus`, `acme-dist`, `foo-releases`).
  'omnibus',
  'dist',
  'packaging',
  'releases',
  'binaries',
]);

/** A name without its trailing version digits (`evilginx2`, `RegRipper3.0` → `evilginx`, `regripper`). */
function unversioned(name: string): string {
  const bare = name.replace(/[\d._-]{1,8}$/, '');
  return bare.length >= 4 ? bare : name;
}

/**
 * The names a download's upstream goes by, lower-cased, as hyphen-joined words: a source host's repository
 * name and that name without affix words (`restler-fuzzer` → `restler`); for a project's own site (an
 * ordinary host), the domain's name label (`sliver.sh`, `get.containerlab.dev` → `sliver`, `containerlab`).
 */
function upstreamNames(endpoint: Endpoint): string[] {
  const repo = sourceRepoOf(endpoint.url);
  const names: string[] = [];
  if (repo) {
    const words = unversioned(repo.repo)
      .split(/[-_.]/)
      .filter((w) => w !== '');
    names.push(words.join('-'));
    const core = words.filter((w) => !AFFIX.has(w));
    if (core.length > 0 && core.length < words.length) names.push(unversioned(core.join('-')));
    // A name of three words or more goes by its initials too (`agent-message-queue` is `amq`).
    if (words.length >= 3 && words.length <= 6) names.push(words.map((w) => w[0]).join(''));
  } else if (endpoint.cls === 'other' && endpoint.host) {
    const labels = endpoint.host.toLowerCase().split('.');
    const label = labels.length >= 2 ? labels[labels.length - 2]! : '';
    if (/^[a-z][a-z0-9-]{3,40}$/.test(label)) names.push(label);
  }
  return names.filter((n) => (n.length >= 4 || (n.length === 3 && repo !== undefined)) && !GENERIC.has(n));
}

/** The account a source-host repository lives under, by name (`emscripten-core/emsdk` is Emscripten's). */
function ownerNames(endpoint: Endpoint): string[] {
  const owner = sourceRepoOf(endpoint.url)
    ?.owner.split(/[-_.]/)
    .filter((w) => w !== '' && !AFFIX.has(w));
  const name = owner && owner.length > 0 ? unversioned(owner.join('-')) : '';
  return name.length >= 4 ? [name] : [];
}

/** The skill is named with the tool's name among its words (`hunting-evtx-with-chainsaw` ↔ `chainsaw`). */
function skillWordsName(subject: string, name: string): boolean {
  const words = subject.split(/[-_.]/).map(unversioned);
  const want = name.split('-');
  for (let i = 0; i + want.length <= words.length; i++)
    if (want.every((w, k) => words[i + k] === w)) return true;
  return false;
}

/**
 * How a download-and-run is tied to the tool the surrounding text is about (rules/remote-code-execution.md):
 * - `pair`: the source-repository pairs above, or the repository's or project site's name among the words
 *   of the skill's name (`hunting-evtx-with-chainsaw` cloning `WithSecureLabs/chainsaw`,
 *   `operating-sliver-c2` running `sliver.sh/install`), or of the Markdown document's own frontmatter
 *   `name` (a subskill or agent file), or the brand the skill's name opens with and its maker's site
 *   (support/publisher-sites.ts);
 * - `publisher`: the site or account of the publisher the repository's root package names, graded as `pair`;
 * - `named`: a source host's repository named in the prose or comments just above the command or the
 *   download it runs ("Install Syft and Grype (official install scripts):", `# peekbox - …`), or in the
 *   headings of the section it sits in. Weaker — one
 *   sentence of the author's — so the rule lowers only code that is shown, never code told to run.
 * The author writes both names either way, so the grade drops one step at most.
 */
export type UpstreamTie = 'pair' | 'publisher' | 'named' | 'headed' | undefined;

export async function upstreamTie(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'execute'>>,
  endpoint: Endpoint | undefined,
  subjects: OwnSubjects,
): Promise<UpstreamTie> {
  const { b, path } = loc;
  // An account a character or two from the plugin's own publisher is a look-alike, not the vendor.
  const account = sourceRepoOf(endpoint?.url)?.owner;
  if (lookalikeOwner(account, subjects.publishers)) return undefined;
  // The site or account of the repository's own publisher, or of the brand the skill is named for
  // (support/publisher-sites.ts); a look-alike of either ties nothing.
  const publisher = await publisherSiteTie(ctx, endpoint, subjects.skills, account);
  if (publisher === 'lookalike') return undefined;
  // A site (not a forge repository) is the tool's only where the skill links it as such
  // (support/site-links.ts): the name ties below say what the skill is about, not who serves the address.
  // The site of the publisher the repository's own package names is the one exception: the code comes from
  // whoever publishes the skill, whom the user trusts by installing it.
  const site = endpoint?.cls === 'other' && account === undefined;
  const linked = site ? await siteLinkTie(ctx, path, endpoint) : undefined;
  if (site && linked === undefined && publisher !== 'publisher') return undefined;
  const tie = await nameTie(ctx, loc, endpoint, subjects, publisher);
  // A linked site may have a short name (`pi.dev` for the `pi-mono-0-74-0` skill): the link is the evidence,
  // so a word of the skill's name equal to it ties it as a longer name would.
  const label = siteLabel(endpoint?.host);
  if (!tie && linked && label && subjects.skills.some((s) => s.split(/[-_.]/).includes(label)))
    return b.code.taints.includes('decoded') ? undefined : 'pair';
  // A link whose own text names the site (`[iii-engine](https://iii.dev)`) says what it is, as a line above does.
  return tie ?? (linked === 'named' && !b.code.taints.includes('decoded') ? 'named' : undefined);
}

/** The name ties of upstreamTie, once the address may be the tool's. */
async function nameTie(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'execute'>>,
  endpoint: Endpoint | undefined,
  subjects: OwnSubjects,
  publisher: Awaited<ReturnType<typeof publisherSiteTie>>,
): Promise<UpstreamTie> {
  const { b, unit, facts, path } = loc;
  if (publisher === 'publisher' && !b.code.taints.includes('decoded')) return 'publisher';
  if (publisher === 'brand' && !b.code.taints.includes('decoded')) return 'pair';
  if (isOwnUpstreamInstall(b, unit, endpoint, facts.behaviours, facts.units, subjects)) return 'pair';
  if ((endpoint?.cls !== 'registry' && endpoint?.cls !== 'other') || b.code.taints.includes('decoded'))
    return undefined;
  const names = upstreamNames(endpoint);
  if (names.length === 0) return undefined;
  if (subjects.skills.some((s) => names.some((n) => skillWordsName(s, n)))) return 'pair';
  if (unit.member !== undefined) return undefined;
  const file = await ctx.model.files.text(path);
  if (!file) return undefined;
  // A document's own frontmatter (a subskill or agent file: `name: logseq`) says what it is about, as a
  // skill's name and description do.
  const own = /\.(?:md|mdx|markdown)$/i.test(path) ? ownFrontmatter(file.lines) : {};
  if (own.name !== undefined && names.some((n) => skillWordsName(own.name!, n))) return 'pair';
  const topics = own.topic !== undefined ? [...(subjects.topics ?? []), own.topic] : (subjects.topics ?? []);
  // A project site is tied by the skill's name, or — weaker, as for a repository named above — when the
  // skill's description names it among what the skill is about and the text just above calls the download
  // by that name ("### dotenvx Setup" over `curl -sfS https://dotenvx.sh | sh` in a skill whose description
  // covers dotenvx hooks). A domain is bought for a name as easily as it is said, so that is two of the
  // author's sentences and never lowers code told to run.
  const site = !sourceRepoOf(endpoint.url);
  if (site && !topics.some((t) => names.some((n) => skillWordsName(t, n)))) return undefined;
  const markdown = unit.origin === 'fence' || unit.origin === 'prose-line' || unit.origin === 'inline';
  // The run, and the download it runs when the same file fetches that address (`curl -o tool URL` under
  // "# tool - …", then `./tool` in a later step).
  const at = [b.at.startLine];
  for (const other of facts.behaviours) {
    if (at.length > 4) break;
    if (
      other.kind === 'fetch' &&
      other.endpoint?.url === endpoint.url &&
      facts.units[other.unit]?.member === undefined
    )
      at.push(other.at.startLine);
  }
  // Above the command the tool may go by its publisher's name ("Requires Emscripten SDK:" over a clone of
  // `emscripten-core/emsdk`).
  const above = [...names, ...ownerNames(endpoint)];
  const found = at.map((line) => namedAbove(file.lines, line, markdown, above));
  // Named only by a heading far above (`# Team plugins`), a generic name may be the section's, not the tool's.
  if (found.includes('line')) return 'named';
  // A release asset is the tool it ships (`PEASS-ng/releases/latest/download/linpeas.sh` under `# LinPEAS`);
  // any account can publish an asset of that name, so like a heading it lowers only code that is shown.
  const asset = releaseAssetName(endpoint.url);
  if (found.includes('heading') || (asset && at.some((n) => namedAbove(file.lines, n, markdown, [asset]))))
    return 'headed';
  return undefined;
}

/**
 * Whether an install's address is the project the skill is about (support/fetched-installs.ts): a
 * source-host repository the skill is named after, published from, or whose name its description gives
 * among what the skill drives, or a site whose name is a word of the skill's name. The author writes these
 * names too, so this only keeps a moving ref of the skill's own tool at medium.
 */
export function ownProject(subjects: OwnSubjects, url: string, host: string | undefined): boolean {
  const repo = sourceRepoOf(url);
  if (repo) {
    if (subjects.publishers.includes(repo.owner)) return true;
    const name = unversioned(repo.repo)
      .split(/[-_.]/)
      .filter((w) => w !== '')
      .join('-');
    if (subjects.skills.some((s) => skillNamesRepo(s, repo) || (name.length >= 3 && skillWordsName(s, name))))
      return true;
    // The description says the skill drives that tool ("… via AgentRC instructions command"): a name of four
    // characters or more, so a short common word does not tie.
    return name.length >= 4 && (subjects.topics ?? []).some((t) => skillWordsName(t, name));
  }
  const label = siteLabel(host);
  return label !== undefined && label.length >= 3 && subjects.skills.some((s) => skillWordsName(s, label));
}

/** The same file also installs, from a registry, the package the repository is named for (`pip install x || pip install git+…/x`). */
export function registryTwin(behaviours: readonly Behaviour[], url: string): boolean {
  const repo = sourceRepoOf(url);
  if (!repo) return false;
  return behaviours.some(
    (b) => b.kind === 'install' && b.source === 'registry' && namesRepo(packageName(b.spec), repo),
  );
}
