import type { BehaviourOf } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type Located, reachedBehaviours, reportBehaviour, shown } from './behaviour.js';
import { labelledBesideDefault } from './index-alternatives.js';
import { inLaunchPoint } from './launcher-installs.js';
import { redirectTarget } from './package-hosts.js';
import { findPackageSources, type SourceHit } from './package-sources.js';
import { isPrintedUnit } from './printed-output.js';
import { isEducational, isNegated, lowerSeverity } from './text-context.js';

/**
 * Package feeds that the commands of the code set, where no text pattern sees the command whole: a program
 * that builds the command from an argument list (`subprocess.check_call([sys.executable, "-m", "pip", "install",
 * "--extra-index-url", INDEX, pkg])`, `execFileSync('npm', ['config', 'set', 'registry', REG])`), a branch
 * that runs only when something failed (`except ImportError:`, `catch`, `||`), and the spellings of a setting
 * the shell analysis models as the same change (`pnpm config set registry …`, `pip config set
 * global.index-url …`, `pnpm config set strict-ssl false`, `pip config set global.trusted-host …`). The
 * change is what the command does, wherever it sits and however rarely its branch runs: the analysis's
 * `config` facts (src/analysis/code/shell/handlers/packages.ts, python-packages.ts) say what it changes, and
 * the reconstructed command line is graded with the text patterns where they read it (one command's flag,
 * an added index) or as a persisted switch where they do not (a `config set`). Launch points and printed
 * fixes are launch-feeds.ts's. Evidence a text pattern already finds where it is written is left to the
 * text pass, which owns it.
 */

export type Judge = (h: SourceHit) => { severity: Severity; what: string } | undefined;

/** A setting that switches certificate checks off for a package tool (`strict-ssl=false`, `trusted-host=…`). */
const TLS_SETTING = /^(?:strict-ssl=false|(?:global\.|install\.)?trusted-host=\S)/i;

/** The tool a reconstructed command runs, for the message. */
function toolOf(evidence: string): string {
  const m = /\b(pnpm|npm|yarn|bun|pip3?|uv|poetry|conda|gem|cargo|brew)\b/.exec(evidence);
  return m ? m[1]!.replace(/^pip3$/, 'pip') : 'the package manager';
}

/** Whether the file's own text at the behaviour's lines holds a hit the text pass grades. */
async function textSeesIt(ctx: RuleContext, loc: Located): Promise<boolean> {
  const file = await ctx.model.files.text(loc.path);
  if (!file) return false;
  const { startLine, endLine } = loc.b.at;
  const from = file.lines.offsetOf(startLine, 1);
  const to = endLine + 1 <= file.lines.lineCount ? file.lines.offsetOf(endLine + 1, 1) : file.text.length;
  return findPackageSources(file.text.slice(from, to)).length > 0;
}

