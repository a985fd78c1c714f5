import type { BehaviourOf, Endpoint } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located, PlacementGrades } from './behaviour.js';
import { namedAbove, ownFrontmatter } from './named-above.js';
import type { OwnSubjects } from './own-upstream.js';
import { sourceRepoOf } from './own-upstream.js';
import { releaseAssetName } from './release-assets.js';
import { siteOf } from './site-links.js';

/**
 * Where a download that runs comes from and what fixes it (rules/remote-code-execution.md, "Provenance"):
 * - the ref: `verified` (checked against a hash the repository pins), `pinned` (the address names an exact
 *   version or commit: `/dl/v0.22.0/`, `/releases/download/v2.1.0/`, `@1a2b…40 hex`), or `moving` (`latest`,
 *   a branch, `stable.txt`, a command's output in the address, or no version at all: whatever is served);
 * - what runs it: a `binary` (the saved file is itself the program: `./kind`, `kind create …` after it was
 *   moved onto PATH) or an `interpreter` handed the download as code (`| sh`, `bash install.sh`, `iex`);
 * - the party: the tool's own project when the host and the path carry the same name (`kind.sigs.k8s.io/…/
 *   kind-linux-amd64`; a source host's `OWNER/kind/releases/download/…/kind-…` of an owner the text names
 *   or the repository's own name) and the skill calls the tool by that name (its name, its description, or
 *   the text just above the download) — the author writes all of these, so it only ever lowers a download
 *   that is also pinned and run as a binary, where what runs is one fixed file of that project.
 * The rest of the grade (placement, hook, root) stays the rule's.
 */

export type DownloadRef = 'verified' | 'pinned' | 'moving';

