import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, orgClient } from '../../src/org/client.js';
import { scanOrg } from '../../src/org/scan.js';
import { parseShard, shardOf } from '../../src/org/shard.js';
import type { GitHubApi } from '../../src/source/github.js';
import { skillMd } from '../helpers.js';
import { GitHubStandIn } from './stand-in.js';
import { cli, useStandIn } from './support.js';

/** Scanning repositories through the API: trees, links, submodules, blob sharing, selection and the client's policy. */

const X = skillMd('name: x\ndescription: Does x. Use when asked.');
const fast = (ms: number) => new Promise<void>((r) => setTimeout(r, Math.min(ms, 2)));

describe('organisation scan through the GitHub API', () => {
  let standIn: GitHubStandIn;
  beforeAll(async () => {
    standIn = await new GitHubStandIn(
      'acme',
      [
        {
          name: 'skills',
          files: {
            '.agents/skills/x/SKILL.md': X,
            '.claude/skills/x': { link: '../../.agents/skills/x' },
            '.claude/skills/Bad/SKILL.md': '# no frontmatter\n',
            vendor: { submodule: 'b'.repeat(40) },
          },
        },
        // Same content as in `skills`: the blob is downloaded once.
        { name: 'shared', truncated: true, files: { 'skills/x/SKILL.md': X, 'a/b/c/d.txt': 'deep\n' } },
        { name: 'gone', state: 'missing' },
        { name: 'old', archived: true, files: {} },
        { name: 'forked', fork: true, files: {} },
      ],
      {},
      3,
    ).start();
    useStandIn(standIn);
  });
  afterAll(() => standIn.close());

  const client = () => orgClient({ baseUrl: standIn.url, token: 't', sleep: fast });

  it('scans the chosen repositories, follows links in the tree, and reports what it skipped', async () => {
    standIn.log.length = 0;
    const r = await scanOrg({ org: 'acme', api: client() });
    expect(r.listed).toBe(5);
    expect(r.skipped).toEqual([
      { repo: 'acme/forked', reason: 'fork' },
      { repo: 'acme/old', reason: 'archived' },
    ]);
    expect(r.repos.map((x) => x.repo)).toEqual(['acme/gone', 'acme/shared', 'acme/skills']);
    expect(r.repos[0]!.error).toEqual({
      status: 404,
      message: 'GET /repos/acme/gone/commits/main: HTTP 404 (Not Found)',
    });
    const skills = r.repos[2]!;
    expect(skills.skills).toHaveLength(2);
    const rules = skills.findings.map((f) => `${f.ruleId} ${f.location.path}`);
    expect(rules).toContain('frontmatter-missing .claude/skills/Bad/SKILL.md');
    expect(rules).toContain('scan-limit vendor');
    // The truncated tree of `shared` was walked level by level and its skill found.
    expect(r.repos[1]!.skills).toEqual(['skills/x/SKILL.md']);
    expect(standIn.requestsTo('/repos/acme/shared/git/trees/').length).toBeGreaterThan(3);
    const blobs = standIn.requestsTo('/repos/acme/').filter((x) => x.path.includes('/git/blobs/'));
    expect(new Set(blobs.map((b) => b.path.split('/').pop())).size).toBe(blobs.length);
  });

  it('shards deterministically and validates --shard', async () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 300; i++) counts[shardOf(`acme/repo-${i}`, 3)]!++;
    expect(counts.every((c) => c > 60)).toBe(true);
    expect(shardOf('acme/x', 7)).toBe(shardOf('ACME/X', 7));
    expect(parseShard('2/4')).toEqual({ index: 1, count: 4 });
    for (const bad of ['5/4', '0/4', '1/257', 'x/2', '1/2/3']) expect(() => parseShard(bad)).toThrow(/K\/N/);
    const parts = await Promise.all(
      [0, 1, 2].map((index) => scanOrg({ org: 'acme', api: client(), shard: { index, count: 3 } })),
    );
    const scanned = parts.flatMap((p) => p.repos.map((x) => x.repo)).sort();
    expect(scanned).toEqual(['acme/gone', 'acme/shared', 'acme/skills']);
    for (const p of parts) expect(p.elsewhere.length + p.repos.length).toBe(3);
  });

  it('runs from the CLI against the API and writes SARIF per repository', async () => {
    const out = mkdtempSync(join(tmpdir(), 'skillscan-org-'));
    try {
      const r = await cli(['org', 'acme', '--repo', 'skills', '--format', 'json', '--output-dir', out]);
      expect(r.code).toBe(1);
      const doc = JSON.parse(r.stdout);
      expect(doc.repositories.map((x: { repo: string }) => x.repo)).toEqual(['acme/skills']);
      expect(readdirSync(out).sort()).toEqual(['acme_skills.sarif', 'report.json', 'report.md']);
      const sarif = JSON.parse(readFileSync(join(out, 'acme_skills.sarif'), 'utf8'));
      expect(sarif.runs[0].automationDetails.id).toBe('skillscan/org/acme/skills/');
      expect(r.stderr).toContain('[1/1] acme/skills: 2 skills');
      expect((await cli(['org', 'bad org!'])).code).toBe(2);
      expect((await cli(['org', 'acme', '--concurrency', '99'])).stderr).toMatch(/--concurrency must be/);
      expect((await cli(['org', 'acme', '--upload'])).stderr).toMatch(/--upload needs --output-dir/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it('uploads each repository SARIF to its own code scanning with --upload', async () => {
    const out = mkdtempSync(join(tmpdir(), 'skillscan-org-upload-'));
    try {
      const r = await cli(['org', 'acme', '--repo', 'skills', '--output-dir', out, '--upload'], {
        env: { GITHUB_API_URL: standIn.url },
      });
      expect(r.code).toBe(1);
      expect(standIn.uploads).toEqual([
        { repo: 'acme/skills', ref: 'refs/heads/main', commit: expect.stringMatching(/^[0-9a-f]{40}$/) },
      ]);
      const report = JSON.parse(readFileSync(join(out, 'report.json'), 'utf8'));
      expect(report.repositories[0].run.upload).toMatch(/^uploaded/);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('what a hostile or broken listing cannot make the scan do', () => {
  it('never requests an entry whose name is not a GitHub repository name, and names it as not scanned', async () => {
    const requested: string[] = [];
    const api: GitHubApi = {
      listOrgRepos: async () =>
        ['../../escape', 'ok', 'a\u001b[2Jb'].map((name) => ({
          owner: 'acme',
          name,
          defaultBranch: 'main',
          archived: false,
          fork: false,
          disabled: false,
        })),
      getHead: async (_o, repo) => {
        requested.push(repo);
        return { sha: 'c'.repeat(40) };
      },
      getTree: async () => ({ sha: 'd'.repeat(40), truncated: false, tree: [] }),
      getBlob: async () => new Uint8Array(),
    };
    const r = await scanOrg({ org: 'acme', api });
    expect(requested).toEqual(['ok']);
    expect(r.repos.filter((x) => x.error).map((x) => x.error!.message)).toEqual([
      'the listing gave a name that is not a GitHub repository name',
      'the listing gave a name that is not a GitHub repository name',
    ]);
  });

  it('fails a request instead of waiting longer than allowed for a rate limit', async () => {
    const standIn = await new GitHubStandIn('acme', [{ name: 'r', files: { a: 'a' } }], {
      '/repos/acme/r/commits/main': [
        { status: 429, headers: { 'retry-after': '7200' }, message: 'slow down' },
      ],
    }).start();
    try {
      const api = orgClient({ baseUrl: standIn.url, sleep: fast, maxWaitMs: 60_000 });
      const err = await api.getHead('acme', 'r', 'main').catch((e) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect(err.message).toMatch(/asks to wait 7200 s, longer than the 60 s allowed/);
    } finally {
      await standIn.close();
    }
  });

  it('gives up on a server that keeps failing after the retries, with the last status', async () => {
    const standIn = await new GitHubStandIn('acme', [{ name: 'r', files: { a: 'a' } }], {
      '/repos/acme/r/commits/main': [{ status: 502, times: 10 }],
    }).start();
    try {
      const events: string[] = [];
      const api = orgClient({ baseUrl: standIn.url, sleep: fast, onEvent: (e) => events.push(e.kind) });
      const err = await api.getHead('acme', 'r', 'main').catch((e) => e);
      expect(err.status).toBe(502);
      expect(events).toEqual(['retry', 'retry', 'retry']);
      expect(standIn.requestsTo('/repos/acme/r/')).toHaveLength(4);
    } finally {
      await standIn.close();
    }
  });
});
