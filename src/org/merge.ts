import type { Gate } from '../config.js';
import { cmp } from '../findings.js';
import { generatedValidator } from '../validators.js';
import { assembleReport, type OrgReport, type RepoReport, type RunInfo } from './report.js';
import type { Skipped } from './select.js';
import { shardOf } from './shard.js';

/**
 * `skillscan org-merge`: the reports of an organisation's shards (or of several partial runs) become the
 * one report an unsharded scan would have written — same repositories, same totals, same bytes outside
 * `run`. A shard whose report is missing is not silently dropped: each repository it should have scanned
 * (every shard names the others' repositories) becomes a "could not be scanned" entry, so the exit code
 * is 2 and the report says which.
 */

export class MergeError extends Error {}

export interface MergeInput {
  /** Where the report came from, for messages. */
  origin: string;
  report: OrgReport;
}

/** Parses and validates one report.json; a clear error names the file and the first problem. */
export function parseReport(text: string, origin: string): OrgReport {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new MergeError(`${origin}: not JSON (${(e as Error).message})`);
  }
  const validator = generatedValidator('org-report-validator', 'validateOrgReport');
  if (!validator(data)) {
    const err = validator.errors?.[0];
    throw new MergeError(
      `${origin}: not a skillscan organisation report (${err?.instancePath || '/'} ${err?.message ?? 'is invalid'})`,
    );
  }
  return data as OrgReport;
}

function mergeRun(inputs: readonly MergeInput[]): RunInfo {
  const runs = inputs.map((i) => i.report.run);
  const sum = (f: (r: RunInfo) => number) => runs.reduce((n, r) => n + f(r), 0);
  const shards = inputs.flatMap((i) =>
    i.report.shard ? [`${i.report.shard.index}/${i.report.shard.count}`] : [],
  );
  return {
    startedAt: runs.map((r) => r.startedAt).sort(cmp)[0] ?? '',
    durationMs: Math.max(0, ...runs.map((r) => r.durationMs)),
    requests: { total: sum((r) => r.requests.total), listing: sum((r) => r.requests.listing) },
    retries: sum((r) => r.retries),
    rateLimitWaits: sum((r) => r.rateLimitWaits),
    rateLimitWaitMs: sum((r) => r.rateLimitWaitMs),
    cache: {
      hits: sum((r) => r.cache.hits),
      treeHits: sum((r) => r.cache.treeHits),
      misses: sum((r) => r.cache.misses),
    },
    ...(shards.length ? { shards: shards.sort(cmp) } : {}),
  };
}

function missingRepo(repo: string, message: string): RepoReport {
  return {
    repo,
    branch: '',
    skills: 0,
    entryPoints: [],
    findings: { total: 0, bySeverity: { critical: 0, high: 0, medium: 0, low: 0, info: 0 }, byRule: {} },
    suppressed: 0,
    attention: [],
    top: [],
    error: { status: 0, message },
    run: { requests: 0, cache: 'off', durationMs: 0 },
  };
}

/** Checks that the inputs belong together: one organisation, one skillscan, one way of sharding. */
function checkCompatible(inputs: readonly MergeInput[]): void {
  if (inputs.length === 0) throw new MergeError('org-merge needs at least one report');
  const first = inputs[0]!.report;
  for (const { origin, report } of inputs) {
    if (report.org.toLowerCase() !== first.org.toLowerCase())
      throw new MergeError(`${origin} is a report of ${report.org}, not ${first.org}`);
    if (report.tool.version !== first.tool.version)
      throw new MergeError(
        `${origin} was written by skillscan ${report.tool.version}, ${inputs[0]!.origin} by ${first.tool.version}: rescan with one version`,
      );
    if (
      (report.shard === undefined) !== (first.shard === undefined) ||
      (report.shard && report.shard.count !== first.shard?.count)
    )
      throw new MergeError(`${origin} and ${inputs[0]!.origin} were not sharded the same way`);
  }
}

export function mergeReports(inputs: readonly MergeInput[], failOn?: Gate): OrgReport {
  checkCompatible(inputs);
  const first = inputs[0]!.report;
  const repos = new Map<string, RepoReport>();
  const skipped = new Map<string, Skipped>();
  const seenShards = new Map<number, string>();
  for (const { origin, report } of inputs) {
    if (report.shard) {
      const other = seenShards.get(report.shard.index);
      if (other)
        throw new MergeError(
          `${origin} and ${other} are both shard ${report.shard.index}/${report.shard.count}`,
        );
      seenShards.set(report.shard.index, origin);
    }
    for (const r of report.repositories) {
      if (repos.has(r.repo))
        throw new MergeError(`${r.repo} is in more than one report (${origin} among them)`);
      repos.set(r.repo, r);
    }
    for (const s of report.skipped) if (!skipped.has(s.repo)) skipped.set(s.repo, s);
  }
  // Every shard names the repositories the others scan: any not accounted for had its shard's report lost.
  const count = first.shard?.count ?? 0;
  for (const { report } of inputs) {
    for (const name of report.shard?.elsewhere ?? []) {
      if (repos.has(name) || skipped.has(name)) continue;
      const k = shardOf(name, count) + 1;
      repos.set(name, missingRepo(name, `not scanned: no report from shard ${k}/${count} was merged`));
    }
  }
  return assembleReport({
    org: first.org,
    failOn: failOn ?? (inputs.every((i) => i.report.failOn === first.failOn) ? first.failOn : 'high'),
    listed: Math.max(...inputs.map((i) => i.report.totals.listed)),
    repositories: [...repos.values()],
    skipped: [...skipped.values()],
    run: mergeRun(inputs),
  });
}
