import * as core from '@actions/core';
import type { Gate } from './config.js';
import { simulateModel } from './discovery/listing-model.js';
import type { Finding } from './findings.js';
import { type Annotation, type AnnotationLevel, planAnnotations } from './report/annotations.js';
import { inertLogLine } from './report/sanitize.js';
import { buildSummary, type ListingBudgetBar } from './report/summary.js';
import type { ScanResult } from './scan.js';

/**
 * Steps of the Action after the scan (src/action.ts runs them in order): the SARIF upload, the
 * changed-file list, annotations and the job summary. Each takes what it needs and adds what it has to
 * say to the shared notes and warnings.
 */

export interface StepNotes {
  notes: string[];
  warnings: string[];
}

export interface PullRequest {
  number?: number;
  base?: { sha?: string };
  head?: { sha?: string };
}

/** Uploads the SARIF log to code scanning; a refused upload (forks) is a warning, a rejected one an error. */
export async function uploadStep(
  env: NodeJS.ProcessEnv,
  token: string,
  sarif: string,
  sarifFile: string,
  said: StepNotes,
): Promise<void> {
  const { uploadSarif } = await import('./github/upload.js');
  if (!token) {
    said.warnings.push('upload-sarif: no token; the SARIF log was written but not uploaded.');
    return;
  }
  if (!env.GITHUB_REPOSITORY || !env.GITHUB_SHA || !env.GITHUB_REF) {
    said.warnings.push('upload-sarif: GITHUB_REPOSITORY, GITHUB_SHA or GITHUB_REF is not set; not uploaded.');
    return;
  }
  const outcome = await uploadSarif({
    token,
    repository: env.GITHUB_REPOSITORY,
    commitSha: env.GITHUB_SHA,
    ref: env.GITHUB_REF,
    sarif,
    ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
    ...(env.SKILLSCAN_POLL_DELAYS_MS
      ? { pollDelaysMs: env.SKILLSCAN_POLL_DELAYS_MS.split(',').map(Number).slice(0, 20) }
      : {}),
  });
  if (outcome.status === 'forbidden')
    said.warnings.push(
      `upload-sarif: GitHub refused the upload (HTTP ${outcome.httpStatus}: ${outcome.message}). The token needs ` +
        '`security-events: write`; pull requests from forks never get it, and private repositories need code scanning enabled. ' +
        `The SARIF log is at ${sarifFile} for github/codeql-action/upload-sarif.`,
    );
  else if (outcome.status === 'rejected')
    throw new Error(
      `upload-sarif: GitHub rejected the upload (HTTP ${outcome.httpStatus}: ${outcome.message})`,
    );
  else if (outcome.status === 'failed')
    throw new Error(`upload-sarif: code scanning could not process the log: ${outcome.errors.join('; ')}`);
  else if (outcome.status === 'complete' || outcome.status === 'pending') {
    core.setOutput('sarif-id', outcome.id);
    said.notes.push(
      outcome.status === 'complete'
        ? `Uploaded to code scanning (SARIF id ${outcome.id}).`
        : `Uploaded to code scanning (SARIF id ${outcome.id}); processing had not finished when the step stopped waiting.`,
    );
  }
}

/** The files the pull request changed (API, else git diff); undefined when unknown. */
export async function changedStep(
  env: NodeJS.ProcessEnv,
  token: string,
  pr: PullRequest,
  repo: string | undefined,
): Promise<Set<string> | undefined> {
  const { changedFiles } = await import('./github/changes.js');
  const c = await changedFiles({
    ...(token ? { token } : {}),
    ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
    ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
    ...(typeof pr.number === 'number' ? { pullNumber: pr.number } : {}),
    ...(repo ? { repoDir: repo } : {}),
    ...(pr.base?.sha ? { baseSha: pr.base.sha } : {}),
    ...(pr.head?.sha ? { headSha: pr.head.sha } : {}),
  });
  if (!c.files)
    core.info(inertLogLine(`Changed files unknown (${c.how}); annotations are ordered by severity only.`));
  return c.files;
}

function emit(a: Annotation): void {
  const send = a.level === 'error' ? core.error : a.level === 'warning' ? core.warning : core.notice;
  send(a.message, a.props);
}

export function annotateStep(
  considered: readonly Finding[],
  o: {
    prefix: string;
    titles: Record<string, string>;
    failing: number;
    warnings: number;
    sarifFile: string;
    changed: Set<string> | undefined;
  },
): void {
  const reserved: Partial<Record<AnnotationLevel, number>> = {
    error: o.failing ? 1 : 0,
    warning: o.warnings,
  };
  const moreAt = `the job summary, the log group "skillscan" and ${o.sarifFile}`;
  for (const a of planAnnotations(considered, {
    pathPrefix: o.prefix,
    titles: o.titles,
    reserved,
    moreAt,
    ...(o.changed ? { changed: o.changed } : {}),
  }))
    emit(a);
}

/** The listing budget per runtime and catalog, from the listing simulator (src/discovery/listing-model.ts). */
export function listingBudgets(result: ScanResult): ListingBudgetBar[] {
  const bars: ListingBudgetBar[] = [];
  for (const rt of simulateModel(result.model)) {
    for (const c of rt.catalogs) {
      bars.push({
        runtime: rt.catalogs.length > 1 ? `${rt.profile.name} (${c.label})` : rt.profile.name,
        used: c.result.needed,
        budget: c.result.budget.chars,
        unit: 'characters',
      });
    }
  }
  return bars;
}

export async function summaryStep(
  env: NodeJS.ProcessEnv,
  result: ScanResult,
  o: {
    gate: Gate;
    failing: Finding[];
    prefix: string;
    titles: Record<string, string>;
    sarifFile: string;
    baseline: { base: string; fingerprints: Set<string> } | undefined;
    preexisting: number;
  },
  said: StepNotes,
): Promise<void> {
  let budgets: ListingBudgetBar[] = [];
  try {
    budgets = listingBudgets(result);
  } catch (e) {
    said.notes.push(`The listing budget could not be simulated: ${(e as Error).message}`);
  }
  const baseline = o.baseline;
  const markdown = buildSummary({
    findings: baseline
      ? result.findings.filter((f) => !baseline.fingerprints.has(f.fingerprint))
      : result.findings,
    gate: o.gate,
    failing: o.failing,
    pathPrefix: o.prefix,
    titles: o.titles,
    budgets,
    analysability: result.analysability,
    notes: [...said.notes, ...said.warnings],
    sarifFile: o.sarifFile,
    ...(baseline ? { onlyNew: { base: baseline.base, preexisting: o.preexisting } } : {}),
    ...(env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_SHA
      ? { link: { serverUrl: env.GITHUB_SERVER_URL, repository: env.GITHUB_REPOSITORY, sha: env.GITHUB_SHA } }
      : {}),
  });
  await core.summary.addRaw(markdown).write();
}
