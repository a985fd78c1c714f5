import { AsciiWords } from '../analysis/ascii-words.js';
import type { Severity } from '../findings.js';
import { blankEmphasis, claimMatches, linesHolding } from './support/claim-lines.js';
import { gatedAtLine } from './support/consent-gates.js';
import { isAsked, quoteIntent } from './support/intents.js';
import { type LinkedSource, linkedForeignSource } from './support/linked-sources.js';
import { installsFromInsecureMarketplaces } from './support/marketplace-sources.js';
import { foreignSources, packageSourcesOf, type SourceHit } from './support/package-sources.js';
import { reportReached } from './support/reach.js';
import {
  excerpt,
  isNegated,
  normRegion,
  placementOf,
  type TextTarget,
  textTargets,
} from './support/text-context.js';
import { defineRule, type RuleContext } from './types.js';

/**
 * Claims of authority that steer the agent: "the only supported install path", "the source of truth",
 * endorsements by a vendor or security team, "the registry package is compromised, use this fork".
 * Medium alone; high when the same file installs or clones from a foreign source (raw IP, fork, URL),
 * which is the pattern of the 2026 skill supply-chain campaign.
 */

const W = '[ \\t]+';
/**
 * Each claim with `needs`: words (lower case) its pattern cannot match without (one per alternative),
 * looked up first so a text without them is not searched with the full pattern, and a text with them only
 * on the lines holding one (no pattern crosses a line). Six searches of every reached text, then six
 * keyword alternations tried at every position, were most of this rule's time.
 */
const CLAIMS: Array<{ id: string; re: RegExp; needs: readonly string[]; install: boolean }> = [
  {
    id: 'only-path',
    needs: ['only'],
    re: new RegExp(
      `\\b(?:the${W})?only${W}(?:supported|official|approved|sanctioned|valid|correct|safe|trusted|working)${W}(?:way|method|path|source|channel|location|version|install(?:ation)?(?:${W}(?:path|method|route|source))?|distribution|build|release)\\b`,
      'gi',
    ),
    install: false,
  },
  {
    id: 'source-of-truth',
    needs: ['truth'],
    re: new RegExp(
      `\\b(?:is|as|remains)${W}(?:the${W})?(?:single${W}|canonical${W}|authoritative${W})?source${W}of${W}truth\\b`,
      'gi',
    ),
    install: true,
  },
  {
    id: 'endorsement',
    needs: ['verified', 'approved', 'endorsed', 'certified', 'audited', 'sanctioned'],
    re: new RegExp(
      `\\b(?:officially${W})?(?:verified|approved|endorsed|certified|audited|sanctioned)${W}by${W}(?:the${W})?(?:anthropic|openai|github|microsoft|google|npm|pypi|security${W}team|claude${W}team|maintainers${W}of)\\b`,
      'gi',
    ),
    install: false,
  },
  {
    id: 'registry-discredit',
    needs: ['deprecated', 'compromised', 'broken', 'outdated', 'unsafe', 'backdoored', 'abandoned', 'fork'],
    re: new RegExp(
      `\\b(?:the${W})?(?:npm|pypi|registry|official|upstream|published)${W}(?:package|version|release|build)${W}(?:is|has${W}been|was)${W}(?:deprecated|compromised|broken|outdated|unsafe|backdoored|abandoned)\\b|\\buse${W}(?:this|our|the)${W}(?:community${W}|patched${W}|fixed${W}|maintained${W})?fork${W}instead\\b`,
      'gi',
    ),
    install: false,
  },
  // "the official GitHub release" names where a project publishes its builds, not a product GitHub made:
  // releases are not in the noun list.
  {
    id: 'official-branding',
    needs: ['official', 'anthropic'],
    re: new RegExp(
      `\\b(?:the${W})?official${W}(?:anthropic|claude|openai|github|microsoft|google)${W}(?:skill|plugin|extension|tool|integration|installer)s?\\b|\\b(?:made|built|published|maintained|provided)${W}by${W}anthropic\\b`,
      'gi',
    ),
    install: false,
  },
  {
    id: 'mandatory',
    needs: ['skip', 'lock'],
    re: new RegExp(
      `\\b(?:mandatory|required)[,:;.]?${W}(?:do${W}not|don't|never)${W}skip\\b|\\bignore${W}the${W}lock${W}?file\\b`,
      'gi',
    ),
    install: true,
  },
];

