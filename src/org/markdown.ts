import { trimEndChars } from '../analysis/strings.js';
import { cmp, SEVERITIES } from '../findings.js';
import { inertMarkdown } from '../report/sanitize.js';
import { attentionOrder, gatedCount, type OrgReport, type RepoReport, type TopFinding } from './report.js';

/**
 * `report.md`: the organisation report for people, and the job summary of the org-scan workflow. The
 * repositories a person must look at first (a critical finding or a chained attack), then a table of every
 * repository with skills, then what could not be scanned and what was skipped. Repository text goes
 * through inertMarkdown; the whole stays under GitHub's 1 MiB step-summary limit
 * (../shared/docs/github.md §2). Only the last line (this run's requests and time) differs between runs.
 */

export interface MarkdownOptions {
  /** GITHUB_SERVER_URL: links to repositories and lines (default https://github.com). */
  serverUrl?: string;
}

const LIMIT_BYTES = 1000 * 1024;
const ATTENTION_REPOS = 50;
const TABLE_ROWS = 1500;
const LISTED_ITEMS = 500;

const seg = (s: string) => encodeURIComponent(s);
const code = (s: string) => `<code>${inertMarkdown(s)}</code>`;
const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function repoLink(server: string, r: RepoReport): string {
  return `[${inertMarkdown(r.repo)}](${server}/${r.repo.split('/').map(seg).join('/')})`;
}

function fileLink(server: string, r: RepoReport, path: string, line?: number): string {
  const label = code(`${path}${line ? `:${line}` : ''}`);
  if (!r.commit) return label;
  const url = `${server}/${r.repo.split('/').map(seg).join('/')}/blob/${r.commit}/${path.split('/').map(seg).join('/')}${line ? `#L${line}` : ''}`;
  return `[${label}](${url})`;
}

function severityLine(r: RepoReport): string {
  const parts = SEVERITIES.filter((s) => r.findings.bySeverity[s] > 0).map(
    (s) => `${r.findings.bySeverity[s]} ${s}`,
  );
  return parts.length ? parts.join(', ') : 'no findings';
}

function findingLines(server: string, r: RepoReport, f: TopFinding): string[] {
  const out = [
    `- **${f.severity}** ${code(f.ruleId)} ${inertMarkdown(f.message)} — ${fileLink(server, r, f.path, f.line)}`,
  ];
  if (f.chain.length > 1) {
    const steps = f.chain.map((s) => fileLink(server, r, s.path, s.line));
    out.push(`  - reached through: ${steps.join(' → ')}`);
  } else if (f.entries.length > 0) {
    out.push(
      `  - installed as: ${f.entries
        .slice(0, 5)
        .map((e) => code(e))
        .join(', ')}`,
    );
  }
  return out;
}

function attentionSection(server: string, report: OrgReport): string[] {
  const repos = report.repositories.filter((r) => r.attention.length > 0).sort(attentionOrder);
  if (repos.length === 0) return [];
  const out = [`## Needs attention: ${plural(repos.length, 'repository', 'repositories')}`, ''];
  for (const r of repos.slice(0, ATTENTION_REPOS)) {
    const why = [
      r.attention.includes('critical') ? 'critical finding' : '',
      r.attention.includes('chained') ? 'chained attack across files' : '',
    ].filter(Boolean);
    out.push(`### ${repoLink(server, r)} — ${why.join(', ')}`, '');
    out.push(
      `${severityLine(r)}; ${plural(r.skills, 'skill')}${r.commit ? ` at ${code(r.commit.slice(0, 12))}` : ''}.`,
      '',
    );
    for (const f of r.top.filter((t) => t.severity === 'critical' || t.chained))
      out.push(...findingLines(server, r, f));
    out.push('');
  }
  if (repos.length > ATTENTION_REPOS)
    out.push(`… and ${repos.length - ATTENTION_REPOS} more in report.json.`, '');
  return out;
}

