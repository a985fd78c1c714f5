import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import * as nodePath from 'node:path';
import * as core from '@actions/core';
import { type Config, ConfigError, type Gate, parseConfig } from './config.js';
import { readListingSettings, simulateModel } from './discovery/listing.js';
import { type Finding, SEVERITIES } from './findings.js';
import { type Annotation, type AnnotationLevel, planAnnotations } from './report/annotations.js';
import { inertLine, inertLogLine } from './report/sanitize.js';
import { formatSarif, repoPath } from './report/sarif.js';
import { buildSummary, type ListingBudgetBar } from './report/summary.js';
import { countBySeverity } from './report/text.js';
import { gated, type ScanResult, scan } from './scan.js';
import { GitSource, git, resolveCommit } from './source/git.js';
import { TOOL } from './version.js';

/**
 * The GitHub Action (dist/index.js): scan the checkout, write SARIF, annotate the pull request, write the
 * job summary, optionally gate only on new findings and upload to code scanning, then pass or fail.
 * Repository text reaches the log only through core's escaped annotation commands or inertLogLine.
 */

export interface ActionInputs {
  path: string;
  config: string;
  failOn: Gate;
  sarifFile: string;
  annotations: boolean;
  summary: boolean;
  onlyNew: boolean;
  uploadSarif: boolean;
  category: string;
  token: string;
}

function bool(name: string, fallback: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new Error(`input ${name} must be true or false (got '${inertLine(v.slice(0, 40))}')`);
}

export function readInputs(): ActionInputs {
  const failOn = (core.getInput('fail-on').trim() || 'high') as Gate;
  if (![...SEVERITIES, 'never'].includes(failOn))
    throw new Error(
      `fail-on must be one of ${SEVERITIES.join(', ')}, never (got '${inertLine(failOn.slice(0, 40))}')`,
    );
  return {
    path: core.getInput('path').trim() || '.',
    config: core.getInput('config').trim(),
    failOn,
    sarifFile: core.getInput('sarif-file').trim() || 'skillscan.sarif',
    annotations: bool('annotations', true),
    summary: bool('summary', true),
    onlyNew: bool('only-new', false),
    uploadSarif: bool('upload-sarif', false),
    category: core.getInput('category').trim(),
    token: core.getInput('token').trim(),
  };
}

interface PullRequest {
  number?: number;
  base?: { sha?: string };
  head?: { sha?: string };
}

