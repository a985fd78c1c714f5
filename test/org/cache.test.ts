import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryFileName, gitBlobId, openOrgCache } from '../../src/org/cache.js';
import { acmeRepos, ORG } from './acme.js';
import { GitHubStandIn, type RepoSpec } from './stand-in.js';
import { cli, useStandIn, withoutRun } from './support.js';

/**
 * `--cache DIR`: a warm run costs one (conditional) request per unchanged repository and writes the same
 * bytes as a cold one; a pushed repository is rescanned; a hostile repository or a tampered cache folder
 * cannot steer what is read or written.
 */

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'skillscan-org-cache-'));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const sarifsOf = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith('.sarif'))
      .map((f) => [f, readFileSync(join(dir, f), 'utf8')]),
  );

describe('incremental organisation scans', () => {
  let standIn: GitHubStandIn;
  let repos: RepoSpec[];
  const cache = () => join(work, 'cache');

  beforeAll(async () => {
    repos = acmeRepos();
    standIn = await new GitHubStandIn(ORG, repos).start();
    useStandIn(standIn);
  });
  afterAll(() => standIn.close());

  it('answers a warm run with one request per unchanged repository and the same report', async () => {
    const cold = await cli(['org', ORG, '--cache', cache(), '--output-dir', join(work, 'cold')]);
    const coldRequests = standIn.log.length;
    standIn.log.length = 0;
    const warm = await cli(['org', ORG, '--cache', cache(), '--output-dir', join(work, 'warm')]);
    expect(warm.code).toBe(cold.code);
    const a = JSON.parse(readFileSync(join(work, 'cold/report.json'), 'utf8'));
    const b = JSON.parse(readFileSync(join(work, 'warm/report.json'), 'utf8'));
    expect(withoutRun(b)).toEqual(withoutRun(a));
    expect(sarifsOf(join(work, 'warm'))).toEqual(sarifsOf(join(work, 'cold')));
    // Per repository: the head request only, answered 304.
    const perRepo = new Map<string, number>();
    for (const r of standIn.log) {
      const m = /^\/repos\/acme\/([^/]+)\//.exec(r.path);
      if (m) perRepo.set(m[1]!, (perRepo.get(m[1]!) ?? 0) + 1);
    }
    for (const [name, n] of perRepo) expect(n, name).toBe(1);
    const scanned = b.repositories.filter((r: { error?: unknown }) => !r.error);
    expect(scanned.every((r: { run: { cache: string } }) => r.run.cache === 'hit')).toBe(true);
    expect(standIn.log.filter((r) => r.path.includes('/commits/') && r.status === 304)).toHaveLength(
      scanned.length,
    );
    expect(b.run.requests.total).toBeLessThan(coldRequests / 2);
    // The three unreadable repositories are asked again every time (and fail again).
    expect(b.run.cache).toEqual({ hits: scanned.length, treeHits: 0, misses: 3 });
  });

  it('rescans a repository that moved, and reuses results when only the commit changed', async () => {
    const toolkit = repos.find((r) => r.name === 'agent-toolkit')!;
    toolkit.files!['.claude/skills/repo-bootstrap/scripts/sync-env.sh'] = '#!/usr/bin/env bash\necho ready\n';
    standIn.commit(toolkit, 'fix');
    const web = repos.find((r) => r.name === 'web-app')!;
    standIn.commit(web, 'empty commit');
    standIn.log.length = 0;
    const r = await cli(['org', ORG, '--cache', cache(), '--format', 'json']);
    const report = JSON.parse(r.stdout);
    const byName = (n: string) => report.repositories.find((x: { repo: string }) => x.repo === `acme/${n}`);
    expect(byName('agent-toolkit').run.cache).toBe('miss');
    expect(byName('agent-toolkit').attention).toEqual([]);
    expect(byName('web-app').run.cache).toBe('tree-hit');
    expect(byName('web-app').run.requests).toBe(2);
    expect(byName('svc-001').run.cache).toBe('hit');
  });

  it('drops stored results when the configuration changes', async () => {
    const config = join(work, 'strict.yml');
    writeFileSync(config, 'rules:\n  content-quality: off\n');
    const r = await cli([
      'org',
      ORG,
      '--repo',
      'svc-003',
      '--cache',
      cache(),
      '--config',
      config,
      '--format',
      'json',
    ]);
    expect(JSON.parse(r.stdout).repositories[0].run.cache).toBe('miss');
  });
});

