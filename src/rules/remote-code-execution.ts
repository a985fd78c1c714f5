import type { BehaviourOf, Endpoint } from '../analysis/facts.js';
import { ASKED_INSTALL } from '../analysis/prose-install-words.js';
import { isSocketLine } from '../analysis/socket-lines.js';
import { type Confidence, type Location, type Severity, severityRank } from '../findings.js';
import { isShownAppImport, shownAppImportSeverity } from './support/app-code-imports.js';
import {
  describeEndpoint,
  grade,
  type Located,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './support/behaviour.js';
import { assignmentsOf, closureFacts } from './support/closure.js';
import { askedFirst } from './support/consent-gates.js';
import { aggravationOf } from './support/download-aggravations.js';
import { GRADES, type HostKind, IN_IMAGE_BUILD, VENDOR_AS_ROOT } from './support/download-grades.js';
import { OWN_PINNED_BINARY, ownPinnedBinary } from './support/download-provenance.js';
import { installedDownload } from './support/installed-downloads.js';
import { reportLauncherRuns } from './support/launcher-installs.js';
import {
  type OwnSubjects,
  sourceRepoOf,
  subjectsOf,
  type UpstreamTie,
  upstreamTie,
} from './support/own-upstream.js';
import { pageScriptCap, pageScriptReach } from './support/page-sessions.js';
import { PRODUCED_RUN } from './support/produced-runs.js';
import { rootInterpreterOf } from './support/root-pipelines.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Downloaded code handed to an interpreter, whatever the language or syntax: the analyzers report an
 * `execute` whose code carries the `download` taint (`curl | sh`, `bash <(curl)`, `exec(urlopen(u).read())`,
 * `iex (iwr u)`, `eval(await (await fetch(u)).text())`), and this rule grades it by where it sits and who
 * serves it (rules/remote-code-execution.md). A file fetched by one script and run by another in the same
 * closure is joined here.
 */

function hostKind(e: Endpoint | undefined): HostKind | 'local' {
  if (e?.cls === 'local') return 'local';
  if (e?.cls === 'placeholder') return 'placeholder';
  if (e?.cls === 'vendor-installer') return 'vendor';
  return 'real';
}

function capAt(s: Severity, cap: Severity): Severity {
  return severityRank(s) > severityRank(cap) ? cap : s;
}

function gradeRce(
  loc: Located<BehaviourOf<'execute'>>,
  e: Endpoint | undefined,
  tie: UpstreamTie,
): Severity | undefined {
  const { unit, b } = loc;
  const decoded = b.code.taints.includes('decoded');
  if (isShownAppImport(b, unit)) return shownAppImportSeverity(e);
  const tied = tie === 'pair' || tie === 'publisher' ? 'upstream' : (tie ?? hostKind(e));
  // A download run past the platform's own check (quarantine removed, a password-protected archive) is
  // graded by its host alone: no vendor's documented install asks for that.
  const kind =
    aggravationOf(b) && tied !== 'real' && tied !== 'placeholder' && tied !== 'local' ? 'real' : tied;
  if (kind === 'local') return undefined;
  const table =
    unit.runner === 'container' && !decoded
      ? IN_IMAGE_BUILD[kind]
      : kind === 'vendor' && rootInterpreterOf(b, loc.facts.behaviours)
        ? VENDOR_AS_ROOT
        : GRADES[kind];
  // A decode step between the download and the interpreter hides what runs: one step up (then the
  // framing cap applies to code that is only shown).
  const bumped: PlacementGrades =
    decoded && kind === 'real'
      ? {
          ...table,
          runnable: table.runnable === 'high' ? 'critical' : table.runnable,
          example: table.example === 'medium' ? 'high' : table.example,
        }
      : table;
  const graded = grade(bumped, unit);
  // An install a person carries out from the text's words (src/analysis/prose-installs.ts) faces the
  // platform's dialogs the text tells them to click through: high, one step below code the agent runs.
  return unit.label === ASKED_INSTALL && graded ? capAt(graded, 'high') : graded;
}

/**
 * Whether a run fetches the tool its skill or text is about (support/own-upstream.ts), and whether it is a
 * pinned binary of that tool's own project (support/download-provenance.ts).
 */
interface Subjects {
  tie(loc: Located<BehaviourOf<'execute'>>, e: Endpoint | undefined): Promise<UpstreamTie>;
  ownBinary(loc: Located<BehaviourOf<'execute'>>, e: Endpoint | undefined): Promise<boolean>;
}

/** What each file is about, asked once per file. */
function subjectsFor(ctx: RuleContext): Subjects {
  const memo = new Map<string, OwnSubjects>();
  const of = (path: string) => {
    let found = memo.get(path);
    if (!found) {
      found = subjectsOf(ctx, path);
      memo.set(path, found);
    }
    return found;
  };
  return {
    tie: (loc, e) => upstreamTie(ctx, loc, e, of(loc.path)),
    ownBinary: (loc, e) => ownPinnedBinary(ctx, loc, e, of(loc.path)),
  };
}

export default defineRule('remote-code-execution', async (ctx) => {
  const executes = await reachedBehaviours(ctx, ['execute']);
  const subjects = subjectsFor(ctx);
  // A line a socket's peer sent and the script evaluates (`read -u "$fd" step; eval "$step"`) is a remote
  // shell: reverse-shell reports it, once.
  const downloaded = executes.filter((l) => l.b.code.taints.includes('download') && !isSocketLine(l.b.code));
  for (const group of sameDownloadRuns(downloaded)) {
    // One download: the text above any of its runs (or the download) says what it is, for all of them.
    let tie: UpstreamTie;
    for (const loc of group)
      if (tie !== 'pair' && tie !== 'publisher') tie = (await subjects.tie(loc, loc.b.endpoint)) ?? tie;
    // A program installed by the download and used by name later is reported at the download.
    const installed = installedDownload(group);
    if (installed) {
      const own = await subjects.ownBinary(installed.at, installed.at.b.endpoint);
      await report(ctx, installed.at, installed.at.b.endpoint, installed.uses, tie, own);
      continue;
    }
    const first = strongest(group, tie);
    const again = group
      .filter((l) => l !== first)
      .map((l) => ({ path: l.path, region: l.b.at, message: 'the same download run again' }));
    await report(ctx, first, first.b.endpoint, again, tie, await subjects.ownBinary(first, first.b.endpoint));
  }
  await reportRunOfFetchedFile(ctx, executes, subjects);
  await reportLauncherRuns(ctx);
});

/**
 * Runs of one download in one file, grouped: a file fetched once and run on five lines (`./tool install`,
 * `./tool collect` …), or one installer line repeated with other arguments, is one risk; the finding sits
 * on the strongest run and names the others. Runs whose address text is not known stay apart.
 */
function sameDownloadRuns(
  locs: Array<Located<BehaviourOf<'execute'>>>,
): Array<Array<Located<BehaviourOf<'execute'>>>> {
  const groups = new Map<string, Array<Located<BehaviourOf<'execute'>>>>();
  const out: Array<Array<Located<BehaviourOf<'execute'>>>> = [];
  for (const loc of locs) {
    const url = loc.b.endpoint?.url;
    if (!url || loc.unit.member !== undefined) {
      out.push([loc]);
      continue;
    }
    const key = `${loc.path}\0${url}\0${loc.b.code.taints.includes('decoded')}`;
    const g = groups.get(key);
    if (g) g.push(loc);
    else {
      const fresh = [loc];
      groups.set(key, fresh);
      out.push(fresh);
    }
  }
  return out;
}

/** The run graded highest (the first of equals): where the finding goes. */
function strongest(
  group: Array<Located<BehaviourOf<'execute'>>>,
  tie: UpstreamTie,
): Located<BehaviourOf<'execute'>> {
  let best = group[0]!;
  let bestRank = -1;
  for (const loc of group) {
    const g = gradeRce(loc, loc.b.endpoint, tie);
    const rank = g ? severityRank(g) : -1;
    if (rank > bestRank) {
      best = loc;
      bestRank = rank;
    }
  }
  return best;
}

async function report(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'execute'>>,
  endpoint: Endpoint | undefined,
  related: Location[],
  tie: UpstreamTie,
  ownBinary = false,
): Promise<void> {
  const decoded = loc.b.code.taints.includes('decoded');
  const computed = gradeRce(loc, endpoint, tie);
  if (!computed) return;
  // The tool's own or a vendor's installer, shown to the user and run on their yes: low.
  const vendor = tie !== undefined || hostKind(endpoint) === 'vendor';
  const worse = aggravationOf(loc.b);
  const gated = vendor && !worse && !decoded && (await askedFirst(ctx, loc));
  // A pinned binary of the tool's own project (the provenance table of the rule doc): one fixed file.
  const pinnedOwn = ownBinary && !worse && !decoded && !gated;
  const graded = gated
    ? capAt(computed, 'low')
    : pinnedOwn
      ? capAt(computed, grade(OWN_PINNED_BINARY, loc.unit) ?? 'low')
      : computed;
  // Checked against a hash the repository pins: what runs was fixed when the hash was written, not
  // "whatever the server sends" — still code nobody reviewed here, so at most medium; a release artefact of a
  // package registry or source host checked so is how careful installs are written: low.
  // A reply spliced, quoted, as an argument of a program that never runs its operands (`open "${url}"`): the
  // program opens or prints it; only shell syntax inside the reply would run. A hygiene risk, at most medium.
  // A reply spliced into a string literal of the program's own source runs only if it closes the literal:
  // an injection, graded by who writes the reply — high from a host of its own, medium from the API of the
  // tool the skill is about (the user's configured vendor), low from a placeholder.
  // Code run inside a browser page reaches the page and what the browser carries (support/page-sessions.ts).
  const inPage = await pageScriptCap(ctx, loc.path, loc.b.via);
  const sinkGraded = inPage ? capAt(graded, inPage) : graded;
  const severity = loc.b.pinned
    ? capAt(sinkGraded, endpoint?.cls === 'registry' ? 'low' : 'medium')
    : loc.b.spliced
      ? capAt(sinkGraded, 'medium')
      : loc.b.splicedInto
        ? capAt(sinkGraded, splicedCap(tie, endpoint))
        : sinkGraded;
  const confidence: Confidence | undefined =
    endpoint?.cls === 'placeholder' ? 'low' : endpoint?.cls === 'unknown' ? 'medium' : undefined;
  const vars = [...(loc.b.code.vars ?? []), ...varsIn(endpoint?.url)];
  const defined = await assignmentsOf(ctx, loc.path, vars);
  const from = endpoint?.url ? `from ${describeEndpoint(endpoint)}` : 'from the network';
  const through = decoded ? ', decoded on the way,' : worse ? `, ${worse},` : '';
  const own = gated
    ? " — the vendor's own installer, which the text has the user see and agree to first"
    : pinnedOwn
      ? " — a release pinned to one version of the tool's own project (the host and the file carry the tool's name, and the text calls the tool by it), run as the program itself"
      : tie === 'pair' && !worse
        ? " — the upstream of the tool the skill is named after or the same file installs from a package registry: likely the vendor's own install path"
        : tie === 'publisher' && !worse
          ? " — the site of the publisher this repository's own package names: likely the vendor's own installer"
          : (tie === 'named' || tie === 'headed') && severity === 'medium' && !worse
            ? sourceRepoOf(endpoint?.url)
              ? ' — the repository of the tool the text just above names: likely its documented install'
              : " — the site of a tool the skill's description and the text just above name: likely its documented install"
            : '';
  const root = rootInterpreterOf(loc.b, loc.facts.behaviours) ? ' as root' : '';
  const inBuild = loc.unit.runner === 'container';
  const build = inBuild
    ? ' — in an image build step: it runs in the build container, not on the host, and what it installs runs in every container started from the image'
    : '';
  const what = inBuild
    ? 'whatever the server sends at that moment is built into the image'
    : inPage
      ? pageScriptReach(inPage)
      : pinnedOwn
        ? `that release runs with ${root ? 'root' : "the user's"} permissions unreviewed, but it is one fixed file, not whatever the server sends later`
        : `whatever the server sends at that moment runs with ${root ? 'root' : "the user's"} permissions`;
  await reportBehaviour(ctx, loc, {
    severity,
    ...(confidence ? { confidence } : {}),
    related: [...related, ...defined.map(({ assignment: _, ...l }) => l)],
    message: loc.b.key.startsWith(PRODUCED_RUN)
      ? `${shown(loc.b)} saves code downloaded ${from} to ${loc.b.code.text}, where ${loc.b.via} ${whereItRuns(loc.unit)}: ${what}`
      : loc.b.splicedInto
        ? `${shown(loc.b)} splices response text ${from} into ${LANG_NAMES[loc.b.splicedInto.lang] ?? loc.b.splicedInto.lang} source ${whereItRuns(loc.unit)}, inside a \`${loc.b.splicedInto.quote}\` string: a response containing \`${loc.b.splicedInto.quote}\` ends the string and the rest runs as code with the user's permissions (pass the text as data instead: standard input, an argument or a file)`
        : loc.b.pinned
          ? `${shown(loc.b)} downloads code ${from}, checks it against a pinned hash and runs it with ${loc.b.via} ${whereItRuns(loc.unit)}: the code is fixed, but it is not in the repository for review`
          : loc.b.spliced
            ? `${shown(loc.b)} splices a reply ${from} into a shell command line ${whereItRuns(loc.unit)}, as a quoted argument of ${loc.b.spliced}, which opens or prints it and does not run it: nothing downloaded runs unless the reply itself carries shell syntax that closes the quote (pass an argument list instead)`
            : loc.unit.label === ASKED_INSTALL
              ? `${shown(loc.b)}: the text asks for code downloaded ${from} to be run through ${loc.b.via}${loc.b.bypass ? ` — ${loc.b.bypass}` : ''}: whatever the server sends at that moment runs with the user's permissions`
              : isShownAppImport(loc.b, loc.unit)
                ? `${shown(loc.b)} imports a module ${from} in application code shown in a code block: it runs where the app loads it, not when the agent reads it, but a sample copied into the user's app keeps loading whatever that address serves`
                : `${shown(loc.b)} downloads code ${from}${through} and runs it with ${loc.b.via}${root} ${whereItRuns(loc.unit)}${own}${build}: ${what}`,
  });
}

const LANG_NAMES: Readonly<Record<string, string>> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
};