function tableSection(server: string, report: OrgReport): string[] {
  const repos = report.repositories.filter((r) => !r.error && r.skills > 0).sort(attentionOrder);
  const out = [`## Repositories with skills: ${repos.length}`, ''];
  if (repos.length === 0) return [...out, 'No repository has skills.', ''];
  out.push(
    `| repository | skills | critical | high | medium | low | info | over ${report.failOn} | most frequent rule |`,
    '|---|--:|--:|--:|--:|--:|--:|--:|---|',
  );
  for (const r of repos.slice(0, TABLE_ROWS)) {
    const [rule] = Object.entries(r.findings.byRule).sort(([a, x], [b, y]) => y - x || cmp(a, b));
    const counts = SEVERITIES.map((s) => String(r.findings.bySeverity[s]));
    out.push(
      `| ${repoLink(server, r)} | ${r.skills} | ${counts.join(' | ')} | ${gatedCount(r, report.failOn)} | ${rule ? `${code(rule[0])} (${rule[1]})` : ''} |`,
    );
  }
  if (repos.length > TABLE_ROWS) out.push('', `… and ${repos.length - TABLE_ROWS} more in report.json.`);
  return [...out, ''];
}

function problemSections(server: string, report: OrgReport): string[] {
  const out: string[] = [];
  const failed = report.repositories.filter((r) => r.error);
  if (failed.length) {
    out.push(
      `## Could not be scanned: ${failed.length}`,
      '',
      '| repository | HTTP status | why |',
      '|---|--:|---|',
    );
    for (const r of failed.slice(0, LISTED_ITEMS))
      out.push(
        `| ${repoLink(server, r)} | ${r.error!.status || '–'} | ${inertMarkdown(r.error!.message.slice(0, 300))} |`,
      );
    if (failed.length > LISTED_ITEMS)
      out.push('', `… and ${failed.length - LISTED_ITEMS} more in report.json.`);
    out.push('');
  }
  if (report.skipped.length) {
    const reasons = new Map<string, string[]>();
    for (const s of report.skipped) reasons.set(s.reason, [...(reasons.get(s.reason) ?? []), s.repo]);
    out.push(`## Skipped: ${report.skipped.length}`, '');
    for (const [reason, repos] of [...reasons].sort(([a], [b]) => cmp(a, b))) {
      const shown = repos.slice(0, LISTED_ITEMS).map((x) => inertMarkdown(x));
      out.push(
        `<details><summary>${inertMarkdown(reason)}: ${repos.length}</summary>`,
        '',
        shown.join(', ') + (repos.length > LISTED_ITEMS ? ` … and ${repos.length - LISTED_ITEMS} more` : ''),
        '',
        '</details>',
        '',
      );
    }
  }
  return out;
}

export function formatReportMarkdown(report: OrgReport, options: MarkdownOptions = {}): string {
  const server = trimEndChars(options.serverUrl || 'https://github.com', '/');
  const t = report.totals;
  const verdict =
    t.failed > 0
      ? `**Incomplete**: ${plural(t.failed, 'repository', 'repositories')} could not be scanned.`
      : t.gated > 0
        ? `**Fail**: ${plural(t.gated, 'finding')} at or above ${report.failOn}.`
        : `**Pass**: nothing at or above ${report.failOn}.`;
  const head = [
    `# skillscan: ${inertMarkdown(report.org)}`,
    '',
    verdict,
    '',
    `${plural(t.scanned, 'repository', 'repositories')} scanned of ${t.listed} listed (${t.skipped} skipped); ` +
      `${plural(t.withSkills, 'repository', 'repositories')} with skills, ${plural(t.skills, 'skill')}; ` +
      `${plural(t.findings, 'finding')} (${SEVERITIES.map((s) => `${t.bySeverity[s]} ${s}`).join(', ')})` +
      `${t.suppressed ? `, ${t.suppressed} suppressed` : ''}. skillscan ${inertMarkdown(report.tool.version)}.`,
    '',
  ];
  const run = report.run;
  const foot = [
    `<sub>This run: ${plural(run.requests.total, 'API request')}, ${plural(run.retries, 'retry', 'retries')}, ` +
      `${plural(run.rateLimitWaits, 'rate-limit wait')}, cache ${run.cache.hits + run.cache.treeHits} hit / ${run.cache.misses} missed, ` +
      `${(run.durationMs / 1000).toFixed(1)} s.</sub>`,
    '',
  ];
  const body = [
    ...attentionSection(server, report),
    ...tableSection(server, report),
    ...problemSections(server, report),
  ];
  let text = [...head, ...body].join('\n');
  if (Buffer.byteLength(text) > LIMIT_BYTES) {
    text = `${Buffer.from(text)
      .subarray(0, LIMIT_BYTES - 200)
      .toString('utf8')}\n\n… cut to stay under GitHub's 1 MiB summary limit; report.json has everything.\n`;
  }
  return `${text}\n${foot.join('\n')}`;
}