/** The hit the command line holds, as the text patterns read it, or the persisted setting the fact names. */
function hitOf(b: BehaviourOf<'config'>): SourceHit | undefined {
  const evidence = b.evidence;
  const tls = b.setting === 'other' && TLS_SETTING.test(b.value);
  const hits = findPackageSources(evidence).filter((h) =>
    tls ? h.kind === 'tls-off' : h.kind === 'registry-redirect' && evidence.includes(h.target),
  );
  if (hits[0]) return hits[0];
  const tool = toolOf(evidence);
  if (tls)
    return { kind: 'tls-off', start: 0, end: evidence.length, target: b.value, hostClass: 'other', tool };
  // `brew tap NAME URL` records `NAME URL`: the address is the last word.
  const target = (
    b.value
      .replace(/^[^=\s]{1,60}=/, '')
      .trim()
      .split(/\s+/)
      .pop() ?? ''
  ).trim();
  if (!/^[a-z][\w+.-]{0,20}:\/\//i.test(target)) return undefined;
  const { host, hostClass } = redirectTarget(target);
  return {
    kind: 'registry-redirect',
    start: 0,
    end: evidence.length,
    target,
    ...(host ? { host } : {}),
    hostClass,
    tool,
    // An install's own flag (`pip install x --find-links=URL`, `uv add --index …`) moves that command; a
    // `config set` every later one.
    ...(/\bconfig\b/.test(evidence) ? {} : { perCommand: true }),
    // `global.extra-index-url`, `--find-links`: searched besides the registry, not instead of it.
    ...(/extra[-_]index|find[-_]links/i.test(evidence) ? { extra: true } : {}),
  };
}

/** Wording and grade as the text pass gives them, from the placement of the unit the command sits in. */
async function placed(ctx: RuleContext, loc: Located, severity: Severity): Promise<Severity | undefined> {
  const unit = loc.unit;
  if (unit.placement === 'mention') return undefined;
  // Code only shown and framed (a block of alternatives, verdict labels) is graded as an example, as grade() does.
  if (unit.placement === 'example' || (unit.placement === 'runnable' && unit.framing))
    return lowerSeverity(severity);
  const file = await ctx.model.files.text(loc.path);
  if (!file || unit.origin === 'script' || unit.placement === 'script' || unit.placement === 'auto')
    return severity;
  const at = file.lines.offsetOf(loc.b.at.startLine, loc.b.at.startColumn);
  if (isNegated(file.text, at)) return 'info';
  return isEducational(file.text, at) ? lowerSeverity(severity) : severity;
}

/** A one-command flag in a document, labelled as one of the reader's choices beside its default (index-alternatives.ts). */
async function labelledChoice(ctx: RuleContext, loc: Located, h: SourceHit): Promise<boolean> {
  const unit = loc.unit;
  if (
    h.kind !== 'registry-redirect' ||
    !h.perCommand ||
    unit.origin === 'script' ||
    unit.placement === 'script'
  )
    return false;
  const file = await ctx.model.files.text(loc.path);
  if (!file) return false;
  const at = file.lines.offsetOf(loc.b.at.startLine, loc.b.at.startColumn);
  const start = file.text.indexOf(h.target, at);
  if (start < 0 || start - at > 600) return false;
  // The label must be the line or two just above ("# Solution 3: wheel files"): a feed an added step reaches
  // is no choice because a description further up says "when … or …".
  return labelledBesideDefault(file.text, { ...h, start, end: start + h.target.length }, 2);
}

/** Where hook and tool projects are published: a Homebrew tap there is how vendors ship formulae. */
const FORGES = new Set(['github.com', 'gitlab.com', 'bitbucket.org', 'codeberg.org']);

/**
 * `brew tap NAME URL` clones any git repository as a formula source; `brew install NAME/formula` then
 * evaluates its Ruby and downloads what it names. A tap on a public forge is how vendors publish; another
 * host is a formula source nobody reviews (docs.brew.sh/Taps).
 */
function judgeTap(h: SourceHit): { severity: Severity; what: string } | undefined {
  if (h.hostClass === 'local' || h.hostClass === 'placeholder' || FORGES.has(h.host ?? '')) return undefined;
  return {
    severity: h.hostClass === 'raw-ip' || /^(?:http|git):/i.test(h.target) ? 'critical' : 'high',
    what: `adds a Homebrew tap cloned from ${h.host ?? h.target}: formulae installed from it are Ruby that brew evaluates, downloading whatever that repository names`,
  };
}

/** The package tool whose configuration file a write targets, for the patterns that read it. */
function configWrites(loc: Located): SourceHit[] {
  const b = loc.b as BehaviourOf<'write'>;
  const content = b.content?.text;
  if (b.cls !== 'package-config' || !content) return [];
  // A value rebuilt from code keeps its lines: `[...keep, "registry=https://…"].join("\n")`.
  return findPackageSources(content).filter((h) => h.kind === 'registry-redirect' || h.kind === 'tls-off');
}

async function report(
  ctx: RuleContext,
  loc: Located,
  h: SourceHit,
  judged: { severity: Severity; what: string },
  lead: string,
): Promise<void> {
  if (await textSeesIt(ctx, loc)) return;
  let severity = await placed(ctx, loc, judged.severity);
  if (!severity) return;
  const choice = severity === 'high' && (await labelledChoice(ctx, loc, h));
  if (choice) severity = 'medium';
  await reportBehaviour(ctx, loc, {
    severity,
    message: `${lead} ${judged.what}${choice ? ' — offered as a labelled alternative to the same command without it, given beside it' : ''}`,
    key: `command-feed|${h.kind}|${h.tool}|${h.target}`,
  });
}

export async function reportCommandFeeds(ctx: RuleContext, judge: Judge): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['config', 'write'])) {
    if (isPrintedUnit(loc.unit) || inLaunchPoint(loc.unit, loc.facts)) continue;
    if (loc.b.kind === 'write') {
      const target = loc.b.target.text;
      // `always-auth` makes npm send the user's token with every request to that registry.
      const auth = /(?:^|\n|\\n)[ \t]*always-auth[ \t]*=[ \t]*true/.test(loc.b.content?.text ?? '')
        ? ", and always-auth sends the user's registry token with every request to it"
        : '';
      for (const h of configWrites(loc).slice(0, 4)) {
        const judged = judge(h);
        if (judged)
          await report(
            ctx,
            loc,
            h,
            { ...judged, what: judged.what + (h.kind === 'tls-off' ? '' : auth) },
            `${shown(loc.b)} writes ${target}:`,
          );
      }
      continue;
    }
    const b = loc.b as BehaviourOf<'config'>;
    if (b.setting !== 'package-registry' && b.setting !== 'package-index' && b.setting !== 'other') continue;
    const h = hitOf(b);
    if (!h) continue;
    const judged = h.tool === 'brew' ? judgeTap(h) : judge(h);
    if (judged) await report(ctx, loc, h, judged, shown(b));
  }
}
