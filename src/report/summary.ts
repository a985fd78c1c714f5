import { trimEndChars } from '../analysis/strings.js';
import type { Gate } from '../config.js';
import { compareFindings, type Finding, type Location, SEVERITIES, severityRank } from '../findings.js';
import type { EntryAnalysability } from '../model/analysability.js';
import { inertMarkdown, inertMermaid } from './sanitize.js';
import { repoPath } from './sarif.js';

/**
 * The job summary (GITHUB_STEP_SUMMARY): totals, the gate's verdict, every finding with a link to its line,
 * each reference chain as a Mermaid flowchart, and the listing budget per runtime. GitHub refuses a summary
 * over 1 MiB, so sections are added while they fit and a note says what was cut. Every piece of repository
 * text goes through inertMarkdown / inertMermaid: the summary is rendered as HTML in the run page.
 */

export const SUMMARY_LIMIT_BYTES = 1024 * 1024;

/** One runtime's listing budget: how much of the catalog listing the skills use. */
export interface ListingBudgetBar {
  runtime: string;
  used: number;
  budget: number;
  /** What `used`/`budget` count (characters, tokens …). */
  unit: string;
}

export interface SummaryInput {
  /** Findings to list (with only-new: the new ones); suppressed ones are counted, not listed. */
  findings: readonly Finding[];
  gate: Gate;
  /** Findings that fail the gate. */
  failing: readonly Finding[];
  pathPrefix?: string;
  /** Builds links to lines; without it locations are plain text. */
  link?: { serverUrl: string; repository: string; sha: string };
  titles?: Readonly<Record<string, string>>;
  /** only-new: the base revision and how many findings it already had (left out of the gate). */
  onlyNew?: { base: string; preexisting: number };
  budgets?: readonly ListingBudgetBar[];
  /** Operational notes (degraded modes, upload status); may hold repository text, so escaped too. */
  notes?: readonly string[];
  sarifFile?: string;
  maxBytes?: number;
  /** Longest reference chains drawn and nodes per chain; bounds the summary's work on hostile input. */
  maxCharts?: number;
  /** Per entry point, the share of its bytes analysed; entries below 100% get a table. */
  analysability?: readonly EntryAnalysability[];
}

/** Rows of the analysability table (the least analysable first). */
export const ANALYSABILITY_ROWS = 50;

function bytes(n: number): string {
  if (n >= 1024 * 1024) return `${(n / (1024 * 1024)).toFixed(1)} MiB`;
  if (n >= 1024) return `${(n / 1024).toFixed(1)} KiB`;
  return `${n} B`;
}

/** A short table of the entry points skillscan could not fully analyse, or undefined when there are none. */
export function analysabilityTable(
  entries: readonly EntryAnalysability[],
  input: Pick<SummaryInput, 'pathPrefix' | 'link'>,
): string | undefined {
  const below = entries
    .filter((a) => a.score < 100)
    .sort((a, b) => a.score - b.score || (a.entry < b.entry ? -1 : a.entry > b.entry ? 1 : 0));
  if (below.length === 0) return undefined;
  const rows = below.slice(0, ANALYSABILITY_ROWS).map((a) => {
    const worst = a.notAnalysed[0];
    const what = worst ? `${locationCell(input, { path: worst.path })} — ${inertMarkdown(worst.reason)}` : '';
    return `| ${inertMarkdown(a.name)} (${locationCell(input, { path: a.entry })}) | ${a.score}% | ${bytes(a.unanalysedBytes)} of ${bytes(a.bytes)} | ${what} |`;
  });
  const more =
    below.length > rows.length
      ? [``, `${below.length - rows.length} more below 100% are in the SARIF log and the JSON report.`]
      : [];
  return [
    '### Analysability',
    '',
    'Share of the bytes each entry point brings in that skillscan could analyse (text it parsed, inert media); the rest is binary, encrypted, encoded or past a limit.',
    '',
    '| entry | analysed | not analysed | largest not analysed |',
    '|---|---|---|---|',
    ...rows,
    ...more,
  ].join('\n');
}

const ICON: Record<string, string> = { critical: '🟥', high: '🟧', medium: '🟨', low: '🟦', info: '⬜' };

