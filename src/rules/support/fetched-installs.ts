import type { BehaviourOf } from '../../analysis/facts.js';
import { inert } from '../../analysis/payloads.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import {
  grade,
  HIGH_WHERE_IT_RUNS,
  type Located,
  type PlacementGrades,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';
import { downloadRef, OWN_PINNED_BINARY } from './download-provenance.js';
import { inLaunchPoint } from './launcher-installs.js';
import { namedAbove } from './named-above.js';
import { ownProject, registryTwin, sourceRepoOf, subjectsOf } from './own-upstream.js';
import { classifyHost, hostOf } from './package-hosts.js';
import { reportReached } from './reach.js';
import { requirementLines } from './requirement-files.js';

/**
 * Packages installed from a git repository or a URL, read from the install facts of the commands that run
 * them (rules/supply-chain-redirect.md, "Installs from git or a URL, by provenance"): the shell analysis
 * sees the spec through quotes, variables (`"$PY" -m pip install "name @ git+…"`), notebook magics
 * (`%pip install URL`) and argument lists, where no text pattern does. An install runs code — build hooks,
 * `setup.py`, the package's own code on import — so it is graded like a download that runs
 * (support/download-provenance.ts):
 * - the ref: a full commit or a hash (`#sha256=`, `--require-hashes`) fixes every byte (low); a release tag
 *   or a versioned file (`@v1.4.2`, `pkg-2.0.1-py3-none-any.whl`) names one release (medium); a branch
 *   (`@main`), `latest`, or no ref at all installs whatever is there at install time (moving);
 * - the party: a moving ref of the tool's own project — the repository or site the skill is named after,
 *   or an account its plugin is published from (support/own-upstream.ts `ownProject`) — is the vendor's
 *   development head (medium, as before); anyone else's (a fork of a registry package under another
 *   account, a vendor's `latest` wheel the skill is not about) decides the code at every install: **high**
 *   where it runs and in a runnable block, low in an example. Plain http or a raw address is high.
 * Launch points are launcher-installs.ts's (fetched again at every start). Returns the lines reported, so
 * the text patterns of the rule leave them alone.
 */

