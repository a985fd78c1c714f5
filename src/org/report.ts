import type { Gate } from '../config.js';
import {
  atLeast,
  cmp,
  compareFindings,
  type Finding,
  isSecurityCategory,
  SEVERITIES,
  type Severity,
  severityRank,
} from '../findings.js';
import { TOOL } from '../version.js';
import type { RepoScan } from './scan.js';
import type { Skipped } from './select.js';

/**
 * The organisation report (`report.json`, schema in schemas/org-report.schema.json). Everything outside
 * the `run` objects is a pure function of the repositories' trees, the configuration, the gate and
 * skillscan's version: an unsharded scan, the merge of its shards and a warm incremental scan write the
 * same bytes there. `run` objects hold what is about one run: time, API requests, retries, cache use.
 */

export const REPORT_SCHEMA = 'skillscan-org-report/1';
/** Findings shown per repository; the SARIF log beside the report has every one. */
export const TOP_FINDINGS = 10;
const MAX_ENTRY_POINTS = 200;

export type SeverityCounts = Record<Severity, number>;

export interface ChainStep {
  path: string;
  line?: number;
  message?: string;
}

export interface TopFinding {
  ruleId: string;
  severity: Severity;
  confidence: string;
  category: string;
  message: string;
  path: string;
  line?: number;
  column?: number;
  /** Entry points a user installs that reach the evidence, when elsewhere than `path`. */
  entries: string[];
  /** Entry first, evidence last; empty when the evidence is in the entry file itself. */
  chain: ChainStep[];
  chained: boolean;
  fingerprint: string;
}

export type Attention = 'critical' | 'chained';

export interface RepoRunInfo {
  requests: number;
  cache: string;
  durationMs: number;
  /** With --upload: what code scanning answered. */
  upload?: string;
}

export interface RepoReport {
  repo: string;
  branch: string;
  commit?: string;
  tree?: string;
  skills: number;
  entryPoints: string[];
  /** Unsuppressed findings. */
  findings: { total: number; bySeverity: SeverityCounts; byRule: Record<string, number> };
  suppressed: number;
  attention: Attention[];
  top: TopFinding[];
  /** File name of the repository's SARIF log in the same folder. */
  sarif?: string;
  error?: { status: number; message: string };
  run: RepoRunInfo;
}

export interface RunInfo {
  startedAt: string;
  durationMs: number;
  requests: { total: number; listing: number };
  retries: number;
  rateLimitWaits: number;
  rateLimitWaitMs: number;
  cache: { hits: number; treeHits: number; misses: number };
  shards?: string[];
}

export interface OrgReport {
  schema: typeof REPORT_SCHEMA;
  tool: { name: string; version: string };
  org: string;
  failOn: Gate;
  totals: {
    listed: number;
    scanned: number;
    withSkills: number;
    failed: number;
    skipped: number;
    skills: number;
    findings: number;
    suppressed: number;
    gated: number;
    attention: number;
    bySeverity: SeverityCounts;
    byRule: Record<string, number>;
  };
  repositories: RepoReport[];
  skipped: Skipped[];
  /** Only in one shard's report: which shard, and the repositories the other shards scan. */
  shard?: { index: number; count: number; elsewhere: string[] };
  run: RunInfo;
}

export const zeroCounts = (): SeverityCounts => ({ critical: 0, high: 0, medium: 0, low: 0, info: 0 });

/** Entry points of a finding, read defensively: today `entry` is one path, soon it may be a list. */
function entriesOf(f: Finding): string[] {
  const raw = (f as unknown as { entries?: unknown }).entries ?? f.entry;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return [...new Set(list.filter((x): x is string => typeof x === 'string' && x !== f.location.path))].sort(
    cmp,
  );
}

function chainOf(f: Finding): ChainStep[] {
  const chain = Array.isArray(f.chain) ? f.chain : [];
  return chain
    .filter((s) => typeof s?.path === 'string')
    .slice(0, 32)
    .map((s) => ({
      path: s.path,
      ...(typeof s.region?.startLine === 'number' ? { line: s.region.startLine } : {}),
      ...(typeof s.message === 'string' ? { message: s.message } : {}),
    }));
}

/**
 * A chained attack: a security finding at high or above whose evidence is reached from an entry point in
 * another file — what a reviewer of the entry skill alone would miss.
 */
export function isChainedAttack(f: Finding): boolean {
  if (f.suppression || !isSecurityCategory(f.category) || !atLeast(f.severity, 'high')) return false;
  const chains = [f.chain, ...(Array.isArray(f.chains) ? f.chains : [])];
  const crossesFiles = chains.some((c) => Array.isArray(c) && new Set(c.map((s) => s?.path)).size >= 2);
  return crossesFiles || entriesOf(f).length > 0;
}

function topFinding(f: Finding): TopFinding {
  const r = f.location.region;
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    confidence: f.confidence,
    category: f.category,
    message: f.message,
    path: f.location.path,
    ...(r ? { line: r.startLine, column: r.startColumn } : {}),
    entries: entriesOf(f),
    chain: chainOf(f),
    chained: isChainedAttack(f),
    fingerprint: f.fingerprint,
  };
}

