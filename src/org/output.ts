import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEVERITIES } from '../findings.js';
import { inertLine } from '../report/sanitize.js';
import { formatSarif } from '../report/sarif.js';
import { TOOL } from '../version.js';
import { formatReportMarkdown } from './markdown.js';
import { formatReportJson, type OrgReport, sarifFileName } from './report.js';
import type { RepoScan } from './scan.js';

/** One repository's SARIF log; its automation id makes each repository its own code-scanning category. */
export function sarifOf(r: RepoScan): string {
  return formatSarif({
    tool: TOOL,
    rules: r.rules,
    findings: r.findings,
    automationId: `skillscan/org/${r.repo}/`,
  });
}

/** `DIR/<owner>_<repo>.sarif` per scanned repository. */
export async function writeSarifs(dir: string, scans: readonly RepoScan[]): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const r of scans) {
    if (r.error || r.skipped) continue;
    await writeFile(join(dir, sarifFileName(r.repo)), sarifOf(r));
  }
}

/** `DIR/report.json` and `DIR/report.md`. */
export async function writeReports(dir: string, report: OrgReport, serverUrl?: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'report.json'), formatReportJson(report));
  await writeFile(join(dir, 'report.md'), formatReportMarkdown(report, serverUrl ? { serverUrl } : {}));
}

/** The terminal view: one line per repository with skills or problems, then the totals. */
export function formatReportText(report: OrgReport): string {
  const out: string[] = [];
  for (const r of report.repositories) {
    if (r.error) {
      out.push(`${inertLine(r.repo)}: not scanned: ${inertLine(r.error.message)}`);
      continue;
    }
    if (r.skills === 0 && r.findings.total === 0) continue;
    const counts = SEVERITIES.filter((s) => r.findings.bySeverity[s] > 0).map(
      (s) => `${r.findings.bySeverity[s]} ${s}`,
    );
    const mark = r.attention.length ? `  [${r.attention.join(', ')}]` : '';
    out.push(
      `${inertLine(r.repo)}@${inertLine(r.branch)}: ${r.skills} skill${r.skills === 1 ? '' : 's'}, ` +
        `${r.findings.total ? `${r.findings.total} finding${r.findings.total === 1 ? '' : 's'} (${counts.join(', ')})` : 'no findings'}${mark}`,
    );
    for (const f of r.top.filter((t) => t.severity === 'critical' || t.chained)) {
      const where = `${f.path}${f.line ? `:${f.line}` : ''}`;
      const via = f.chain.length > 1 ? ` via ${f.chain.map((s) => s.path).join(' -> ')}` : '';
      out.push(`  ${f.severity} ${f.ruleId} ${inertLine(where)}  ${inertLine(f.message)}${inertLine(via)}`);
    }
  }
  const t = report.totals;
  out.push(
    `${t.scanned} repositories scanned of ${t.listed} listed (${t.skipped} skipped, ${t.failed} not scanned); ` +
      `${t.withSkills} with skills, ${t.skills} skills, ${t.findings} findings, ${t.gated} at or above ${report.failOn}`,
  );
  return `${out.join('\n')}\n`;
}