/** A path segment or file-name part that moves with every release or push. */
const MOVING =
  /\/(?:latest|main|master|head|stable|nightly|edge|canary|trunk|develop|dev|current)(?:[/.?#]|$)|\$\(|\$\{?[A-Za-z_]|\/stable\.txt/i;
/** An exact version as a whole path segment (`/v0.22.0/`, `/1.30.2/`, `/release-1.4/`) or after `@`. */
const VERSION_SEGMENT =
  /[/@](?:v|release-|version-)?\d{1,4}\.\d{1,4}(?:\.\d{1,4}){0,2}(?:[-+][\w.]{1,24})?(?:[/?#]|$)/i;
/** An exact version inside the file name (`tool-1.4.2-linux.tar.gz`, `tool_v2.0.1_amd64`). */
const VERSION_IN_NAME = /[-_]v?\d{1,4}\.\d{1,4}(?:\.\d{1,4}){0,2}(?:[-_.]|$)/i;
/** A full commit as a path segment or after `@`/`#`. */
const COMMIT = /[/@#][0-9a-f]{40}(?:[/?#]|$)/i;

/** The ref an address names (the part after the host). */
export function downloadRef(url: string | undefined, hashPinned: boolean | undefined): DownloadRef {
  if (hashPinned) return 'verified';
  const path = (url ?? '').replace(/^[a-z][\w+.-]{0,20}:\/\/[^/\s]{1,255}/i, '').slice(0, 2_000);
  if (path === '' || MOVING.test(path)) return 'moving';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return VERSION_SEGMENT.test(path) || COMMIT.test(path) || VERSION_IN_NAME.test(last) ? 'pinned' : 'moving';
}

/** Programs that run the code they are handed: a download given to one of these is a script, not a binary. */
const INTERPRETERS = new Set(
  'sh bash zsh dash ksh fish ash csh tcsh busybox python python2 python3 py pypy node nodejs deno bun ruby perl php pwsh powershell iex invoke-expression eval source . exec function child_process lua luajit rscript r julia tclsh osascript java make sudo doas env xargs npx uvx'.split(
    ' ',
  ),
);
/** A file name that is a script whatever runs it. */
const SCRIPT_NAME = /\.(?:sh|bash|zsh|ps1|psm1|py|rb|pl|js|mjs|cjs|ts|php|lua|bat|cmd|erb)$/i;

/** The saved file is itself the program that runs (not code handed to an interpreter). */
export function runsAsBinary(b: BehaviourOf<'execute'>, url: string | undefined): boolean {
  const via = (b.via.split(/[/\\]/).pop() ?? '').toLowerCase();
  if (via === '' || INTERPRETERS.has(via) || /^python\d|^node\d|^php\d|^ruby\d/.test(via)) return false;
  if (b.code.taints.includes('decoded')) return false;
  const last = (url ?? '').split(/[?#]/)[0]!.split('/').pop() ?? '';
  return !SCRIPT_NAME.test(last);
}

/** Words too generic to be a tool's name in a host or a file. */
const GENERIC = new Set([
  'www',
  'dl',
  'download',
  'downloads',
  'get',
  'releases',
  'release',
  'cdn',
  'static',
]);
GENERIC.add('files').add('install').add('installer').add('setup').add('bin').add('tool').add('cli');

/** The tool's name a file name gives: its first word, before platform, version and extension. */
function fileTool(url: string): string | undefined {
  const last = url.split(/[?#]/)[0]!.split('/').pop() ?? '';
  const word = last.toLowerCase().split(/[-_.]/)[0] ?? '';
  return /^[a-z][a-z0-9]{2,40}$/.test(word) && !GENERIC.has(word) ? word : undefined;
}

/**
 * The name the host and the path share, with the party that must be said too: a site whose own name is the
 * downloaded file's tool (`downloads.rclone.org` serving `rclone-v1.66.0-…`); a subdomain named for the tool
 * under another site (`kind.sigs.k8s.io` serving `kind-linux-amd64`), where whoever owns the site names its
 * subdomains — so that site (`k8s`) must be the skill's subject too, or a mirror (`tflintx.binmirror-cdn.net`)
 * would pass; or a source host's release asset named for its repository (`gitleaks/gitleaks`), whose owner
 * must be said unless it is the repository's own name.
 */
function sharedName(endpoint: Endpoint): { name: string; party?: string } | undefined {
  const repo = sourceRepoOf(endpoint.url);
  if (repo) {
    const asset = releaseAssetName(endpoint.url);
    if (asset === undefined || asset !== repo.repo) return undefined;
    return repo.owner === asset ? { name: asset } : { name: asset, party: repo.owner };
  }
  if (endpoint.cls !== 'other' || !endpoint.host) return undefined;
  const tool = fileTool(endpoint.url ?? '');
  const site = siteOf(endpoint.host);
  if (tool === undefined || site === undefined) return undefined;
  const label = site.split('.')[0]!;
  if (label === tool) return { name: tool };
  const sub = endpoint.host.toLowerCase().slice(0, -site.length).split('.');
  return sub.includes(tool) ? { name: tool, party: label } : undefined;
}

/** A long word's numeronym (`kubernetes` → `k8s`, `internationalization` → `i18n`). */
function numeronym(word: string): string | undefined {
  return word.length >= 5 ? `${word[0]}${word.length - 2}${word[word.length - 1]}` : undefined;
}

/**
 * A pinned binary of the tool's own project (see the header): pinned, run as the program itself, host and
 * path sharing the tool's name, and the skill calling the tool by it. A source host's owner must be the
 * repository's own name, the publisher, or named in the text too: anyone can fork `kind` and release it.
 */
export async function ownPinnedBinary(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'execute'>>,
  endpoint: Endpoint | undefined,
  subjects: OwnSubjects,
): Promise<boolean> {
  const url = endpoint?.url;
  if (!endpoint || !url || downloadRef(url, loc.b.pinned) === 'moving' || !runsAsBinary(loc.b, url))
    return false;
  const shared = sharedName(endpoint);
  if (!shared) return false;
  const names = [shared.name];
  // Skill names and descriptions are hyphen-joined words: the name is one of them.
  const said = (n: string) =>
    subjects.skills.some((s) => s.split('-').includes(n)) ||
    (subjects.topics ?? []).some((t) => t.split('-').includes(n));
  const file = loc.unit.member === undefined ? await ctx.model.files.text(loc.path) : undefined;
  const own = file && /\.(?:md|mdx|markdown)$/i.test(loc.path) ? ownFrontmatter(file.lines) : {};
  const markdown = ['fence', 'prose-line', 'inline'].includes(loc.unit.origin);
  const above = (ns: string[]) =>
    file !== undefined && namedAbove(file.lines, loc.b.at.startLine, markdown, ns) !== undefined;
  const ownSays = (n: string) => [own.name, own.topic].some((t) => t?.split('-').includes(n) === true);
  if (!names.some((n) => said(n) || ownSays(n) || above([n]))) return false;
  // The party behind the shared name (a source host's owner, the site above a subdomain) is said too: by its
  // name or, for a site such as `k8s`, as the numeronym of a word the skill says (`kubernetes`).
  const party = shared.party;
  if (party === undefined || subjects.publishers.includes(party) || said(party) || above([party]))
    return true;
  const words = [...subjects.skills, ...(subjects.topics ?? []), own.name ?? '', own.topic ?? ''];
  return words.some((t) => t.split('-').some((w) => numeronym(w) === party));
}

/** A pinned binary of the tool's own project: low where it runs, medium in a hook nobody reads first. */
export const OWN_PINNED_BINARY: PlacementGrades = {
  auto: 'medium',
  script: 'low',
  instructed: 'low',
  runnable: 'low',
  example: 'low',
  mention: undefined,
};