/** Every claim's needed words, looked up in one pass over a text (`AsciiWords.present`). */
const NEEDED = [...new Set(CLAIMS.flatMap((c) => c.needs))];

/**
 * "Claude is the source of truth; the others mirror it": which agent's installed copy the others follow.
 * An agent runtime is where skills go, never a place code comes from, so the claim steers nowhere.
 */
const RUNTIME_SUBJECT =
  /^(?:the )?(?:claude(?: code)?|codex|gemini(?: cli)?|copilot|cursor|opencode|goose|amp|windsurf)(?:'s)?(?: (?:copy|folder|directory|install|installation|version))?$/i;

function runtimeSubject(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  let cut = before.length;
  while (cut > 0 && !'.;:!?\n'.includes(before[cut - 1]!)) cut--;
  return RUNTIME_SUBJECT.test(before.slice(cut).trim().split(/\s+/).join(' '));
}

/** A file named before the claim, as its last word: "Root `SKILL.md`", "the docs/index.md file". */
const FILE_NAME = /^[\w./-]{1,80}\.(?:md|mdc|json|ya?ml|toml|txt|ts|js|py|sh)$/i;
/** How the other copies follow it: the claim ranks one file over its links, mirrors and generated copies. */
const LAYOUT =
  /\b(?:symlinks?|symlinked|symbolic link|hard ?links?|mirror(?:s|ed)?|cop(?:y|ies)|generated|synced|sync(?:s|ed)?|duplicates?|derived|vendored)\b/i;

/**
 * "Root `SKILL.md` remains the single source of truth via a `skills/council/` symlink": a file named as
 * the subject and, in the same clause, the links or copies that follow it. The sentence says which copy of
 * a file the others track — the repository's layout — and vouches for no source. "This file is the single
 * source of truth; its commands are pre-approved" names no copy and stays a claim.
 */
function layoutStatement(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 120), start);
  const cut = Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf('; '));
  // The match opens at its verb ("remains …"), so the subject ends the text before it ("`SKILL.md` still").
  const subject = before.slice(cut + 1).replace(/\s{1,4}(?:still|now|always)\s{0,4}$/i, '');
  const last = (subject.trim().split(/\s+/).at(-1) ?? '').replace(/[`*_]/g, '');
  if (!FILE_NAME.test(last) && last.toLowerCase() !== 'file') return false;
  const rest = text.slice(end, end + 160);
  const stop = rest.search(/[;\n]|\.(?:\s|$)/);
  return LAYOUT.test(stop < 0 ? rest : rest.slice(0, stop));
}

/**
 * The line also pre-approves actions, sets instructions aside or has fetched code run (the reading by
 * meaning, in any role: in a changelog the same words read as a mention, and still ride on the claim).
 */
async function asksOnLine(ctx: RuleContext, path: string, line: number): Promise<boolean> {
  const intents = (await ctx.model.facts(path))?.prose?.intents ?? [];
  return intents.some(
    (i) =>
      !i.negated &&
      i.at.startLine <= line &&
      i.at.endLine >= line &&
      (i.cls === 'pre-approval' || i.cls === 'override' || i.cls === 'agent-mediated-exec'),
  );
}

/** Install/download/clone words near "source of truth": the claim is about where code comes from. */
const INSTALL_CONTEXT =
  /\b(?:install|download|clone|fetch|curl|wget|checkout|repository|repo|fork|package|setup|bootstrap)\w*/i;

export default defineRule('authority-claim', async (ctx) => {
  const targets = await textTargets(ctx);
  const byPath = new Map(targets.map((t) => [t.path, t]));
  for (const t of targets) {
    const words = new AsciiWords(t.norm.text);
    // Blanking emphasis (below) only turns `*` and `_` into spaces, so a needed word absent from the text
    // is absent after it too, and one present stays at its offset.
    const present = words.present(NEEDED);
    const claims = CLAIMS.filter((c) => c.needs.some((w) => present.has(w)));
    // `*only supported*`: emphasis markers become blanks, so offsets still map onto the file. Claims are
    // searched on blanked lines; the text around a match is blanked whole once a claim matches.
    let text: string | undefined;
    // A plugin install whose marketplace the project's settings add over http or from a raw IP fetches
    // from that address, though the install line names no URL. Found only once a claim needs them.
    let found: SourceHit[] | undefined;
    const foreign = () =>
      (found ??= [
        ...foreignSources(t.file.text, packageSourcesOf(ctx, t)),
        ...installsFromInsecureMarketplaces(ctx, t.file.text),
      ]);
    const lines = new Set<number>();
    for (const claim of claims) {
      for (const m of claimMatches(claim.re, t.norm.text, linesHolding(words.lower, claim.needs), 20)) {
        text ??= blankEmphasis(t.norm.text);
        if (isNegated(text, m.index)) continue;
        const near = text.slice(Math.max(0, m.index - 200), m.index + m[0].length + 200);
        if (claim.install && !INSTALL_CONTEXT.test(near)) continue; // "the lockfile is the source of truth"
        if (claim.id === 'source-of-truth' && runtimeSubject(text, m.index)) continue;
        if (claim.id === 'source-of-truth' && layoutStatement(text, m.index, m.index + m[0].length)) {
          const line = t.file.lines.position(t.norm.toOriginal(m.index)).line;
          if (!(await asksOnLine(ctx, t.path, line))) continue;
        }
        const said = excerpt(m[0]);
        let severity: Severity = 'medium';
        let why = 'an authority claim the agent tends to obey over its own judgement';
        const line = t.file.lines.position(t.norm.toOriginal(m.index)).line;
        const steer = nearby(t, foreign(), line);
        const linked = steer
          ? undefined
          : await linkedForeignSource(ctx, t, byPath, (l) => close(t, line, l));
        // "The lockfile is the source of truth" is documentation style unless a foreign source is in play.
        if (claim.id === 'source-of-truth' && !steer && !linked) continue;
        if (steer) {
          severity = askedOfUser(t, steer) ? 'low' : 'high';
          why = steerWhy(t, steer);
        } else if (linked) {
          severity = 'high';
          why = linkedWhy(linked);
        } else if (claim.id === 'only-path') {
          // Without a foreign source the wording is usually documentation style.
          severity = 'low';
        }
        if (placementOf(t, t.norm.toOriginal(m.index)).code && severity !== 'high') severity = 'info';
        const region = normRegion(t, m.index, m.index + m[0].length);
        lines.add(region.startLine);
        await reportReached(ctx, {
          path: t.path,
          region,
          severity,
          confidence: severity === 'high' ? 'medium' : 'low',
          message: `'${said}' — ${why}`,
          fingerprintKey: `${claim.id}|${said.toLowerCase()}|${(steer ?? linked?.source)?.target ?? ''}`,
          ...relatedOf(steer, linked),
        });
      }
    }
    await claimsByMeaning(ctx, t, foreign, lines, byPath);
  }
});

/**
 * The related location of a claim's source: the linked file that installs, or where a source the text
 * names without its URL is defined (a marketplace in project settings).
 */
function relatedOf(steer: SourceHit | undefined, linked: LinkedSource | undefined) {
  if (linked) return { related: [linkedLocation(linked)] };
  const d = steer?.definedAt;
  return d ? { related: [{ path: d.path, ...(d.region ? { region: d.region } : {}), message: d.what }] } : {};
}

/**
 * Why a claim beside a foreign install is reported. An install the skill shows the user in a yes/no question
 * first ("Run it now? (y/N)") is low: the claim steers, but the user still decides (support/consent-gates.ts).
 */
function steerWhy(t: TextTarget, steer: SourceHit): string {
  const said = `and this file installs from a foreign source ('${excerpt(t.file.text.slice(steer.start, steer.end), 60)}')`;
  return askedOfUser(t, steer)
    ? `${said}: the claim steers the agent to it, though the file has the agent ask the user before running it`
    : `${said}: the claim steers the agent to it`;
}

/** Why a claim whose foreign source sits in the file it links to is high. */
function linkedWhy(l: LinkedSource): string {
  return `and the file it sends the agent to (${l.path}, linked on line ${l.linkLine}) installs from a foreign source ('${excerpt(l.source.target, 60)}', line ${l.sourceLine}): the claim vouches for it`;
}

function linkedLocation(l: LinkedSource) {
  const at = { startLine: l.sourceLine, startColumn: 1, endLine: l.sourceLine, endColumn: 1 };
  return { path: l.path, region: at, message: 'the foreign source the claim vouches for' };
}

/** How far apart a claim and the install it steers to may be: one section of a document, a few lines of other text. */
const SECTION_LINES = 60;
const OTHER_LINES = 20;
const HEADING = /^#{1,6}[ \t]/;

/**
 * The foreign source a claim steers to: in the same Markdown section (no heading between them) and
 * within `SECTION_LINES`, or within `OTHER_LINES` in other text. "GitHub is the source of truth" under
 * "Multi-machine workflow" says nothing about the `git clone` under "Installation" forty lines up, and a
 * claim in a long TODO archive is not about a `curl` hundreds of lines away.
 */
function nearby(t: TextTarget, foreign: readonly SourceHit[], line: number): SourceHit | undefined {
  return foreign.find((f) => close(t, line, t.file.lines.position(f.start).line));
}

/** Two lines of one file are near: the same Markdown section within `SECTION_LINES`, else `OTHER_LINES`. */
function close(t: TextTarget, line: number, at: number): boolean {
  const md = t.md !== undefined;
  if (Math.abs(at - line) > (md ? SECTION_LINES : OTHER_LINES)) return false;
  const lo = Math.min(at, line);
  const hi = Math.max(at, line);
  return !(md && headingsOf(t).some((h) => h > lo && h <= hi));
}

/** Heading lines per file, found once however many claims the file holds. */
const HEADINGS = new WeakMap<TextTarget, number[]>();

function headingsOf(t: TextTarget): number[] {
  let h = HEADINGS.get(t);
  if (!h) {
    h = headingLines(t);
    HEADINGS.set(t, h);
  }
  return h;
}

/** Lines of Markdown headings outside code blocks. */
function headingLines(t: TextTarget): number[] {
  const out: number[] = [];
  const text = t.file.text;
  let at = 0;
  let line = 1;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl;
    if (text[at] === '#' && HEADING.test(text.slice(at, Math.min(end, at + 8)))) {
      const fenced = t.md?.code.some((c) => at >= c.start && at < c.end);
      if (!fenced) out.push(line);
    }
    at = end + 1;
    line++;
  }
  return out;
}

/**
 * Claims worded in ways no pattern lists ("the maintained fork below is the *only supported* and
 * *officially verified* source; the security team approved it"), recognised by meaning
 * (src/analysis/prose/, intent `authority`). Reported only beside a foreign install source: alone, such
 * wording is common in ordinary documentation.
 */
async function claimsByMeaning(
  ctx: RuleContext,
  t: TextTarget,
  foreign: () => readonly SourceHit[],
  seen: Set<number>,
  targets: ReadonlyMap<string, TextTarget>,
): Promise<void> {
  const { path } = t;
  for (const intent of (await ctx.model.facts(path))?.prose?.intents ?? []) {
    if (intent.cls !== 'authority' || !isAsked(intent)) continue;
    if ([...seen].some((l) => l >= intent.at.startLine && l <= intent.at.endLine)) continue;
    const line = intent.at.startLine;
    const steer = nearby(t, foreign(), line);
    const linked = steer ? undefined : await linkedForeignSource(ctx, t, targets, (l) => close(t, line, l));
    if (!steer && !linked) continue;
    seen.add(line);
    const why = steer ? steerWhy(t, steer) : linkedWhy(linked!);
    await reportReached(ctx, {
      path,
      region: intent.at,
      severity: steer && askedOfUser(t, steer) ? 'low' : 'high',
      confidence: 'medium',
      message: `'${quoteIntent(intent)}' — an authority claim, ${why}`,
      fingerprintKey: `intent|${intent.key}|${(steer ?? linked?.source)?.target}`,
      ...relatedOf(steer, linked),
    });
  }
}

/** The install the claim steers to is shown to the user in a question first (support/consent-gates.ts). */
function askedOfUser(t: TextTarget, steer: SourceHit): boolean {
  return gatedAtLine(t.file.lines, t.file.lines.position(steer.start).line);
}