describe('cache folder safety', () => {
  it('names entries by hash: a repository name never becomes a path', async () => {
    const dir = join(work, 'names');
    const cache = await openOrgCache(dir, undefined);
    const evil = '../../../../tmp/escape';
    await cache.store({
      repo: evil,
      branch: 'main',
      commit: 'a'.repeat(40),
      tree: 'b'.repeat(40),
      skills: [],
      findings: [],
      ruleIds: [],
      blobs: [],
    });
    expect(readdirSync(join(dir, 'repos'))).toEqual([entryFileName(evil)]);
    expect(entryFileName(evil)).toMatch(/^[0-9a-f]{64}\.json$/);
    expect(existsSync('/tmp/escape.json')).toBe(false);
    // An entry only answers for the repository and branch it names.
    expect(await cache.lookup(evil, 'main')).toBeDefined();
    expect(await cache.lookup(evil, 'dev')).toBeUndefined();
  });

  it('ignores tampered, oversized, linked or malformed entries and blobs instead of trusting them', async () => {
    const dir = join(work, 'tamper');
    const cache = await openOrgCache(dir, undefined);
    const repo = 'acme/x';
    const entry = join(dir, 'repos', entryFileName(repo));
    const base = {
      repo,
      branch: 'main',
      commit: 'c'.repeat(40),
      tree: 'd'.repeat(40),
      skills: [],
      ruleIds: [],
      blobs: [],
    };
    writeFileSync(entry, JSON.stringify({ ...base, findings: [{ ruleId: 'no-such-rule' }] }));
    expect(await cache.lookup(repo, 'main')).toBeUndefined();
    writeFileSync(entry, JSON.stringify({ ...base, commit: '../../etc', findings: [] }));
    expect(await cache.lookup(repo, 'main')).toBeUndefined();
    writeFileSync(entry, '{ not json');
    expect(await cache.lookup(repo, 'main')).toBeUndefined();
    rmSync(entry);
    writeFileSync(join(work, 'outside.json'), JSON.stringify({ ...base, findings: [] }));
    symlinkSync(join(work, 'outside.json'), entry);
    expect(await cache.lookup(repo, 'main')).toBeUndefined();

    // A blob whose content does not hash to its name is downloaded again, not used.
    const content = new TextEncoder().encode('real content\n');
    const sha = gitBlobId(content, 'sha1');
    mkdirSync(join(dir, 'blobs', sha.slice(0, 2)), { recursive: true });
    writeFileSync(join(dir, 'blobs', sha.slice(0, 2), sha), 'forged content\n');
    let downloads = 0;
    const got = await cache.blobStore().get(sha, async () => {
      downloads++;
      return content;
    });
    expect(new TextDecoder().decode(got)).toBe('real content\n');
    expect(downloads).toBe(1);
    // A blob id that is not hex never becomes a file name.
    await cache.blobStore().get('../../../escape', async () => content);
    expect(existsSync(join(dir, 'escape'))).toBe(false);
    expect(readdirSync(join(dir, 'blobs')).every((d) => /^[0-9a-f]{2}$/.test(d))).toBe(true);
  });

  it('keeps what a later run needs and prunes repositories that left the organisation', async () => {
    const dir = join(work, 'prune');
    const cache = await openOrgCache(dir, undefined);
    const content = new TextEncoder().encode('kept\n');
    const sha = gitBlobId(content, 'sha1');
    await cache.blobStore().get(sha, async () => content);
    const entry = {
      branch: 'main',
      commit: 'e'.repeat(40),
      tree: 'f'.repeat(40),
      skills: [],
      findings: [],
      ruleIds: [],
    };
    await cache.store({ ...entry, repo: 'acme/stays', blobs: [sha] });
    await cache.store({ ...entry, repo: 'acme/leaves', blobs: [] });
    writeFileSync(join(dir, 'repos', 'stray.txt'), 'x');
    await cache.prune(new Set(['acme/stays']));
    expect(readdirSync(join(dir, 'repos'))).toEqual([entryFileName('acme/stays')]);
    expect(existsSync(join(dir, 'blobs', sha.slice(0, 2), sha))).toBe(true);
  });
});
