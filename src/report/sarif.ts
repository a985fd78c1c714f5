import { gzipSync } from 'node:zlib';
import { trimEndChars } from '../analysis/strings.js';
import {
  type Confidence,
  type Finding,
  isSecurityCategory,
  type Location,
  type Region,
  SECURITY_SEVERITY_SCORE,
  type Severity,
  severityRank,
} from '../findings.js';
import type { EntryAnalysability } from '../model/analysability.js';
import type { RuleMeta } from '../rules/types.js';

/**
 * SARIF 2.1.0 the way GitHub code scanning ingests it (docs/github.md §3): every property GitHub
 * reads is filled, repository-relative URIs under %SRCROOT%, and the upload limits are met by leaving
 * results out with a note in the run's invocation, never by producing a file GitHub rejects.
 * Output is deterministic: the same findings give byte-identical text (no timestamps, no absolute paths).
 */

/** GitHub's hard limits on one run (above them the whole upload is rejected). */
export interface SarifLimits {
  resultsPerRun: number;
  locationsPerResult: number;
  threadFlowLocationsPerResult: number;
  /** Not a GitHub limit: code flows drawn per result (one per entry point; every entry stays related). */
  codeFlowsPerResult: number;
  gzipBytes: number;
}

export const GITHUB_SARIF_LIMITS: SarifLimits = {
  resultsPerRun: 25_000,
  locationsPerResult: 1_000,
  threadFlowLocationsPerResult: 10_000,
  codeFlowsPerResult: 100,
  gzipBytes: 10 * 1000 * 1000,
};

export interface SarifInput {
  tool: { name: string; version: string; informationUri: string };
  rules: readonly RuleMeta[];
  findings: readonly Finding[];
  /** Code-scanning category; becomes `automationDetails.id` (`<category>/`). Omitted when empty. */
  category?: string;
  /** `runAutomationDetails.id` as is (older callers); `category` wins when both are given. */
  automationId?: string;
  /** Notes about the run (what was left out), recorded in the run's invocation. */
  notes?: string[];
  /** Folder of the scanned root inside the repository, joined in front of every path ('' or undefined: root). */
  pathPrefix?: string;
  /** Fingerprints of the findings in the base revision (only-new): each result gets a `baselineState`. */
  baseline?: ReadonlySet<string>;
  limits?: Partial<SarifLimits>;
  /**
   * Per entry point, the share of its closure's bytes that was analysed: recorded in the run's property
   * bag (`runs[0].properties.analysability`). GitHub code scanning ignores run properties it does not
   * list (docs/github.md §3) and keeps the rest of the log; other SARIF consumers can read it.
   */
  analysability?: readonly EntryAnalysability[];
}

const LEVEL: Record<Severity, 'error' | 'warning' | 'note'> = {
  critical: 'error',
  high: 'error',
  medium: 'warning',
  low: 'note',
  info: 'note',
};
const PRECISION: Record<Confidence, string> = { high: 'very-high', medium: 'high', low: 'medium' };

function firstSentence(s: string): string {
  const m = /^(.+?[.!?])(\s|$)/s.exec(s);
  return (m ? m[1]! : s).slice(0, 1024);
}

function helpText(markdown: string): string {
  return markdown
    .replace(/```[a-z]*\n/g, '')
    .replace(/```/g, '')
    .replace(/^#+ /gm, '')
    .trim();
}

export function ruleHelpUri(id: string): string {
  return `https://github.com/skillscan/skillscan/blob/main/rules/${id}.md`;
}

export function sarifRule(meta: RuleMeta) {
  const security = isSecurityCategory(meta.category);
  const score = SECURITY_SEVERITY_SCORE[meta.severity];
  const whatSection = /## What it finds\n+([\s\S]*?)(\n## |$)/.exec(meta.help)?.[1]?.trim() || meta.title;
  const pascal = meta.id
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : ''))
    .join('');
  return {
    id: meta.id,
    // SARIF1001: a name that equals the id (ignoring case, as for one-word ids) says nothing more.
    name: (pascal.toLowerCase() === meta.id.toLowerCase() ? `${pascal}Rule` : pascal).slice(0, 255),
    shortDescription: { text: meta.title.slice(0, 1024) },
    fullDescription: { text: firstSentence(whatSection.replace(/\s+/g, ' ')) },
    defaultConfiguration: { level: LEVEL[meta.severity] },
    help: { text: helpText(meta.help) || meta.title, markdown: meta.help || meta.title },
    helpUri: ruleHelpUri(meta.id),
    properties: {
      category: meta.category,
      // GitHub keeps 20 tags and shows 10: the ones that matter for filtering come first.
      tags: [...new Set([...(security ? ['security'] : []), meta.category, ...meta.tags])].slice(0, 20),
      precision: PRECISION[meta.confidence],
      ...(security && score
        ? { 'security-severity': score }
        : { 'problem.severity': LEVEL[meta.severity] === 'note' ? 'recommendation' : LEVEL[meta.severity] }),
    },
  };
}

