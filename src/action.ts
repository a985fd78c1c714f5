import { lstat, mkdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import * as nodePath from 'node:path';
import * as core from '@actions/core';
import { actionDocHeads, actionFactCache, actionSearchIndex, factCacheNote } from './action-cache.js';
import { decideScope, focusNote, SCOPES, type Scope } from './action-scope.js';
import {
  annotateStep,
  changedStep,
  type PullRequest,
  type StepNotes,
  summaryStep,
  uploadStep,
} from './action-steps.js';
import { type Config, ConfigError, type Gate, parseConfigText } from './config.js';
import { type Finding, SEVERITIES } from './findings.js';
import { inertLine, inertLogLine } from './report/sanitize.js';
import { formatSarif, repoPath } from './report/sarif.js';
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
  scope: Scope;
  /** Where earlier runs' facts are kept (restored by `actions/cache`); empty: no cache. */
  cacheDir: string;
}

function bool(name: string, fallback: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (['true', 'yes', 'on', '1'].includes(v)) return true;
  if (['false', 'no', 'off', '0'].includes(v)) return false;
  throw new Error(`input ${name} must be true or false (got '${inertLine(v.slice(0, 40))}')`);
}

function scopeInput(): Scope {
  const v = (core.getInput('scope').trim().toLowerCase() || 'auto') as Scope;
  if (!SCOPES.includes(v))
    throw new Error(`scope must be one of ${SCOPES.join(', ')} (got '${inertLine(v.slice(0, 40))}')`);
  return v;
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
    scope: scopeInput(),
    cacheDir: core.getInput('cache-dir').trim(),
  };
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

/**
 * The repository holding `dir` (its top level, real path), or undefined when it is in none: the nearest
 * folder with a `.git` entry (a folder, or the file of a worktree or submodule). Read from the file
 * system rather than by starting `git rev-parse`, which cost a tenth of the Action's start-up.
 */
async function repositoryOf(dir: string): Promise<string | undefined> {
  let cur: string;
  try {
    cur = await realpath(dir);
  } catch {
    return undefined;
  }
  for (let depth = 0; depth < MAX_FOLDER_DEPTH; depth++) {
    if (await lstat(nodePath.join(cur, '.git')).catch(() => undefined)) return cur;
    const up = nodePath.dirname(cur);
    if (up === cur) return undefined;
    cur = up;
  }
  return undefined;
}

/** Folders walked up from the scanned one in search of the repository (paths are shorter on every OS). */
const MAX_FOLDER_DEPTH = 512;

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

/** The configuration named by the `config` input, checked like the CLI's (unknown rules and options fail). */
async function configInput(workspace: string, name: string): Promise<Config | undefined> {
  if (!name) return undefined;
  let text: string;
  try {
    text = await readFile(nodePath.resolve(workspace, name), 'utf8');
  } catch {
    throw new ConfigError(`cannot read the configuration file ${name}`);
  }
  return parseConfigText(text, name);
}

/** With `only-new` on a pull request: the base commit's fingerprints; otherwise undefined, said why. */
async function baselineStep(
  inputs: ActionInputs,
  pr: PullRequest | undefined,
  repo: string | undefined,
  prefix: string,
  config: Config,
  said: StepNotes,
): Promise<Baseline | undefined> {
  if (!inputs.onlyNew) return undefined;
  if (!pr?.base?.sha) {
    said.notes.push('only-new applies to pull requests; every finding is gated on this event.');
    return undefined;
  }
  if (!repo) {
    said.warnings.push('only-new needs a git checkout; every finding is gated.');
    return undefined;
  }
  try {
    return await scanBase(repo, pr.base.sha, prefix, config);
  } catch (e) {
    said.warnings.push(
      `only-new: could not scan the base commit (${(e as Error).message}); every finding is gated.`,
    );
    return undefined;
  }
}

function setOutputs(
  inputs: ActionInputs,
  result: ScanResult,
  current: Finding[],
  considered: Finding[],
  failing: Finding[],
) {
  const counts = countBySeverity(result.findings);
  core.setOutput('sarif-file', inputs.sarifFile);
  core.setOutput('findings', String(current.length));
  for (const s of SEVERITIES) core.setOutput(s, String(counts[s]));
  core.setOutput('new-findings', String(considered.length));
  core.setOutput('result', failing.length ? 'fail' : 'pass');
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const inputs = readInputs();
    const workspace = env.GITHUB_WORKSPACE || process.cwd();
    const root = nodePath.resolve(workspace, inputs.path);
    const repo = await repositoryOf(root);
    const prefix = prefixWithin(repo ?? workspace, root);
    const config = await configInput(workspace, inputs.config);
    const pr = (await readEvent(env.GITHUB_EVENT_PATH))?.pull_request;
    const said: StepNotes = { notes: [], warnings: [] };
    const wantChanged = pr && (inputs.annotations || inputs.scope !== 'full');
    const changed = wantChanged ? await changedStep(env, inputs.token, pr, repo) : undefined;
    const focus = decideScope({
      scope: inputs.scope,
      pullRequest: pr !== undefined,
      changedFiles: changed,
      prefix,
      configInput: inputs.config,
      uploadSarif: inputs.uploadSarif,
    });
    const cacheDir = inputs.cacheDir && nodePath.resolve(workspace, inputs.cacheDir);
    const factCache = actionFactCache(cacheDir, root, said.warnings);
    const searchIndex =
      factCache && focus.changed ? actionSearchIndex(cacheDir, root, pr?.base?.sha) : undefined;
    const docHeads = factCache && focus.changed ? actionDocHeads(cacheDir) : undefined;
    const result = await scan({
      root,
      ...(config ? { config } : {}),
      listing: { env },
      ...(focus.changed ? { changed: focus.changed } : {}),
      ...(factCache ? { factCache } : {}),
      ...(searchIndex ? { searchIndex } : {}),
      ...(docHeads ? { docHeads } : {}),
    });
    // A pull-request scan reads only part of the tree: it keeps the entries the next full scan needs.
    factCache?.finish(!focus.changed && result.ruleErrors.length === 0);
    searchIndex?.store.finish();
    docHeads?.finish();
    if (factCache) said.notes.push(factCacheNote(factCache));
    if (focus.note) said.notes.push(focus.note);
    if (result.focus) said.notes.push(focusNote(result.focus));
    if (result.ruleErrors.length) {
      throw new Error(
        `the scan is incomplete: rule(s) ${result.ruleErrors.map((e) => e.ruleId).join(', ')} failed; ` +
          `please report it (${inertLine(result.ruleErrors[0]!.message.split('\n')[0] ?? '')})`,
      );
    }
    const baseline = await baselineStep(inputs, pr, repo, prefix, result.config, said);
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
    if (inputs.uploadSarif) await uploadStep(env, inputs.token, sarif, inputs.sarifFile, said);

    for (const w of said.warnings) core.warning(w);
    logFindings(current, prefix);
    const titles = Object.fromEntries(result.rules.map((r) => [r.id, r.title]));
    if (inputs.annotations)
      annotateStep(considered, {
        prefix,
        titles,
        failing: failing.length,
        warnings: said.warnings.length,
        sarifFile: inputs.sarifFile,
        changed,
      });
    if (inputs.summary && env.GITHUB_STEP_SUMMARY)
      await summaryStep(
        env,
        result,
        {
          gate: inputs.failOn,
          failing,
          prefix,
          titles,
          sarifFile: inputs.sarifFile,
          baseline,
          preexisting: current.length - considered.length,
        },
        said,
      );
    setOutputs(inputs, result, current, considered, failing);
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