/** Most severe first; at equal severity a chained attack first, then higher confidence, then place. */
function byImportance(a: Finding, b: Finding): number {
  const conf = (c: string) => ['low', 'medium', 'high'].indexOf(c);
  return (
    severityRank(b.severity) - severityRank(a.severity) ||
    Number(isChainedAttack(b)) - Number(isChainedAttack(a)) ||
    conf(b.confidence) - conf(a.confidence) ||
    compareFindings(a, b)
  );
}

/** The SARIF file of a repository: `<owner>_<repo>.sarif` (names are checked to be GitHub names). */
export const sarifFileName = (repo: string): string => `${repo.replace(/[^A-Za-z0-9._-]/g, '_')}.sarif`;

export function repoReport(s: RepoScan): RepoReport {
  const open = s.findings.filter((f) => !f.suppression);
  const bySeverity = zeroCounts();
  const byRule: Record<string, number> = {};
  for (const f of open) {
    bySeverity[f.severity]++;
    byRule[f.ruleId] = (byRule[f.ruleId] ?? 0) + 1;
  }
  const attention: Attention[] = [];
  if (bySeverity.critical > 0) attention.push('critical');
  if (open.some(isChainedAttack)) attention.push('chained');
  return {
    repo: s.repo,
    branch: s.branch,
    ...(s.commit ? { commit: s.commit } : {}),
    ...(s.tree ? { tree: s.tree } : {}),
    skills: s.skills.length,
    entryPoints: s.skills.slice(0, MAX_ENTRY_POINTS),
    findings: { total: open.length, bySeverity, byRule: sortedRecord(byRule) },
    suppressed: s.findings.length - open.length,
    attention,
    top: [...open].sort(byImportance).slice(0, TOP_FINDINGS).map(topFinding),
    ...(s.error ? {} : { sarif: sarifFileName(s.repo) }),
    ...(s.error ? { error: s.error } : {}),
    run: { ...s.run },
  };
}

function sortedRecord(r: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(r).sort(([a], [b]) => cmp(a, b)));
}

/** Unsuppressed findings at or above the gate in one repository, from its counts. */
export function gatedCount(r: RepoReport, gate: Gate): number {
  if (gate === 'never') return 0;
  return SEVERITIES.filter((s) => atLeast(s, gate)).reduce((n, s) => n + r.findings.bySeverity[s], 0);
}

/** Repositories that need a person first: a critical or a chained attack, then the most gated findings. */
export function attentionOrder(a: RepoReport, b: RepoReport): number {
  const weight = (r: RepoReport) =>
    (r.attention.includes('critical') ? 2 : 0) + (r.attention.includes('chained') ? 1 : 0);
  return (
    weight(b) - weight(a) ||
    SEVERITIES.reduce((d, s) => d || b.findings.bySeverity[s] - a.findings.bySeverity[s], 0) ||
    cmp(a.repo, b.repo)
  );
}

export interface AssembleInput {
  org: string;
  failOn: Gate;
  listed: number;
  repositories: RepoReport[];
  skipped: Skipped[];
  shard?: OrgReport['shard'];
  run: RunInfo;
}

/** The one place totals are computed: the scan and the merge both end here, so they agree byte for byte. */
export function assembleReport(input: AssembleInput): OrgReport {
  const repositories = [...input.repositories].sort((a, b) => cmp(a.repo, b.repo));
  const bySeverity = zeroCounts();
  const byRule: Record<string, number> = {};
  for (const r of repositories) {
    for (const s of SEVERITIES) bySeverity[s] += r.findings.bySeverity[s];
    for (const [id, n] of Object.entries(r.findings.byRule)) byRule[id] = (byRule[id] ?? 0) + n;
  }
  const sum = (f: (r: RepoReport) => number) => repositories.reduce((n, r) => n + f(r), 0);
  return {
    schema: REPORT_SCHEMA,
    tool: { name: TOOL.name, version: TOOL.version },
    org: input.org,
    failOn: input.failOn,
    totals: {
      listed: input.listed,
      scanned: sum((r) => (r.error ? 0 : 1)),
      withSkills: sum((r) => (r.skills > 0 ? 1 : 0)),
      failed: sum((r) => (r.error ? 1 : 0)),
      skipped: input.skipped.length,
      skills: sum((r) => r.skills),
      findings: sum((r) => r.findings.total),
      suppressed: sum((r) => r.suppressed),
      gated: sum((r) => gatedCount(r, input.failOn)),
      attention: sum((r) => (r.attention.length > 0 ? 1 : 0)),
      bySeverity,
      byRule: sortedRecord(byRule),
    },
    repositories,
    skipped: [...input.skipped].sort((a, b) => cmp(a.repo, b.repo)),
    ...(input.shard ? { shard: input.shard } : {}),
    run: input.run,
  };
}

/** 0 clean, 1 findings at or above the gate, 2 some repositories could not be scanned (that wins). */
export function exitCodeOf(report: OrgReport): number {
  if (report.totals.failed > 0) return 2;
  return report.totals.gated > 0 ? 1 : 0;
}

export const formatReportJson = (report: OrgReport): string => `${JSON.stringify(report, null, 2)}\n`;