function region(r: Region | undefined) {
  // A whole-file finding points at the start of the file: GitHub needs a region to place an alert.
  const x = r ?? { startLine: 1, startColumn: 1, endLine: 1, endColumn: 1 };
  const endLine = Math.max(x.endLine, x.startLine);
  return {
    startLine: x.startLine,
    startColumn: x.startColumn,
    endLine,
    endColumn: endLine === x.startLine ? Math.max(x.endColumn, x.startColumn + 1) : Math.max(x.endColumn, 1),
  };
}

/** Repository-relative URIs against %SRCROOT%; each path segment percent-encoded. */
export function sarifUri(path: string): string {
  return path
    .split('/')
    .map((seg) => encodeURIComponent(seg))
    .join('/');
}

/** Joins the scanned folder (repository-relative) and a root-relative path. */
export function repoPath(prefix: string | undefined, path: string): string {
  const p = trimEndChars((prefix ?? '').replace(/^\.\/?/, ''), '/');
  return p === '' || p === '.' ? path : `${p}/${path}`;
}

function physical(loc: Location, prefix: string | undefined) {
  return {
    artifactLocation: { uri: sarifUri(repoPath(prefix, loc.path)), uriBaseId: '%SRCROOT%' },
    region: region(loc.region),
  };
}

/** Keeps the first `limit - 1` items and the last: for a chain the evidence at its end matters most. */
function capKeepingLast<T>(items: readonly T[], limit: number): T[] {
  if (items.length <= limit) return [...items];
  return [...items.slice(0, Math.max(0, limit - 1)), items[items.length - 1]!];
}

/**
 * GitHub tracks alerts by `primaryLocationLineHash` and does not compute it for API uploads. Ours is the
 * finding's fingerprint (no line numbers, so moving unrelated lines keeps it) plus an occurrence counter,
 * the way codeql-action numbers identical lines.
 */
function lineHashes(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const n = (seen.get(f.fingerprint) ?? 0) + 1;
    seen.set(f.fingerprint, n);
    return `${f.fingerprint}:${n}`;
  });
}

interface Built {
  log: ReturnType<typeof assemble>;
  text: string;
}

