import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Progress } from '../../src/org/progress.js';
import type { RepoScan } from '../../src/org/scan.js';
import { acmeFaults, acmeRepos, ORG } from './acme.js';
import { GitHubStandIn } from './stand-in.js';
import { cli, useStandIn } from './support.js';

/** Progress on stderr: a live line on a terminal (a fake one here), one plain line per repository elsewhere. */

const scanOf = (repo: string, extra: Partial<RepoScan> = {}): RepoScan => ({
  repo,
  branch: 'main',
  skills: [],
  findings: [],
  rules: [],
  run: { requests: 2, cache: 'off', durationMs: 5 },
  ...extra,
});

describe('progress rendering', () => {
  it('redraws one line on a terminal with done/total, rate, time left and requests left', () => {
    let clock = 0;
    let out = '';
    const p = new Progress({
      write: (s) => {
        out += s;
      },
      columns: 100,
      org: 'acme',
      rateLimit: () => ({ remaining: 4321 }),
      now: () => clock,
    });
    p.listed(10);
    clock = 2000;
    p.repoDone(scanOf('acme/a'), 1, 10);
    clock = 4000;
    p.repoDone(scanOf('acme/b'), 2, 10);
    const frames = out.split('\r\u001b[2K').filter(Boolean);
    const last = frames.at(-1)!;
    expect(last).toContain('2/10 repositories');
    expect(last).toContain('0.5/s');
    expect(last).toContain('0:16 left');
    expect(last).toContain('4,321 requests left');
    const bar = /\[(#+)(-+)\]/.exec(last)!;
    expect(Math.round((10 * bar[1]!.length) / (bar[1]!.length + bar[2]!.length))).toBe(2);
    expect(last).not.toContain('\n');
    expect(last.length).toBeLessThan(100);
    // Successful repositories do not scroll; an error does, above the bar.
    expect(out).not.toContain('acme/a');
    p.repoDone(scanOf('acme/c', { error: { status: 404, message: 'HTTP 404 (Not Found)' } }), 3, 10);
    expect(out).toContain('\r\u001b[2Kskillscan: acme/c: not scanned: HTTP 404 (Not Found)\n');
    p.event({ kind: 'wait', reason: 'secondary', request: 'GET /repos/acme/c/commits/main', waitMs: 60_000 });
    expect(out).toContain(
      "skillscan: GitHub's secondary rate limit after GET /repos/acme/c/commits/main: every request pauses for 60 s\n",
    );
    expect(p.counters).toEqual({ retries: 0, rateLimitWaits: 1, rateLimitWaitMs: 60_000 });
  });

  it('writes one plain line per repository when stderr is not a terminal, and no escape sequences', () => {
    let out = '';
    const p = new Progress({
      write: (s) => {
        out += s;
      },
      org: 'acme',
    });
    p.listed(2);
    p.repoDone(scanOf('acme/a', { skills: ['x/SKILL.md'] }), 1, 2);
    p.repoDone(scanOf('acme/b', { skipped: 'empty repository' }), 2, 2);
    p.event({
      kind: 'retry',
      status: 502,
      request: 'GET /repos/acme/b/git/trees/x',
      attempt: 1,
      waitMs: 500,
    });
    expect(out.split('\n')).toEqual([
      'skillscan: acme: 2 repositories to scan',
      'skillscan: [1/2] acme/a: 1 skill, no findings',
      'skillscan: [2/2] acme/b: skipped: empty repository',
      'skillscan: GET /repos/acme/b/git/trees/x failed with HTTP 502; retry 1 in 0.5 s',
      '',
    ]);
    expect(out).not.toContain('\u001b');
  });

  it('neutralises control characters from repository data', () => {
    let out = '';
    const p = new Progress({ write: (s) => (out += s), org: 'acme' });
    p.repoDone(scanOf('acme/a', { error: { status: 0, message: 'bad\u001b[31m\nforged line' } }), 1, 1);
    expect(out).not.toContain('\u001b[31m');
    expect(out.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('progress from the CLI', () => {
  let standIn: GitHubStandIn;
  beforeAll(async () => {
    standIn = await new GitHubStandIn(ORG, acmeRepos(), acmeFaults()).start();
    useStandIn(standIn);
  });
  afterAll(() => standIn.close());

  it('draws the live line on a terminal and prints retries and waits above it', async () => {
    const r = await cli(['org', ORG, '--fail-on', 'never'], { columns: 120 });
    expect(r.stderr).toContain('\r\u001b[2Kskillscan [');
    expect(r.stderr).toMatch(/124\/124 repositories/);
    expect(r.stderr).toMatch(/requests left/);
    expect(r.stderr).toContain("GitHub's secondary rate limit");
    // No per-repository lines for repositories that went fine.
    expect(r.stderr).not.toMatch(/\[\d+\/124\] acme\/svc-001/);
    expect(r.stderr).not.toMatch(/ - \d{3} with id/);
  });
});
