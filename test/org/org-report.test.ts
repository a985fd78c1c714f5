import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import schema from '../../schemas/org-report.schema.json' with { type: 'json' };
import { acmeFaults, acmeRepos, ORG } from './acme.js';
import { GitHubStandIn } from './stand-in.js';
import { cli, useStandIn, withoutRun, withoutRunLine } from './support.js';

/**
 * The organisation scan end to end against the stand-in (129 repositories, two listing pages, a truncated
 * tree, secondary and primary rate limits, 502/503s, 404/409/451/SSO-403 repositories, a chained attack):
 * unsharded, then planned and sharded three ways and merged — the same report.
 */

let work: string;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const readJson = (p: string) => JSON.parse(readFileSync(p, 'utf8'));

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'skillscan-org-report-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function fresh(): Promise<GitHubStandIn> {
  const standIn = await new GitHubStandIn(ORG, acmeRepos(), acmeFaults()).start();
  useStandIn(standIn);
  return standIn;
}

describe('organisation report: unsharded, sharded + merged', () => {
  let unsharded: { code: number; stderr: string; dir: string; standIn: GitHubStandIn };
  let merged: { code: number; dir: string; shardCodes: number[] };

  beforeAll(async () => {
    const standIn = await fresh();
    const dir = join(work, 'unsharded');
    const r = await cli(['org', ORG, '--output-dir', dir, '--fail-on', 'high']);
    unsharded = { code: r.code, stderr: r.stderr, dir, standIn };
    await standIn.close();

    const standIn2 = await fresh();
    const plan = await cli(['org-plan', ORG, '--shards', '3', '--output-dir', join(work, 'plan')]);
    expect(plan.code).toBe(0);
    expect(JSON.parse(plan.stdout)).toEqual(['1/3', '2/3', '3/3']);
    const shardCodes: number[] = [];
    for (const k of [1, 2, 3]) {
      const s = await cli([
        'org',
        ORG,
        '--plan',
        join(work, 'plan/plan.json'),
        '--shard',
        `${k}/3`,
        '--output-dir',
        join(work, `shard-${k}`),
      ]);
      shardCodes.push(s.code);
    }
    const m = await cli([
      'org-merge',
      join(work, 'shard-1'),
      join(work, 'shard-2'),
      join(work, 'shard-3'),
      '--output-dir',
      join(work, 'merged'),
      '--fail-on',
      'high',
    ]);
    merged = { code: m.code, dir: join(work, 'merged'), shardCodes };
    // The plan listed the organisation once; the shards did not list it again.
    expect(standIn2.requestsTo('/orgs/').filter((x) => x.status === 200)).toHaveLength(2);
    await standIn2.close();
  });

  it('writes a report.json that follows the published schema', () => {
    const report = readJson(join(unsharded.dir, 'report.json'));
    expect(validate(report), JSON.stringify(validate.errors)).toBe(true);
    expect(report.totals).toMatchObject({ listed: 129, failed: 3, skipped: 6 });
    expect(report.totals.scanned).toBe(129 - 3 - 6);
    const toolkit = report.repositories.find((r: { repo: string }) => r.repo === 'acme/agent-toolkit');
    expect(toolkit.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(toolkit.attention).toContain('chained');
    expect(toolkit.top[0].chain.length).toBeGreaterThanOrEqual(2);
    expect(toolkit.run.requests).toBeGreaterThanOrEqual(2);
    // The truncated tree was walked level by level: both of its skills were found.
    expect(report.repositories.find((r: { repo: string }) => r.repo === 'acme/monorepo').skills).toBe(2);
  });

  it('gives the same report.json, report.md and SARIF logs sharded and merged as unsharded', () => {
    const a = readJson(join(unsharded.dir, 'report.json'));
    const b = readJson(join(merged.dir, 'report.json'));
    expect(validate(b), JSON.stringify(validate.errors)).toBe(true);
    expect(withoutRun(b)).toEqual(withoutRun(a));
    expect(b.run.shards).toEqual(['1/3', '2/3', '3/3']);
    expect(withoutRunLine(readFileSync(join(merged.dir, 'report.md'), 'utf8'))).toBe(
      withoutRunLine(readFileSync(join(unsharded.dir, 'report.md'), 'utf8')),
    );
    const sarifs = readdirSync(unsharded.dir).filter((f) => f.endsWith('.sarif'));
    expect(sarifs.length).toBe(a.totals.scanned);
    expect(readdirSync(merged.dir).filter((f) => f.endsWith('.sarif'))).toEqual(sarifs);
    for (const f of sarifs)
      expect(readFileSync(join(merged.dir, f), 'utf8'), f).toBe(readFileSync(join(unsharded.dir, f), 'utf8'));
  });

  it('exits 2 when repositories could not be scanned, named in the report', () => {
    expect(unsharded.code).toBe(2);
    expect(merged.code).toBe(2);
    const report = readJson(join(unsharded.dir, 'report.json'));
    const failed = report.repositories.filter((r: { error?: unknown }) => r.error);
    expect(
      failed.map((r: { repo: string; error: { status: number } }) => `${r.repo} ${r.error.status}`),
    ).toEqual(['acme/dmca-takedown 451', 'acme/gone 404', 'acme/sso-protected 403']);
    expect(report.skipped).toContainEqual({ repo: 'acme/empty-repo', reason: 'empty repository' });
  });

  it('puts the chained attack and the critical finding at the top of report.md', () => {
    const md = readFileSync(join(unsharded.dir, 'report.md'), 'utf8');
    const attention = md.indexOf('## Needs attention');
    const table = md.indexOf('## Repositories with skills');
    const errors = md.indexOf('## Could not be scanned');
    const skipped = md.indexOf('## Skipped');
    expect(attention).toBeGreaterThan(0);
    expect(attention < table && table < errors && errors < skipped).toBe(true);
    const top = md.slice(attention, table);
    expect(top).toContain('acme/agent-toolkit');
    expect(top).toContain('chained attack across files');
    expect(top).toContain('reached through');
    expect(top).toContain('acme/ops-runbooks');
    expect(top).not.toContain('acme/web-app');
    expect(md.slice(errors, skipped)).toContain('acme/sso-protected');
    expect(Buffer.byteLength(md)).toBeLessThan(1024 * 1024);
  });

  it('keeps Octokit request lines off stderr and reports each retry and wait once, in our words', () => {
    const { stderr, standIn } = unsharded;
    expect(stderr).not.toMatch(/ - \d{3} (?:with id|in \d+ms)/);
    expect(stderr).not.toMatch(/\{owner\}|RequestError|HttpError/);
    expect(stderr.match(/secondary rate limit/g)).toHaveLength(2);
    expect(stderr.match(/rate-limit window is used up/g)).toHaveLength(1);
    expect(stderr).toContain('GET /repos/acme/svc-077/commits/main failed with HTTP 502; retry 1');
    expect(stderr).toContain('GET /repos/acme/svc-077/commits/main failed with HTTP 503; retry 2');
    // One plain line per repository (stderr is not a terminal here).
    expect(stderr.match(/^skillscan: \[\d+\/124\] /gm)).toHaveLength(124);
    // Final statuses are asked once: no retry of 404, 409 (empty), 451 or a 403 without rate-limit signs.
    for (const name of ['gone', 'empty-repo', 'dmca-takedown', 'sso-protected'])
      expect(standIn.requestsTo(`/repos/acme/${name}/`), name).toHaveLength(1);
  });
});

describe('organisation report: exit codes and merge checks', () => {
  let standIn: GitHubStandIn;
  beforeAll(async () => {
    standIn = await new GitHubStandIn(ORG, acmeRepos()).start();
    useStandIn(standIn);
  });
  afterAll(() => standIn.close());

  it('exits 0 when clean, 1 on findings at or above --fail-on, 2 when a repository is not scanned', async () => {
    expect((await cli(['org', ORG, '--repo', 'svc-001'])).code).toBe(0);
    expect((await cli(['org', ORG, '--repo', 'ops-runbooks'])).code).toBe(1);
    expect((await cli(['org', ORG, '--repo', 'ops-runbooks', '--fail-on', 'never'])).code).toBe(0);
    expect((await cli(['org', ORG, '--repo', 'gone', '--fail-on', 'never'])).code).toBe(2);
    const twice = await Promise.all(
      [1, 2].map(() => cli(['org', ORG, '--repo', 'ops-runbooks', '--format', 'json'])),
    );
    expect(withoutRun(JSON.parse(twice[0]!.stdout))).toEqual(withoutRun(JSON.parse(twice[1]!.stdout)));
  });

  it('names the repositories of a shard whose report is missing, and exits 2', async () => {
    const plan = join(work, 'plan-missing');
    await cli(['org-plan', ORG, '--shards', '2', '--output-dir', plan]);
    const one = join(work, 'only-shard-1');
    await cli([
      'org',
      ORG,
      '--plan',
      join(plan, 'plan.json'),
      '--shard',
      '1/2',
      '--output-dir',
      one,
      '--fail-on',
      'never',
    ]);
    const r = await cli(['org-merge', one, '--output-dir', join(work, 'merged-missing'), '--format', 'json']);
    expect(r.code).toBe(2);
    const report = JSON.parse(r.stdout);
    const lost = report.repositories.filter((x: { error?: { message: string } }) =>
      x.error?.message.includes('shard 2/2'),
    );
    expect(lost.length).toBeGreaterThan(30);
    expect(report.totals.scanned + report.totals.failed + report.totals.skipped).toBe(129);
  });

  it('refuses to merge what does not belong together, with one clear line', async () => {
    const bad = join(work, 'not-a-report');
    await cli(['org', ORG, '--repo', 'svc-002', '--output-dir', bad]);
    const dup = await cli(['org-merge', bad, bad]);
    expect(dup.code).toBe(2);
    expect(dup.stderr).toMatch(/more than one report/);
    const missing = await cli(['org-merge', join(work, 'nowhere')]);
    expect(missing.stderr).toMatch(/no report there/);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
  });
});