function assemble(input: SarifInput, findings: readonly Finding[], notes: string[], limits: SarifLimits) {
  const prefix = input.pathPrefix;
  const rules = [...input.rules].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const index = new Map(rules.map((r, i) => [r.id, i]));
  const hashes = lineHashes(findings);
  let cutRelated = 0;
  let cutFlows = 0;
  let cutFlowCount = 0;
  const results = findings.map((f, i) => {
    let related = [...f.related];
    if (f.entry && !related.some((r) => r.path === f.entry))
      related.unshift({ path: f.entry, message: 'entry point a user installs' });
    if (related.length > limits.locationsPerResult - 1) {
      cutRelated++;
      related = related.slice(0, limits.locationsPerResult - 1);
    }
    const allChains = f.chains.length ? f.chains : f.chain.length > 1 ? [f.chain] : [];
    // One code flow per entry point that reaches the evidence (docs/taxonomy.md), bounded like GitHub's
    // limits on locations: the flows kept are the shortest chains, which come first.
    const flows = allChains.slice(0, limits.codeFlowsPerResult).map((c) => {
      const chain = capKeepingLast(c, limits.threadFlowLocationsPerResult);
      if (chain.length < c.length) cutFlows++;
      return chain;
    });
    if (flows.length < allChains.length) cutFlowCount++;
    return {
      ruleId: f.ruleId,
      ...(index.has(f.ruleId) ? { ruleIndex: index.get(f.ruleId) } : {}),
      level: LEVEL[f.severity],
      message: { text: f.message || f.ruleId },
      locations: [{ physicalLocation: physical(f.location, prefix) }],
      ...(related.length
        ? {
            relatedLocations: related.map((r, j) => ({
              id: j + 1,
              physicalLocation: physical(r, prefix),
              ...(r.message ? { message: { text: r.message } } : {}),
            })),
          }
        : {}),
      ...(flows.length
        ? {
            codeFlows: flows.map((chain) => ({
              message: {
                text: `How a runtime reaches the evidence, from ${chain[0]!.path}, an entry point a user installs.`,
              },
              threadFlows: [
                {
                  locations: chain.map((c, j) => ({
                    location: {
                      physicalLocation: physical(c, prefix),
                      message: { text: c.message ?? (j === 0 ? 'entry point' : 'referenced file') },
                    },
                  })),
                },
              ],
            })),
          }
        : {}),
      partialFingerprints: { primaryLocationLineHash: hashes[i]!, 'skillscan/v1': f.fingerprint },
      ...(input.baseline ? { baselineState: input.baseline.has(f.fingerprint) ? 'unchanged' : 'new' } : {}),
      ...(f.suppression ? { suppressions: [{ kind: 'inSource', justification: f.suppression.reason }] } : {}),
      properties: { severity: f.severity, confidence: f.confidence, category: f.category },
    };
  });
  const allNotes = [...notes];
  if (cutRelated)
    allNotes.push(
      `${cutRelated} result(s) had more than ${limits.locationsPerResult} locations; the extra related locations were left out.`,
    );
  if (cutFlows)
    allNotes.push(
      `${cutFlows} result(s) had a reference chain longer than ${limits.threadFlowLocationsPerResult} steps; the middle of the chain was left out.`,
    );
  if (cutFlowCount)
    allNotes.push(
      `${cutFlowCount} result(s) were reached from more than ${limits.codeFlowsPerResult} entry points; only the shortest ${limits.codeFlowsPerResult} reference chains are drawn as code flows (every entry point stays a related location).`,
    );
  const id = input.category?.trim()
    ? `${trimEndChars(input.category.trim(), '/')}/`
    : input.automationId?.trim() || undefined;
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: input.tool.name,
            version: input.tool.version,
            semanticVersion: input.tool.version,
            informationUri: input.tool.informationUri,
            rules: rules.map(sarifRule),
          },
        },
        ...(id ? { automationDetails: { id } } : {}),
        originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository.' } } },
        columnKind: 'utf16CodeUnits',
        results,
        ...analysabilityProperties(input, prefix),
        ...(allNotes.length
          ? {
              invocations: [
                {
                  executionSuccessful: true,
                  toolExecutionNotifications: allNotes.map((n) => ({
                    level: 'warning',
                    message: { text: n },
                  })),
                },
              ],
            }
          : {}),
      },
    ],
  };
}

/** The run's property bag: per entry point, the share of its bytes analysed, with repository paths. */
function analysabilityProperties(input: SarifInput, prefix: string | undefined) {
  if (!input.analysability) return {};
  const analysability = input.analysability.map((a) => ({
    ...a,
    entry: repoPath(prefix, a.entry),
    notAnalysed: a.notAnalysed.map((f) => ({ ...f, path: repoPath(prefix, f.path) })),
  }));
  return { properties: { analysability } };
}

/** The findings GitHub keeps when there are too many: most severe first, then the usual order. */
function mostSevere(findings: readonly Finding[], keep: number): Finding[] {
  const ranked = findings.map((f, i) => ({ f, i }));
  ranked.sort((a, b) => severityRank(b.f.severity) - severityRank(a.f.severity) || a.i - b.i);
  const kept = new Set(ranked.slice(0, keep).map((x) => x.i));
  return findings.filter((_, i) => kept.has(i));
}

function build(input: SarifInput): Built {
  const limits = { ...GITHUB_SARIF_LIMITS, ...(input.limits ?? {}) };
  const all = input.findings;
  let findings = all.length > limits.resultsPerRun ? mostSevere(all, limits.resultsPerRun) : [...all];
  // Each pass halves the results until the compressed log fits; 40 passes reach zero from any count.
  for (let pass = 0; pass < 40; pass++) {
    const notes = [...(input.notes ?? [])];
    if (findings.length < all.length) {
      notes.push(
        `${all.length - findings.length} of ${all.length} findings were left out to stay within GitHub's limits ` +
          `(${limits.resultsPerRun} results per run, ${limits.gzipBytes} bytes compressed); the most severe were kept. ` +
          'Run skillscan locally or read the job summary for the rest.',
      );
    }
    const log = assemble(input, findings, notes, limits);
    const text = `${JSON.stringify(log, null, 2)}\n`;
    if (findings.length === 0 || gzipSync(text).length <= limits.gzipBytes) return { log, text };
    findings = mostSevere(findings, Math.floor(findings.length / 2));
  }
  throw new Error('SARIF log does not fit GitHub limits even without results');
}

export function buildSarif(input: SarifInput) {
  return build(input).log;
}

export function formatSarif(input: SarifInput): string {
  return build(input).text;
}
