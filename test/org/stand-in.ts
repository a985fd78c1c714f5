import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A GitHub REST API stand-in on loopback (127.0.0.1 only) for organisation scans. It serves what the org
 * scan asks — the paginated organisation listing, a branch's head commit (with ETags and 304s), recursive
 * and single-level trees (truncated for repositories marked so), blobs, and SARIF uploads — with git's own
 * object ids, so blob hashes verify as they would against github.com. Faults are scripted per request path
 * and fire a fixed number of times, so every run against a fresh stand-in sees the same ones:
 * secondary rate limits with `retry-after`, an exhausted primary window, 502s. Repositories can be missing
 * (404), empty (409), blocked for legal reasons (451) or behind SSO (403 without rate-limit signs).
 */

export type FileSpec = string | { link: string } | { submodule: string };

export interface RepoSpec {
  name: string;
  defaultBranch?: string;
  archived?: boolean;
  fork?: boolean;
  disabled?: boolean;
  /** How the repository's git endpoints answer instead of serving content. */
  state?: 'missing' | 'empty' | 'legal' | 'sso';
  /** The recursive tree answers `truncated: true` (the scan must walk it level by level). */
  truncated?: boolean;
  files?: Record<string, FileSpec>;
}

export interface Fault {
  status: number;
  headers?: Record<string, string>;
  message?: string;
  /** How many requests it answers before the path behaves again (default 1). */
  times?: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
}

const sha1 = (s: string | Buffer) => createHash('sha1').update(s).digest('hex');
const blobId = (content: string) =>
  sha1(Buffer.concat([Buffer.from(`blob ${Buffer.byteLength(content)}\u0000`), Buffer.from(content)]));

interface TreeNode {
  entries: Array<{
    path: string;
    mode: string;
    type: 'blob' | 'tree' | 'commit';
    sha: string;
    size?: number;
  }>;
}

/** Git-style objects for one repository: blob ids are git's; tree ids hash their entries. */
function buildObjects(
  files: Record<string, FileSpec>,
  blobs: Map<string, string>,
  trees: Map<string, TreeNode>,
): string {
  const dirs = new Map<string, TreeNode['entries']>([['', []]]);
  const dirOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');
  const ensure = (d: string) => {
    if (dirs.has(d)) return;
    dirs.set(d, []);
    ensure(dirOf(d));
  };
  for (const path of Object.keys(files)) ensure(dirOf(path));
  for (const [path, spec] of Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const list = dirs.get(dirOf(path))!;
    if (typeof spec === 'string') {
      const sha = blobId(spec);
      blobs.set(sha, spec);
      list.push({ path: name, mode: '100644', type: 'blob', sha, size: Buffer.byteLength(spec) });
    } else if ('link' in spec) {
      const sha = blobId(spec.link);
      blobs.set(sha, spec.link);
      list.push({ path: name, mode: '120000', type: 'blob', sha, size: spec.link.length });
    } else list.push({ path: name, mode: '160000', type: 'commit', sha: spec.submodule });
  }
  // Deepest folders first, so each parent can name its children's ids.
  const ids = new Map<string, string>();
  for (const d of [...dirs.keys()].sort(
    (a, b) => b.split('/').length - a.split('/').length || (a < b ? -1 : 1),
  )) {
    if (d === '') continue;
    const entries = dirs.get(d)!;
    const id = sha1(`tree ${JSON.stringify(entries)}`);
    ids.set(d, id);
    trees.set(id, { entries });
    const name = d.slice(d.lastIndexOf('/') + 1);
    dirs.get(dirOf(d))!.push({ path: name, mode: '040000', type: 'tree', sha: id });
  }
  const root = dirs.get('')!;
  root.sort((a, b) => (a.path < b.path ? -1 : 1));
  const rootId = sha1(`tree ${JSON.stringify(root)}`);
  trees.set(rootId, { entries: root });
  return rootId;
}

export class GitHubStandIn {
  readonly log: LoggedRequest[] = [];
  readonly uploads: Array<{ repo: string; ref: string; commit: string }> = [];
  private server?: Server;
  private base = '';
  private remaining = 5000;
  private readonly blobs = new Map<string, string>();
  private readonly trees = new Map<string, TreeNode>();
  private readonly heads = new Map<string, { commit: string; tree: string }>();
  private readonly faults = new Map<string, Fault[]>();

  constructor(
    readonly org: string,
    private readonly repos: RepoSpec[],
    faults: Record<string, Fault[]> = {},
    private readonly perPage = 100,
  ) {
    for (const [path, list] of Object.entries(faults))
      this.faults.set(
        path,
        list.map((f) => ({ ...f })),
      );
    for (const r of repos) this.commit(r);
  }

  /** (Re)computes a repository's head, as a push would. */
  commit(r: RepoSpec, salt = ''): void {
    const tree = buildObjects(r.files ?? {}, this.blobs, this.trees);
    this.heads.set(r.name, { tree, commit: sha1(`commit ${tree} ${r.name} ${salt}`) });
  }

  get url(): string {
    return this.base;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.handle(req, res));
    await new Promise<void>((ok) => this.server!.listen(0, '127.0.0.1', ok));
    this.base = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  close(): Promise<void> {
    return new Promise((ok) => (this.server ? this.server.close(() => ok()) : ok()));
  }

  /** Requests whose path starts with `prefix`. */
  requestsTo(prefix: string): LoggedRequest[] {
    return this.log.filter((r) => r.path.startsWith(prefix));
  }

