import type { Finding, Severity } from '../findings.js';
import { inertLine } from './sanitize.js';

export interface TextOptions {
  color: boolean;
  /** Show suppressed findings too (greyed, with their reason). */
  showSuppressed?: boolean;
}

const COLORS: Record<Severity, string> = {
  critical: '\x1b[1;35m',
  high: '\x1b[31m',
  medium: '\x1b[33m',
  low: '\x1b[36m',
  info: '\x1b[2m',
};

/** ESLint-style: findings grouped by file, `line:col  severity  message  rule-id`, then a totals line. */
export function formatText(findings: readonly Finding[], options: TextOptions): string {
  const paint = (code: string, s: string) => (options.color ? `${code}${s}\x1b[0m` : s);
  const shown = findings.filter((f) => options.showSuppressed || !f.suppression);
  const byFile = new Map<string, Finding[]>();
  for (const f of shown) {
    const list = byFile.get(f.location.path) ?? [];
    list.push(f);
    byFile.set(f.location.path, list);
  }
  const lines: string[] = [];
  for (const [path, list] of byFile) {
    lines.push(paint('\x1b[4m', inertLine(path)));
    const rows = list.map((f) => {
      const r = f.location.region;
      return {
        pos: r ? `${r.startLine}:${r.startColumn}` : '0:0',
        sev: f.severity,
        msg:
          inertLine(f.message) + (f.suppression ? ` (suppressed: ${inertLine(f.suppression.reason)})` : ''),
        rule: f.ruleId,
        chain: f.chain.length > 1 ? f.chain.map((c) => inertLine(c.path)).join(' → ') : '',
      };
    });
    const posW = rows.reduce((w, r) => Math.max(w, r.pos.length), 0);
    const sevW = rows.reduce((w, r) => Math.max(w, r.sev.length), 0);
    for (const r of rows) {
      lines.push(
        `  ${r.pos.padEnd(posW)}  ${paint(COLORS[r.sev], r.sev.padEnd(sevW))}  ${r.msg}  ${paint('\x1b[2m', r.rule)}`,
      );
      if (r.chain)
        lines.push(`  ${' '.repeat(posW)}  ${' '.repeat(sevW)}  ${paint('\x1b[2m', `chain: ${r.chain}`)}`);
    }
    lines.push('');
  }
  lines.push(totalsLine(findings));
  return `${lines.join('\n')}\n`;
}

export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
  for (const f of findings) if (!f.suppression) counts[f.severity]++;
  return counts;
}

export function totalsLine(findings: readonly Finding[]): string {
  const c = countBySeverity(findings);
  const total = Object.values(c).reduce((a, b) => a + b, 0);
  const suppressed = findings.filter((f) => f.suppression).length;
  const parts = (Object.keys(c) as Severity[]).filter((s) => c[s] > 0).map((s) => `${c[s]} ${s}`);
  return `✖ ${total} finding${total === 1 ? '' : 's'}${parts.length ? ` (${parts.join(', ')})` : ''}${suppressed ? `, ${suppressed} suppressed` : ''}`;
}
