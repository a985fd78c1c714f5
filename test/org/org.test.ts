import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliIO, runCli } from '../../src/cli.js';
import { parseShard, scanOrg, shardOf } from '../../src/org.js';
import { octokitApi } from '../../src/source/github.js';
import { skillMd } from '../helpers.js';

/** A fake GitHub REST API on loopback: repositories as trees of blobs, with request accounting. */
type Blob = { kind: 'file'; text: string } | { kind: 'link'; target: string } | { kind: 'submodule' };
const sha = (s: string) => createHash('sha1').update(s).digest('hex');

const repos: Record<
  string,
  { archived?: boolean; fork?: boolean; truncate?: boolean; missing?: boolean; files: Record<string, Blob> }
> = {
  skills: {
    files: {
      '.agents/skills/x/SKILL.md': {
        kind: 'file',
        text: skillMd('name: x\ndescription: Does x. Use when asked.'),
      },
      '.claude/skills/x': { kind: 'link', target: '../../.agents/skills/x' },
      '.claude/skills/Bad/SKILL.md': { kind: 'file', text: '# no frontmatter\n' },
      vendor: { kind: 'submodule' },
    },
  },
  shared: {
    truncate: true,
    files: {
      // Same content as in `skills`: the blob cache must not download it twice.
      'skills/x/SKILL.md': { kind: 'file', text: skillMd('name: x\ndescription: Does x. Use when asked.') },
    },
  },
  gone: { missing: true, files: {} },
  old: { archived: true, files: {} },
  forked: { fork: true, files: {} },
};

const blobRequests: string[] = [];
let server: Server;
let base = '';

function treeOf(files: Record<string, Blob>) {
  const entries: Array<Record<string, unknown>> = [];
  const dirs = new Set<string>();
  for (const [path, b] of Object.entries(files)) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
    if (b.kind === 'submodule') entries.push({ path, mode: '160000', type: 'commit', sha: sha(path) });
    else {
      const content = b.kind === 'file' ? b.text : b.target;
      entries.push({
        path,
        mode: b.kind === 'link' ? '120000' : '100644',
        type: 'blob',
        sha: sha(content),
        size: content.length,
      });
    }
  }
  for (const d of dirs) entries.push({ path: d, mode: '040000', type: 'tree', sha: `tree-${d}` });
  return entries;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    let m = /^\/orgs\/acme\/repos$/.exec(url.pathname);
    if (m) {
      const all = Object.entries(repos).map(([name, r]) => ({
        name,
        owner: { login: 'acme' },
        default_branch: 'main',
        archived: r.archived ?? false,
        fork: r.fork ?? false,
        disabled: false,
      }));
      const page = Number(url.searchParams.get('page') ?? '1');
      // Two pages, to exercise pagination.
      const slice = page === 1 ? all.slice(0, 3) : all.slice(3);
      const link: Record<string, string> =
        page === 1 ? { link: `<${base}/orgs/acme/repos?type=all&per_page=100&page=2>; rel="next"` } : {};
      return send(200, slice, link);
    }
    m = /^\/repos\/acme\/([^/]+)\/git\/trees\/(.+)$/.exec(url.pathname);
    if (m) {
      const r = repos[m[1]!];
      if (!r || r.missing) return send(404, { message: 'Not Found' });
      const all = treeOf(r.files);
      const ref = decodeURIComponent(m[2]!);
      if (url.searchParams.has('recursive'))
        return send(200, { sha: 'root', truncated: r.truncate ?? false, tree: all });
      const prefix = ref === 'main' ? '' : ref.replace(/^tree-/, '');
      const level = all
        .filter((e) => {
          const p = e.path as string;
          const rest = prefix ? (p.startsWith(`${prefix}/`) ? p.slice(prefix.length + 1) : null) : p;
          return rest !== null && !rest.includes('/');
        })
        .map((e) => ({ ...e, path: (e.path as string).slice(prefix ? prefix.length + 1 : 0) }));
      return send(200, { sha: ref, truncated: false, tree: level });
    }
    m = /^\/repos\/acme\/([^/]+)\/git\/blobs\/([0-9a-f]+)$/.exec(url.pathname);
    if (m) {
      blobRequests.push(m[2]!);
      for (const r of Object.values(repos)) {
        for (const b of Object.values(r.files)) {
          const content = b.kind === 'file' ? b.text : b.kind === 'link' ? b.target : null;
          if (content !== null && sha(content) === m[2]) {
            return send(200, {
              sha: m[2],
              size: content.length,
              encoding: 'base64',
              content: Buffer.from(content).toString('base64'),
            });
          }
        }
      }
      return send(404, { message: 'Not Found' });
    }
    send(404, { message: `no route ${url.pathname}` });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