async function readEvent(path: string | undefined): Promise<{ pull_request?: PullRequest } | undefined> {
  if (!path) return undefined;
  try {
    if ((await stat(path)).size > 64 * 1024 * 1024) return undefined;
    return JSON.parse(await readFile(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const posix = (p: string) => p.split(nodePath.sep).join('/');

/** The repository holding `dir` (its top level), or undefined when git is missing or it is no repository. */
async function repositoryOf(dir: string): Promise<string | undefined> {
  try {
    const top = (await git(dir, ['rev-parse', '--show-toplevel'], 1024 * 1024, 10_000))
      .toString('utf8')
      .trim();
    return top || undefined;
  } catch {
    return undefined;
  }
}

/** Scanned folder relative to the repository (or workspace), so every reported path is repository-relative. */
function prefixWithin(base: string, dir: string): string {
  const rel = posix(nodePath.relative(base, dir));
  return rel === '' || rel.startsWith('..') || nodePath.isAbsolute(rel) ? '' : rel;
}

interface Baseline {
  base: string;
  fingerprints: Set<string>;
}

/** Scans the pull request's base commit from the object database; fetches it once if the clone is shallow. */
async function scanBase(repo: string, baseSha: string, prefix: string, config: Config): Promise<Baseline> {
  if (!(await resolveCommit(repo, baseSha))) {
    try {
      await git(
        repo,
        ['fetch', '--no-tags', '--no-recurse-submodules', '--depth=1', 'origin', baseSha],
        1024 * 1024,
      );
    } catch (e) {
      throw new Error(
        `the base commit ${baseSha.slice(0, 12)} is not in the checkout and could not be fetched ` +
          `(${(e as Error).message}); use actions/checkout with fetch-depth: 0`,
      );
    }
  }
  const source = await GitSource.open(repo, baseSha, prefix);
  try {
    const result = await scan({ source, config });
    return { base: source.commit, fingerprints: new Set(result.findings.map((f) => f.fingerprint)) };
  } finally {
    source.close();
  }
}

/** The listing budget per runtime and catalog, from the listing simulator (src/discovery/listing.ts). */
export function listingBudgets(result: ScanResult): ListingBudgetBar[] {
  const bars: ListingBudgetBar[] = [];
  for (const rt of simulateModel(result.model, readListingSettings(result.config.listing))) {
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

function emit(a: Annotation): void {
  const send = a.level === 'error' ? core.error : a.level === 'warning' ? core.warning : core.notice;
  send(a.message, a.props);
}

/** Writes one finding per log line; repository text is made inert (no line breaks, no leading `::`). */
function logFindings(findings: readonly Finding[], prefix: string): void {
  const limit = 5000;
  core.startGroup(`skillscan: ${findings.length} finding${findings.length === 1 ? '' : 's'}`);
  for (const f of findings.slice(0, limit)) {
    const r = f.location.region;
    const where = `${repoPath(prefix, f.location.path)}${r ? `:${r.startLine}:${r.startColumn}` : ''}`;
    core.info(inertLogLine(`${f.severity.padEnd(8)} ${f.ruleId}  ${where}  ${f.message}`));
  }
  if (findings.length > limit) core.info(`… ${findings.length - limit} more in the SARIF log`);
  core.endGroup();
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const inputs = readInputs();
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const root = nodePath.resolve(workspace, inputs.path);
    const repo = await repositoryOf(root);
    const prefix = prefixWithin(repo ?? workspace, root);

    let config: Config | undefined;
    if (inputs.config) {
      const file = nodePath.resolve(workspace, inputs.config);
      let text: string;
      try {
        text = await readFile(file, 'utf8');
      } catch {
        throw new ConfigError(`cannot read the configuration file ${inputs.config}`);
      }
      config = parseConfig(text, inputs.config);
    }
    const result = await scan({ root, ...(config ? { config } : {}) });
    if (result.ruleErrors.length) {
      throw new Error(
        `the scan is incomplete: rule(s) ${result.ruleErrors.map((e) => e.ruleId).join(', ')} failed; ` +
          `please report it (${inertLine(result.ruleErrors[0]!.message.split('\n')[0] ?? '')})`,
      );
    }

    const event = await readEvent(env.GITHUB_EVENT_PATH);
    const pr = event?.pull_request;
    const warnings: string[] = [];
    const notes: string[] = [];

    let baseline: Baseline | undefined;
    if (inputs.onlyNew) {
      if (!pr?.base?.sha)
        notes.push('only-new applies to pull requests; every finding is gated on this event.');
      else if (!repo) warnings.push('only-new needs a git checkout; every finding is gated.');
      else {
        try {
          baseline = await scanBase(repo, pr.base.sha, prefix, result.config);
        } catch (e) {
          warnings.push(
            `only-new: could not scan the base commit (${(e as Error).message}); every finding is gated.`,
          );
        }
      }
    }
    const current = result.findings.filter((f) => !f.suppression);
    const considered = baseline ? current.filter((f) => !baseline.fingerprints.has(f.fingerprint)) : current;
    const failing = gated(considered, inputs.failOn);

    const sarifPath = nodePath.resolve(workspace, inputs.sarifFile);
    const sarif = formatSarif({
      tool: TOOL,
      rules: result.rules,
      findings: result.findings,
      pathPrefix: prefix,
      analysability: result.analysability,
      ...(inputs.category ? { category: inputs.category } : {}),
      ...(baseline ? { baseline: baseline.fingerprints } : {}),
    });
    await mkdir(nodePath.dirname(sarifPath), { recursive: true });
    await writeFile(sarifPath, sarif);

    if (inputs.uploadSarif) {
      const { uploadSarif } = await import('./github/upload.js');
      if (!inputs.token) warnings.push('upload-sarif: no token; the SARIF log was written but not uploaded.');
      else if (!env.GITHUB_REPOSITORY || !env.GITHUB_SHA || !env.GITHUB_REF)
        warnings.push('upload-sarif: GITHUB_REPOSITORY, GITHUB_SHA or GITHUB_REF is not set; not uploaded.');
      else {
        const outcome = await uploadSarif({
          token: inputs.token,
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
          warnings.push(
            `upload-sarif: GitHub refused the upload (HTTP ${outcome.httpStatus}: ${outcome.message}). The token needs ` +
              '`security-events: write`; pull requests from forks never get it, and private repositories need code scanning enabled. ' +
              `The SARIF log is at ${inputs.sarifFile} for github/codeql-action/upload-sarif.`,
          );
        else if (outcome.status === 'rejected')
          throw new Error(
            `upload-sarif: GitHub rejected the upload (HTTP ${outcome.httpStatus}: ${outcome.message})`,
          );
        else if (outcome.status === 'failed')
          throw new Error(
            `upload-sarif: code scanning could not process the log: ${outcome.errors.join('; ')}`,
          );
        else if (outcome.status === 'complete' || outcome.status === 'pending') {
          core.setOutput('sarif-id', outcome.id);
          notes.push(
            outcome.status === 'complete'
              ? `Uploaded to code scanning (SARIF id ${outcome.id}).`
              : `Uploaded to code scanning (SARIF id ${outcome.id}); processing had not finished when the step stopped waiting.`,
          );
        }
      }
    }

    let changed: Set<string> | undefined;
    if (inputs.annotations && pr) {
      const { changedFiles } = await import('./github/changes.js');
      const c = await changedFiles({
        ...(inputs.token ? { token: inputs.token } : {}),
        ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
        ...(env.GITHUB_REPOSITORY ? { repository: env.GITHUB_REPOSITORY } : {}),
        ...(typeof pr.number === 'number' ? { pullNumber: pr.number } : {}),
        ...(repo ? { repoDir: repo } : {}),
        ...(pr.base?.sha ? { baseSha: pr.base.sha } : {}),
        ...(pr.head?.sha ? { headSha: pr.head.sha } : {}),
      });
      changed = c.files;
      if (!changed)
        core.info(
          inertLogLine(`Changed files unknown (${c.how}); annotations are ordered by severity only.`),
        );
    }

    for (const w of warnings) core.warning(w);
    logFindings(current, prefix);
    const titles = Object.fromEntries(result.rules.map((r) => [r.id, r.title]));
    if (inputs.annotations) {
      const reserved: Partial<Record<AnnotationLevel, number>> = {
        error: failing.length ? 1 : 0,
        warning: warnings.length,
      };
      const moreAt = `the job summary, the log group "skillscan" and ${inputs.sarifFile}`;
      for (const a of planAnnotations(considered, {
        pathPrefix: prefix,
        titles,
        reserved,
        moreAt,
        ...(changed ? { changed } : {}),
      }))
        emit(a);
    }

    if (inputs.summary && env.GITHUB_STEP_SUMMARY) {
      let budgets: ListingBudgetBar[] = [];
      try {
        budgets = listingBudgets(result);
      } catch (e) {
        notes.push(`The listing budget could not be simulated: ${(e as Error).message}`);
      }
      const markdown = buildSummary({
        findings: baseline
          ? result.findings.filter((f) => !baseline.fingerprints.has(f.fingerprint))
          : result.findings,
        gate: inputs.failOn,
        failing,
        pathPrefix: prefix,
        titles,
        budgets,
        analysability: result.analysability,
        notes: [...notes, ...warnings],
        sarifFile: inputs.sarifFile,
        ...(baseline
          ? { onlyNew: { base: baseline.base, preexisting: current.length - considered.length } }
          : {}),
        ...(env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_SHA
          ? {
              link: {
                serverUrl: env.GITHUB_SERVER_URL,
                repository: env.GITHUB_REPOSITORY,
                sha: env.GITHUB_SHA,
              },
            }
          : {}),
      });
      await core.summary.addRaw(markdown).write();
    }

    const counts = countBySeverity(result.findings);
    core.setOutput('sarif-file', inputs.sarifFile);
    core.setOutput('findings', String(current.length));
    for (const s of SEVERITIES) core.setOutput(s, String(counts[s]));
    core.setOutput('new-findings', String(considered.length));
    core.setOutput('result', failing.length ? 'fail' : 'pass');
    core.info(
      `skillscan: ${current.length} finding(s)${baseline ? `, ${considered.length} new` : ''}; ` +
        `gate ${inputs.failOn}: ${failing.length ? 'fail' : 'pass'}`,
    );
    if (failing.length)
      core.setFailed(
        `${failing.length} finding${failing.length === 1 ? '' : 's'} at or above ${inputs.failOn}` +
          `${baseline ? ' introduced by this pull request' : ''}`,
      );
  } catch (e) {
    core.setFailed(inertLine((e as Error).message));
  }
}
