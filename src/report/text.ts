import { atLeast, type Finding, SEVERITIES, type Severity, severityRank } from '../findings.js';
import { inertLine } from './sanitize.js';

export interface TextOptions {
  color: boolean;
  /** Show suppressed findings too (greyed, with their reason). */
  showSuppressed?: boolean;
  /** `severity` (default): files ordered by their most severe finding, most severe first; `file`: by path. */
  sort?: 'severity' | 'file';
  /** Hide findings below this severity (the totals line and the rule table still count everything). */
  minSeverity?: Severity;
  /** Wrap messages at this width (default 100; a terminal's width when known). */
  width?: number;
  /** Leave out the per-rule table. */
  noTable?: boolean;
}

const COLORS: Record<Severity, string> = {
  critical: '\x1b[1;35m',
  high: '\x1b[31m',
  medium: '\x1b[33m',
  low: '\x1b[36m',
  info: '\x1b[2m',
};

const MAX_ENTRIES_SHOWN = 3;

/**
 * ESLint's layout (findings grouped by file, `line:col  severity  message  rule-id`) made for triage: the
 * most severe file first, long messages wrapped instead of 300-character lines, the entry points that
 * reach a finding and its chain under it, then a per-rule table and the totals line.
 */
export function formatText(findings: readonly Finding[], options: TextOptions): string {
  const paint = (code: string, s: string) => (options.color ? `${code}${s}\x1b[0m` : s);
  const width = Math.max(60, options.width ?? 100);
  const shown = findings.filter(
    (f) =>
      (options.showSuppressed || !f.suppression) &&
      (!options.minSeverity || atLeast(f.severity, options.minSeverity)),
  );
  const lines: string[] = [];
  for (const [path, list] of groupByFile(shown, options.sort ?? 'severity')) {
    lines.push(paint('\x1b[4m', inertLine(path)));
    const rows = list.map((f) => {
      const r = f.location.region;
      return { f, pos: r ? `${r.startLine}:${r.startColumn}` : '0:0' };
    });
    const posW = rows.reduce((w, r) => Math.max(w, r.pos.length), 0);
    const sevW = rows.reduce((w, r) => Math.max(w, r.f.severity.length), 0);
    const indent = ' '.repeat(2 + posW + 2 + sevW + 2);
    for (const { f, pos } of rows) {
      const msg =
        inertLine(f.message) + (f.suppression ? ` (suppressed: ${inertLine(f.suppression.reason)})` : '');
      const wrapped = wrap(`${msg}  ${paint('\x1b[2m', f.ruleId)}`, width - indent.length);
      lines.push(
        `  ${pos.padEnd(posW)}  ${paint(COLORS[f.severity], f.severity.padEnd(sevW))}  ${wrapped[0]}`,
      );
      for (const w of wrapped.slice(1)) lines.push(`${indent}${w}`);
      const entries = f.entries.filter((e) => e !== f.location.path);
      if (entries.length) {
        const more =
          entries.length > MAX_ENTRIES_SHOWN ? ` (+${entries.length - MAX_ENTRIES_SHOWN} more)` : '';
        const list = entries.slice(0, MAX_ENTRIES_SHOWN).map(inertLine).join(', ');
        lines.push(`${indent}${paint('\x1b[2m', `reached from: ${list}${more}`)}`);
      }
      if (f.chain.length > 1)
        lines.push(
          `${indent}${paint('\x1b[2m', `chain: ${f.chain.map((c) => inertLine(c.path)).join(' → ')}`)}`,
        );
    }
    lines.push('');
  }
  const hidden = findings.filter((f) => !f.suppression).length - shown.filter((f) => !f.suppression).length;
  if (hidden > 0 && options.minSeverity)
    lines.push(
      paint('\x1b[2m', `${hidden} finding(s) below ${options.minSeverity} not shown (--min-severity)`),
      '',
    );
  if (!options.noTable && findings.some((f) => !f.suppression)) lines.push(...ruleTable(findings), '');
  lines.push(totalsLine(findings));
  return `${lines.join('\n')}\n`;
}

function groupByFile(findings: readonly Finding[], sort: 'severity' | 'file'): Array<[string, Finding[]]> {
  const byFile = new Map<string, Finding[]>();
  for (const f of findings) {
    const list = byFile.get(f.location.path) ?? [];
    list.push(f);
    byFile.set(f.location.path, list);
  }
  const groups = [...byFile.entries()];
  if (sort === 'file') return groups;
  const worst = (list: Finding[]) => Math.max(...list.map((f) => severityRank(f.severity)));
  for (const [, list] of groups) list.sort((a, b) => severityRank(b.severity) - severityRank(a.severity)); // stable: line order kept
  // Stable sort keeps path order among files of the same worst severity.
  return groups.sort((a, b) => worst(b[1]) - worst(a[1]));
}

/** Word-wraps `text` to `width` columns; words longer than a line are cut. Linear. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    let w = word;
    while (visibleLength(w) > width) {
      if (line) {
        out.push(line);
        line = '';
      }
      out.push(w.slice(0, width));
      w = w.slice(width);
    }
    if (line === '') line = w;
    else if (visibleLength(line) + 1 + visibleLength(w) <= width) line += ` ${w}`;
    else {
      out.push(line);
      line = w;
    }
  }
  if (line !== '' || out.length === 0) out.push(line);
  return out;
}

function visibleLength(s: string): number {
  return s.replace(/\x1b\[[0-9;]{0,12}m/g, '').length;
}

/** One row per rule with unsuppressed findings: counts per severity, most findings first. */
function ruleTable(findings: readonly Finding[]): string[] {
  const counts = new Map<string, Record<Severity, number>>();
  for (const f of findings) {
    if (f.suppression) continue;
    const row = counts.get(f.ruleId) ?? { critical: 0, high: 0, medium: 0, low: 0, info: 0 };
    row[f.severity]++;
    counts.set(f.ruleId, row);
  }
  const total = (r: Record<Severity, number>) => SEVERITIES.reduce((n, s) => n + r[s], 0);
  const rows = [...counts.entries()].sort(
    (a, b) =>
      SEVERITIES.reduce((d, s) => d || b[1][s] - a[1][s], 0) ||
      total(b[1]) - total(a[1]) ||
      (a[0] < b[0] ? -1 : 1),
  );
  const idW = Math.max(4, ...rows.map(([id]) => id.length));
  const head = `${'rule'.padEnd(idW)}  ${SEVERITIES.map((s) => s.padStart(8)).join('')}  ${'total'.padStart(6)}`;
  return [
    head,
    ...rows.map(
      ([id, r]) =>
        `${id.padEnd(idW)}  ${SEVERITIES.map((s) => String(r[s] || '').padStart(8)).join('')}  ${String(total(r)).padStart(6)}`,
    ),
  ];
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