describe('organisation scan through the GitHub API', () => {
  it('scans the chosen repositories, follows links in the tree, and reports what it skipped', async () => {
    blobRequests.length = 0;
    const r = await scanOrg({ org: 'acme', api: octokitApi({ baseUrl: base, token: 't' }) });
    expect(r.considered).toBe(5);
    expect(r.skipped).toEqual([
      { repo: 'acme/forked', reason: 'fork' },
      { repo: 'acme/old', reason: 'archived' },
    ]);
    expect(r.repos.map((x) => x.repo)).toEqual(['acme/gone', 'acme/shared', 'acme/skills']);
    expect(r.repos[0]!.error).toMatch(/Not Found/);
    const skills = r.repos[2]!;
    expect(skills.skills).toBe(2);
    const rules = skills.findings.map((f) => `${f.ruleId} ${f.location.path}`);
    expect(rules).toContain('frontmatter-missing .claude/skills/Bad/SKILL.md');
    expect(rules).toContain('scan-limit vendor');
    // The truncated tree of `shared` was walked level by level and its skill found.
    expect(r.repos[1]!.skills).toBe(1);
    // Identical blobs across repositories are downloaded once.
    expect(new Set(blobRequests).size).toBe(blobRequests.length);
  });

  it('shards deterministically and validates --shard', () => {
    const counts = [0, 0, 0];
    for (let i = 0; i < 300; i++) counts[shardOf(`acme/repo-${i}`, 3)]!++;
    expect(counts.every((c) => c > 60)).toBe(true);
    expect(shardOf('acme/x', 7)).toBe(shardOf('ACME/X', 7));
    expect(parseShard('2/4')).toEqual({ index: 1, count: 4 });
    expect(() => parseShard('5/4')).toThrow(/K\/N/);
    expect(() => parseShard('0/4')).toThrow(/K\/N/);
  });

  it('runs from the CLI against GITHUB_API_URL and writes SARIF per repository', async () => {
    const out = mkdtempSync(join(tmpdir(), 'skillscan-org-'));
    try {
      let stdout = '';
      let stderr = '';
      const io: CliIO = {
        stdout: (s) => {
          stdout += s;
        },
        stderr: (s) => {
          stderr += s;
        },
        isTTY: false,
        env: { GITHUB_API_URL: base, GH_TOKEN: 't' },
        readFile: async (p) => readFileSync(p, 'utf8'),
      };
      const code = await runCli(
        ['org', 'acme', '--repo', 'skills', '--format', 'json', '--output-dir', out],
        io,
      );
      expect(code).toBe(1);
      const doc = JSON.parse(stdout);
      expect(doc.repos.map((x: { repo: string }) => x.repo)).toEqual(['acme/skills']);
      expect(readdirSync(out)).toEqual(['acme_skills.sarif']);
      const sarif = JSON.parse(readFileSync(join(out, 'acme_skills.sarif'), 'utf8'));
      expect(sarif.runs[0].automationDetails.id).toBe('skillscan/org/acme/skills/');
      expect(stderr).toContain('scanning acme/skills@main');
      expect(await runCli(['org', 'bad org!'], io)).toBe(2);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