/** The ceiling of a reply spliced into source, by who writes the reply. */
function splicedCap(tie: UpstreamTie, endpoint: Endpoint | undefined): Severity {
  const kind = tie === 'pair' ? 'upstream' : (tie ?? hostKind(endpoint));
  return kind === 'real' ? 'high' : kind === 'placeholder' || kind === 'local' ? 'low' : 'medium';
}

function varsIn(url: string | undefined): string[] {
  if (!url) return [];
  return [...url.matchAll(/\$\{?([A-Za-z_]\w{0,63})\}?/g)].map((m) => m[1]!);
}

/**
 * `curl -o /tmp/x.sh URL` in one file and `bash /tmp/x.sh` in another file of the same closure: the
 * run's code carries the `file` taint with the path, and a fetch in the closure wrote that path.
 */
async function reportRunOfFetchedFile(
  ctx: RuleContext,
  executes: Array<Located<BehaviourOf<'execute'>>>,
  subjects: Subjects,
): Promise<void> {
  for (const loc of executes) {
    const code = loc.b.code;
    if (code.taints.includes('download') || !code.taints.includes('file') || !code.from) continue;
    for (const { path, facts } of await closureFacts(ctx, loc.path)) {
      if (path === loc.path) continue;
      const fetch = facts.behaviours.find(
        (b): b is BehaviourOf<'fetch'> =>
          b.kind === 'fetch' && b.file !== undefined && samePath(b.file, code.from!),
      );
      if (!fetch) continue;
      await report(
        ctx,
        loc,
        fetch.endpoint,
        [{ path, region: fetch.at, message: 'downloaded here' }],
        await subjects.tie(loc, fetch.endpoint),
      );
      break;
    }
  }
}

function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.replace(/^["']|["']$/g, '').replace(/^\.\//, '');
  return norm(a) === norm(b);
}