  private send(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    this.log.push({ method: req.method ?? 'GET', path, status });
    const rate = headers['x-ratelimit-remaining'] === undefined;
    if (rate) this.remaining = Math.max(1, this.remaining - 1);
    res.writeHead(status, {
      'content-type':
        typeof body === 'string' ? 'application/vnd.github.sha; charset=utf-8' : 'application/json',
      'x-ratelimit-limit': '5000',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      ...(rate ? { 'x-ratelimit-remaining': String(this.remaining) } : {}),
      ...headers,
    });
    res.end(status === 304 ? undefined : typeof body === 'string' ? body : JSON.stringify(body));
  }

  private handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x');
    const key = url.pathname + (url.searchParams.get('page') ? `?page=${url.searchParams.get('page')}` : '');
    const fault = this.faults.get(key)?.find((f) => (f.times ?? 1) > 0);
    if (fault) {
      fault.times = (fault.times ?? 1) - 1;
      const headers = { ...(fault.headers ?? {}) };
      // A primary-limit fault resets one second from now, as GitHub's epoch-seconds header would say.
      if (headers['x-ratelimit-reset'] === 'soon')
        headers['x-ratelimit-reset'] = String(Math.ceil(Date.now() / 1000) + 1);
      return this.send(req, res, fault.status, { message: fault.message ?? 'fault' }, headers);
    }
    if (req.method === 'POST') return this.upload(req, res, url);
    let m = new RegExp(`^/orgs/${this.org}/repos$`).exec(url.pathname);
    if (m) return this.listing(req, res, url);
    m = /^\/repos\/([^/]+)\/([^/]+)\/(commits|git\/trees|git\/blobs)\/(.+)$/.exec(url.pathname);
    if (!m || m[1] !== this.org) return this.send(req, res, 404, { message: 'Not Found' });
    const repo = this.repos.find((r) => r.name === decodeURIComponent(m![2]!));
    if (!repo || repo.state === 'missing') return this.send(req, res, 404, { message: 'Not Found' });
    if (repo.state === 'empty') return this.send(req, res, 409, { message: 'Git Repository is empty.' });
    if (repo.state === 'legal') return this.send(req, res, 451, { message: 'Repository access blocked' });
    if (repo.state === 'sso')
      return this.send(req, res, 403, { message: 'Resource protected by organization SAML enforcement.' });
    const head = this.heads.get(repo.name)!;
    const ref = decodeURIComponent(m[4]!);
    if (m[3] === 'commits') {
      if (ref !== (repo.defaultBranch ?? 'main'))
        return this.send(req, res, 422, { message: 'No commit found' });
      const etag = `"${head.commit}"`;
      if (req.headers['if-none-match'] === etag) return this.send(req, res, 304, '', { etag });
      return this.send(req, res, 200, head.commit, { etag });
    }
    if (m[3] === 'git/blobs') {
      const content = this.blobs.get(ref);
      if (content === undefined) return this.send(req, res, 404, { message: 'Not Found' });
      return this.send(req, res, 200, {
        sha: ref,
        size: Buffer.byteLength(content),
        encoding: 'base64',
        content: Buffer.from(content).toString('base64'),
      });
    }
    return this.tree(
      req,
      res,
      repo,
      ref === head.commit || ref === (repo.defaultBranch ?? 'main') ? head.tree : ref,
      url,
    );
  }

  private tree(req: IncomingMessage, res: ServerResponse, repo: RepoSpec, sha: string, url: URL) {
    const node = this.trees.get(sha);
    if (!node) return this.send(req, res, 404, { message: 'Not Found' });
    if (!url.searchParams.has('recursive'))
      return this.send(req, res, 200, { sha, truncated: false, tree: node.entries });
    const all: TreeNode['entries'] = [];
    const walk = (n: TreeNode, prefix: string) => {
      for (const e of n.entries) {
        const path = prefix ? `${prefix}/${e.path}` : e.path;
        all.push({ ...e, path });
        if (e.type === 'tree') walk(this.trees.get(e.sha)!, path);
      }
    };
    walk(node, '');
    // GitHub cuts a truncated listing short; the scan must not trust what it got.
    const tree = repo.truncated ? all.slice(0, Math.floor(all.length / 3)) : all;
    return this.send(req, res, 200, { sha, truncated: repo.truncated === true, tree });
  }

  private listing(req: IncomingMessage, res: ServerResponse, url: URL) {
    const page = Number(url.searchParams.get('page') ?? '1');
    const perPage = Math.min(Number(url.searchParams.get('per_page') ?? '30'), this.perPage);
    const slice = this.repos.slice((page - 1) * perPage, page * perPage);
    const last = Math.ceil(this.repos.length / perPage);
    const link: Record<string, string> =
      page < last
        ? {
            link: `<${this.base}/orgs/${this.org}/repos?type=all&per_page=${perPage}&page=${page + 1}>; rel="next", <${this.base}/orgs/${this.org}/repos?type=all&per_page=${perPage}&page=${last}>; rel="last"`,
          }
        : {};
    const body = slice.map((r) => ({
      name: r.name,
      full_name: `${this.org}/${r.name}`,
      owner: { login: this.org },
      default_branch: r.defaultBranch ?? 'main',
      archived: r.archived ?? false,
      fork: r.fork ?? false,
      disabled: r.disabled ?? false,
      size: r.state === 'empty' ? 0 : 10,
    }));
    return this.send(req, res, 200, body, link);
  }

  private upload(req: IncomingMessage, res: ServerResponse, url: URL) {
    const m = /^\/repos\/([^/]+)\/([^/]+)\/code-scanning\/sarifs$/.exec(url.pathname);
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      if (!m) return this.send(req, res, 404, { message: 'Not Found' });
      const data = JSON.parse(body) as { ref: string; commit_sha: string };
      this.uploads.push({ repo: `${m[1]}/${m[2]}`, ref: data.ref, commit: data.commit_sha });
      return this.send(req, res, 202, { id: `sarif-${this.uploads.length}`, url: 'x' });
    });
  }
}