/** Percent-encodes a path segment completely, so nothing in a file name can end the Markdown link. */
function urlSegment(seg: string): string {
  return encodeURIComponent(seg).replace(
    /[!'()*~]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function lineUrl(link: NonNullable<SummaryInput['link']>, path: string, line?: number): string {
  const repo = link.repository.split('/').map(urlSegment).join('/');
  const file = path.split('/').map(urlSegment).join('/');
  return `${trimEndChars(link.serverUrl, '/')}/${repo}/blob/${urlSegment(link.sha)}/${file}${line ? `#L${line}` : ''}`;
}

function locationCell(input: Pick<SummaryInput, 'pathPrefix' | 'link'>, loc: Location): string {
  const path = repoPath(input.pathPrefix, loc.path);
  const line = loc.region?.startLine;
  const text = inertMarkdown(line ? `${path}:${line}` : path);
  return input.link ? `[${text}](${lineUrl(input.link, path, line)})` : text;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A chain as a left-to-right flowchart; long chains keep both ends. */
export function chainChart(chain: readonly Location[], prefix: string | undefined, maxNodes = 24): string {
  const shown =
    chain.length > maxNodes
      ? [...chain.slice(0, maxNodes - 2), undefined, chain[chain.length - 1]!]
      : [...chain];
  const label = (loc: Location | undefined, i: number) => {
    if (!loc) return `n${i}["… ${chain.length - maxNodes + 1} more …"]`;
    const path = inertMermaid(clip(repoPath(prefix, loc.path), 200));
    const line = loc.region ? `:${loc.region.startLine}` : '';
    const note = loc.message ? `<br/>${inertMermaid(clip(loc.message, 120))}` : '';
    return `n${i}["${path}${line}${note}"]`;
  };
  const lines = ['```mermaid', 'flowchart LR'];
  shown.forEach((loc, i) => {
    lines.push(i === 0 ? `  ${label(loc, i)}` : `  n${i - 1} --> ${label(loc, i)}`);
  });
  lines.push('```');
  return lines.join('\n');
}

function budgetChart(budgets: readonly ListingBudgetBar[]): string {
  const rows = [...budgets]
    .sort((a, b) => (a.runtime < b.runtime ? -1 : a.runtime > b.runtime ? 1 : 0))
    .map((b) => {
      const ratio = b.budget > 0 ? b.used / b.budget : 0;
      const filled = Math.min(20, Math.round(ratio * 20));
      const bar = `${'█'.repeat(filled)}${'░'.repeat(20 - filled)}`;
      const pct = `${Math.round(ratio * 100)}%`;
      return `| ${inertMarkdown(b.runtime)} | \`${bar}\` ${pct}${ratio > 1 ? ' ⚠️ over budget' : ''} | ${b.used} / ${b.budget} ${inertMarkdown(b.unit)} |`;
    });
  return ['### Listing budget per runtime', '', '| runtime | used | amount |', '|---|---|---|', ...rows].join(
    '\n',
  );
}

export function buildSummary(input: SummaryInput): string {
  const maxBytes = input.maxBytes ?? SUMMARY_LIMIT_BYTES - 16 * 1024;
  const listed = input.findings.filter((f) => !f.suppression);
  const suppressed = input.findings.length - listed.length;
  const counts = Object.fromEntries(
    SEVERITIES.map((s) => [s, listed.filter((f) => f.severity === s).length]),
  );

  const head: string[] = ['## skillscan', ''];
  if (input.gate === 'never') head.push(`**Result: ✅ pass** — the gate is off (\`fail-on: never\`).`);
  else if (input.failing.length)
    head.push(
      `**Result: ❌ fail** — ${input.failing.length} finding${input.failing.length === 1 ? '' : 's'} at or above \`${input.gate}\`${input.onlyNew ? ' introduced by this pull request' : ''}.`,
    );
  else
    head.push(
      `**Result: ✅ pass** — nothing at or above \`${input.gate}\`${input.onlyNew ? ' is new' : ''}.`,
    );
  head.push('', `| ${SEVERITIES.join(' | ')} | total |`, `|${'---|'.repeat(SEVERITIES.length + 1)}`);
  head.push(`| ${SEVERITIES.map((s) => `${ICON[s]} ${counts[s]}`).join(' | ')} | ${listed.length} |`, '');
  if (suppressed)
    head.push(`${suppressed} suppressed finding${suppressed === 1 ? '' : 's'} not counted.`, '');
  if (input.onlyNew) {
    const n = input.onlyNew.preexisting;
    head.push(
      `Only new findings are gated: ${n} pre-existing finding${n === 1 ? ' was' : 's were'} left out ` +
        `(already present at the base commit \`${inertMarkdown(input.onlyNew.base.slice(0, 12))}\`; they remain in the SARIF log).`,
      '',
    );
  }
  for (const note of input.notes ?? []) head.push(`> ${inertMarkdown(note)}`, '');

  const sections: string[] = [head.join('\n')];
  let size = Buffer.byteLength(sections[0]!);
  const cuts: string[] = [];
  // Sections are joined by a blank line (2 bytes); a table's rows by a single newline.
  const room = (text: string) => size + Buffer.byteLength(text) + 2 <= maxBytes;
  const add = (text: string) => {
    sections.push(text);
    size += Buffer.byteLength(text) + 2;
  };

  const ordered = [...listed].sort(
    (a, b) => severityRank(b.severity) - severityRank(a.severity) || compareFindings(a, b),
  );
  if (ordered.length) {
    const tableHead = '### Findings\n\n| severity | rule | location | message |\n|---|---|---|---|';
    const table = [tableHead];
    size += Buffer.byteLength(tableHead) + 2;
    let rows = 0;
    for (const f of ordered) {
      const title = input.titles?.[f.ruleId];
      const rule = `\`${f.ruleId}\`${title ? ` — ${inertMarkdown(title)}` : ''}`;
      const others = f.entries.filter((e) => e !== f.location.path && e !== f.entry).length;
      const via = f.entry
        ? `<br/>reached from ${locationCell(input, { path: f.entry })}${others ? ` and ${others} more` : ''}`
        : '';
      const row = `| ${ICON[f.severity]} ${f.severity} | ${rule} | ${locationCell(input, f.location)}${via} | ${inertMarkdown(clip(f.message, 400))} |`;
      if (size + Buffer.byteLength(row) + 1 > maxBytes) break;
      table.push(row);
      size += Buffer.byteLength(row) + 1;
      rows++;
    }
    sections.push(table.join('\n'));
    if (rows < ordered.length)
      cuts.push(`${ordered.length - rows} of ${ordered.length} findings are not listed in this table`);
  }

  const chains = new Map<string, Finding>();
  for (const f of ordered) {
    for (const chain of f.chains.length ? f.chains : [f.chain]) {
      if (chain.length < 2) continue;
      const key = chain.map((c) => c.path).join('\u0000');
      if (!chains.has(key)) chains.set(key, { ...f, chain });
    }
  }
  if (chains.size) {
    const maxCharts = input.maxCharts ?? 100;
    const intro =
      '### Reference chains\n\nFrom the skill a user installs to the file that holds the evidence.';
    if (room(intro)) add(intro);
    let drawn = 0;
    for (const f of chains.values()) {
      if (drawn >= maxCharts) break;
      const first = f.chain[0]!;
      const last = f.chain[f.chain.length - 1]!;
      const chart =
        `**\`${f.ruleId}\`** ${inertMarkdown(repoPath(input.pathPrefix, first.path))} → ` +
        `${inertMarkdown(repoPath(input.pathPrefix, last.path))}\n\n${chainChart(f.chain, input.pathPrefix)}`;
      if (!room(chart)) break;
      add(chart);
      drawn++;
    }
    if (drawn < chains.size)
      cuts.push(`${chains.size - drawn} of ${chains.size} reference chains are not drawn`);
  }

  const table = input.analysability ? analysabilityTable(input.analysability, input) : undefined;
  if (table) {
    if (room(table)) add(table);
    else cuts.push('the analysability table is left out');
  }

  if (input.budgets?.length) {
    const chart = budgetChart(input.budgets);
    if (room(chart)) add(chart);
    else cuts.push('the listing budget chart is left out');
  }

  const tail: string[] = [];
  if (cuts.length)
    tail.push(
      `> **Truncated** to stay under GitHub's 1 MiB summary limit: ${cuts.join('; ')}. ` +
        `The SARIF log${input.sarifFile ? ` (\`${inertMarkdown(input.sarifFile)}\`)` : ''} has every finding.`,
    );
  else if (input.sarifFile) tail.push(`Full results: \`${inertMarkdown(input.sarifFile)}\` (SARIF 2.1.0).`);
  return `${[...sections, ...tail].join('\n\n')}\n`;
}