/** A ref after a repository spec: `….git@main`, `/repo@v1.2`, `github:o/r#develop`, `o/r#sha`. */
const NAMES_REF = /(?:\.git|\/[\w.-]{1,100})[@#]([\w.\-/]{1,100})$|^github:[^#]{1,200}#([\w.\-/]{1,100})$/i;
const FIXED_REF = /^(?:[0-9a-f]{7,39}|v?\d{1,6}(?:\.\d{1,6}){0,3}(?:[-+][\w.]{1,40})?)$/i;
const EXPOSED = /^(?:git\+)?http:\/\/|:\/\/(?:\d{1,3}\.){3}\d{1,3}(?:[:/]|$)/i;
/** A hash the installer checks (`#sha256=…`, `#egg=x&sha256=…`). */
const HASH_FRAGMENT = /#(?:[^#\s]{0,200}&)?(?:sha256|sha384|sha512|md5)=[0-9a-f]{32,128}/i;

/** Source-host owners that stand for "your account" in a how-to. */
const PLACEHOLDER_OWNER =
  /^(?:user|username|your-?username|your-?user|owner|your-?org|org|organization|you|yourname|your-?name|me|example|someone|name|account)$/;

type InstallRef = 'hash' | 'commit' | 'tag' | 'moving';

/** The address of a spec: a PEP 508 direct reference's URL (`name[extra] @ URL`), else the spec. */
export function installAddress(spec: string): string {
  const t = spec.trim().replace(/^["']|["']$/g, '');
  const direct =
    /^[\w.-]{1,100}(?:\[[\w,. -]{1,100}\])?[ \t]*@[ \t]*((?:git\+)?[a-z][\w+.-]{0,20}:\/\/\S{1,2000})$/i.exec(
      t,
    );
  return direct ? direct[1]! : t;
}

function hostOfSpec(address: string): string | undefined {
  return (
    hostOf(address.replace(/^git\+/i, '')) ??
    (/^(?:github:|[\w.-]{1,100}\/[\w.-]{1,100}(?:#|$))/i.test(address) ? 'github.com' : undefined)
  );
}

/** `github:o/r`, `o/r#ref` (npm's GitHub shorthand) and `git+https://…` as the repository's https address. */
function repositoryUrl(address: string): string {
  const short = /^(?:github:)?([\w.-]{1,100}\/[\w.-]{1,100})(?:#.{0,100})?$/i.exec(address);
  return short ? `https://github.com/${short[1]}` : address.replace(/^git\+/i, '');
}

function refOf(b: BehaviourOf<'install'>, address: string): InstallRef {
  if (HASH_FRAGMENT.test(address)) return 'hash';
  const named = NAMES_REF.exec(address);
  const ref = named?.[1] ?? named?.[2];
  if (ref && /^[0-9a-f]{40}$/i.test(ref)) return 'commit';
  // `cargo install --git URL --rev SHA` and `pip install --require-hashes`: pinned on the command.
  if (b.pinned) return 'commit';
  if (ref) return FIXED_REF.test(ref) ? 'tag' : 'moving';
  if (b.source === 'git') return 'moving';
  return downloadRef(address.replace(/^git\+/i, ''), false) === 'pinned' ? 'tag' : 'moving';
}

const ONE_RELEASE: PlacementGrades = {
  ...HIGH_WHERE_IT_RUNS,
  auto: 'high',
  script: 'medium',
  instructed: 'medium',
  runnable: 'medium',
};
/** Anyone else's moving ref: graded like a download run from an ordinary host (high in a runnable block too). */
const OTHERS_MOVING: PlacementGrades = { ...HIGH_WHERE_IT_RUNS, runnable: 'high' };
/** A commit or hash: graded like a pinned binary of the tool's own project (low where it runs). */
const FIXED: PlacementGrades = OWN_PINNED_BINARY;

function describeRef(ref: InstallRef, address: string, source: string): string {
  const named = NAMES_REF.exec(address);
  const name = named?.[1] ?? named?.[2];
  if (ref === 'hash') return 'checked against the hash the spec carries';
  if (ref === 'commit') return 'at a pinned commit';
  if (ref === 'tag') return `at one named release${name ? ` ('${inert(name, 40)}')` : ''}`;
  if (name) return `at the branch '${inert(name, 40)}', whatever its head holds at install time`;
  return source === 'git'
    ? 'at whatever its default branch holds at install time'
    : 'whatever that address serves at install time (no version in it)';
}

export async function reportFetchedInstalls(ctx: RuleContext): Promise<Set<string>> {
  const reported = new Set<string>();
  const subjects = new Map<string, ReturnType<typeof subjectsOf>>();
  for (const loc of await reachedBehaviours(ctx, ['install'])) {
    if (inLaunchPoint(loc.unit, loc.facts) || loc.b.manager === 'sys.path') continue;
    // The lines of a requirements file or pyproject.toml the command installs, each an install of its own.
    for (const r of await requirementLines(ctx, loc)) {
      const at = { ...loc, b: { ...loc.b, spec: r.spec, source: r.source, pinned: false } };
      const judged = await judgeInstall(ctx, at, subjects);
      if (!judged) continue;
      reported.add(`${r.path}:${r.line}`);
      await reportReached(ctx, {
        path: r.path,
        region: { startLine: r.line, startColumn: 1, endLine: r.line, endColumn: r.spec.length + 1 },
        severity: judged.severity,
        message: `${inert(r.spec, 120)}, installed by ${shown(loc.b)} ${whereItRuns(loc.unit)}, ${describeInstall(at.b, judged)}`,
        related: [{ path: loc.path, region: loc.b.at, message: 'the install that reads this file' }],
        fingerprintKey: `fetched-install|${loc.b.manager}|${r.spec}`,
      });
    }
    const judged = await judgeInstall(ctx, loc, subjects);
    if (!judged) continue;
    reported.add(lineKey(loc));
    await reportBehaviour(ctx, loc, {
      severity: judged.severity,
      message: `${shown(loc.b)} installs ${inert(loc.b.spec, 120)} with ${loc.b.manager} ${whereItRuns(loc.unit)}: ${describeInstall(loc.b, judged)}`,
      key: `fetched-install|${loc.b.manager}|${loc.b.spec}`,
    });
  }
  return reported;
}

interface Judged {
  severity: Severity;
  address: string;
  host: string | undefined;
  ref: InstallRef;
  exposed: boolean;
  own: boolean;
}

/**
 * A block only shown (runnable or example) under text that names the repository (`### site2skill` over
 * `uvx --from git+https://github.com/laiso/site2skill site2skill`): the tool the section is about, as the
 * rule's `named` row for downloads; code told to run or shipped keeps its grade.
 */
async function namedJustAbove(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'install'>>,
  url: string,
): Promise<boolean> {
  const repo = sourceRepoOf(url)?.repo;
  if (!repo || repo.length < 4 || (loc.unit.placement !== 'runnable' && loc.unit.placement !== 'example'))
    return false;
  if (loc.unit.member !== undefined) return false;
  const file = await ctx.model.files.text(loc.path);
  return file !== undefined && namedAbove(file.lines, loc.b.at.startLine, true, [repo]) !== undefined;
}

async function judgeInstall(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'install'>>,
  subjects: Map<string, ReturnType<typeof subjectsOf>>,
): Promise<Judged | undefined> {
  const b = loc.b;
  if (b.source !== 'git' && b.source !== 'url') return undefined;
  const address = installAddress(b.spec);
  const host = hostOfSpec(address);
  const cls = classifyHost(host);
  if (cls === 'official' || cls === 'local' || cls === 'placeholder') return undefined;
  // `github.com/user/repo.git`, `<owner>/<repo>`: a syntax example's stand-in, not an account.
  if (PLACEHOLDER_OWNER.test(sourceRepoOf(repositoryUrl(address))?.owner ?? '')) return undefined;
  let subject = subjects.get(loc.path);
  if (!subject) {
    subject = subjectsOf(ctx, loc.path);
    subjects.set(loc.path, subject);
  }
  const ref = refOf(b, address);
  const exposed = EXPOSED.test(address);
  const url = repositoryUrl(address);
  const own =
    !exposed &&
    ref === 'moving' &&
    (ownProject(subject, url, host) ||
      registryTwin(loc.facts.behaviours.slice(0, 2_000), url) ||
      (await namedJustAbove(ctx, loc, url)));
  const table = exposed
    ? HIGH_WHERE_IT_RUNS
    : ref === 'hash' || ref === 'commit'
      ? FIXED
      : ref === 'tag' || own
        ? ONE_RELEASE
        : OTHERS_MOVING;
  const severity: Severity | undefined = grade(table, loc.unit);
  return severity ? { severity, address, host, ref, exposed, own } : undefined;
}

/** What the install takes and from whom, for the message. */
function describeInstall(b: BehaviourOf<'install'>, r: Judged): string {
  const from = b.source === 'git' ? 'a git repository' : 'a URL';
  const where = r.host ? ` (${inert(r.host, 80)})` : '';
  const party = r.exposed
    ? ': over plain http or from a bare address, anyone on the path or holding it serves the code'
    : r.ref !== 'moving'
      ? ''
      : r.own
        ? ' — the development head of the project the skill is about, not a published release'
        : ' — neither a registry release nor the project the skill is about: whoever can push there decides the code';
  return `from ${from}${where} ${describeRef(r.ref, r.address, b.source)}, instead of from the registry${party}; installing runs its build hooks and the code runs wherever it is imported`;
}

/** Where a finding sits, to keep the rule's text patterns off the same line. */
export function lineKey(loc: { path: string; b: { at: { startLine: number } } }): string {
  return `${loc.path}:${loc.b.at.startLine}`;
}
