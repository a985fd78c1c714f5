import { Octokit } from '@octokit/rest';
import type { GitHubApi, Head, RequestMeter, TreeEntry } from '../source/github.js';

/**
 * The GitHub REST client of the organisation scan. Octokit builds the requests and pages the listing; the
 * policy around each HTTP attempt is ours (one `request` hook), because the stock plugins did not fit a
 * nightly scan: plugin-retry retried a 409 from an empty repository three times, plugin-request-log wrote
 * raw `GET … - 403 with id …` lines to stderr, and neither said what it was waiting for.
 *
 * The policy, after GitHub's "Rate limits for the REST API" and "Best practices" pages
 * (../shared/docs/github.md §6):
 * - secondary rate limit (403/429 with `retry-after`, or a body saying "secondary rate limit"): every
 *   request of the client pauses for `retry-after` seconds (60 when absent), then the request is retried;
 * - primary rate limit (403/429 with `x-ratelimit-remaining: 0`): pause until `x-ratelimit-reset`;
 * - 5xx and network errors: retried with exponential backoff;
 * - anything else (404, 409 empty repository, 451, 403 without rate-limit signs …) is final at once.
 * Each retry and each wait is reported once, through `onEvent`, in our words.
 */

export interface ClientOptions {
  token?: string;
  baseUrl?: string;
  /** Retries and waits, one call each. */
  onEvent?: (event: ClientEvent) => void;
  /** Transient failures (5xx, network) retried at most this many times per request. */
  retries?: number;
  /** First backoff after a transient failure; doubles each time. */
  backoffMs?: number;
  /** A rate-limit wait longer than this fails the request instead (a nightly job has a time limit). */
  maxWaitMs?: number;
  /** One HTTP attempt is abandoned after this long (then retried as a transient failure). */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

export type ClientEvent =
  | { kind: 'retry'; status: number | 'network'; request: string; attempt: number; waitMs: number }
  | { kind: 'wait'; reason: 'secondary' | 'primary'; request: string; waitMs: number };

/** A request that failed for good, with the HTTP status that decided it (0 for a network failure). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The rate-limit window as GitHub last reported it. */
export interface RateLimitState {
  remaining?: number;
  limit?: number;
  resetAt?: number;
}

export interface OrgClient extends GitHubApi {
  /** Every HTTP attempt this client made. */
  readonly requests: () => number;
  readonly rateLimit: () => RateLimitState;
}

interface HttpFailure {
  status?: number;
  message?: string;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

const RATE_LIMITED = new Set([403, 429]);
const MAX_RATE_LIMIT_RETRIES = 5;

/** `GET /repos/acme/x/commits/main`: the request as sent, relative to the API root. */
function describe(parsed: { method?: string; url?: string }, baseUrl: string): string {
  const url = String(parsed.url ?? '');
  return `${parsed.method ?? 'GET'} ${baseUrl && url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url}`;
}

function bodyMessage(e: HttpFailure): string {
  const data = e.response?.data as { message?: unknown } | undefined;
  return String(typeof data?.message === 'string' ? data.message : (e.message ?? '')).slice(0, 300);
}

/** What to do about one failed attempt: wait this long and retry, or give up. */
function rateLimitWait(
  e: HttpFailure,
  now: number,
): { reason: 'secondary' | 'primary'; waitMs: number } | undefined {
  if (!RATE_LIMITED.has(e.status ?? 0)) return undefined;
  const h = e.response?.headers ?? {};
  const retryAfter = Number(h['retry-after']);
  if (h['retry-after'] !== undefined && Number.isFinite(retryAfter))
    return { reason: 'secondary', waitMs: Math.max(0, retryAfter) * 1000 };
  if (h['x-ratelimit-remaining'] === '0') {
    const reset = Number(h['x-ratelimit-reset']) * 1000;
    return { reason: 'primary', waitMs: Number.isFinite(reset) ? Math.max(0, reset - now) + 1000 : 60_000 };
  }
  if (/secondary rate limit/i.test(bodyMessage(e))) return { reason: 'secondary', waitMs: 60_000 };
  return undefined;
}

function finalMessage(e: HttpFailure, request: string): string {
  const status = e.status ?? 0;
  const said = bodyMessage(e);
  if (!e.response) return `${request}: network error (${said || 'no answer'})`;
  return `${request}: HTTP ${status}${said ? ` (${said})` : ''}`;
}

/** The policy around every HTTP attempt (see the top of this file), with what it counts. */
class RequestPolicy {
  total = 0;
  readonly rate: RateLimitState = {};
  // While a rate limit is being waited out, no request of this client is sent (they share one token).
  private pausedUntil = 0;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;

  constructor(private readonly options: ClientOptions) {
    this.sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
    this.now = options.now ?? Date.now;
  }

  install(octokit: Octokit): void {
    octokit.hook.wrap('request', async (request, requestOptions) => {
      // The meter rides along in the options; it must not reach the URL as a query parameter.
      const { meter, ...plain } = requestOptions as typeof requestOptions & { meter?: RequestMeter };
      const what = describe(octokit.request.endpoint.parse(plain), String(plain.baseUrl ?? ''));
      const timeoutMs = this.options.timeoutMs ?? 60_000;
      const attempt = async () => {
        const pause = this.pausedUntil - this.now();
        if (pause > 0) await this.sleep(pause);
        this.total++;
        if (meter) meter.requests++;
        const response = await request({
          ...plain,
          request: { ...(plain.request ?? {}), signal: AbortSignal.timeout(timeoutMs) },
        });
        this.noteRate(response.headers as Record<string, string | undefined>);
        return response;
      };
      return this.withRetries(attempt, what);
    });
  }

  private async withRetries<T>(attempt: () => Promise<T>, what: string): Promise<T> {
    const onEvent = this.options.onEvent ?? (() => {});
    const retries = this.options.retries ?? 3;
    const maxWaitMs = this.options.maxWaitMs ?? 30 * 60_000;
    let transient = 0;
    let limited = 0;
    for (;;) {
      try {
        return await attempt();
      } catch (err) {
        const e = err as HttpFailure;
        if (e.response?.headers) this.noteRate(e.response.headers);
        if (e.status === 304) throw err;
        const wait = rateLimitWait(e, this.now());
        if (wait && limited < MAX_RATE_LIMIT_RETRIES) {
          if (wait.waitMs > maxWaitMs)
            throw new ApiError(
              `${what}: ${wait.reason} rate limit; GitHub asks to wait ${Math.ceil(wait.waitMs / 1000)} s, longer than the ${Math.round(maxWaitMs / 1000)} s allowed`,
              e.status ?? 0,
            );
          limited++;
          this.pausedUntil = Math.max(this.pausedUntil, this.now() + wait.waitMs);
          onEvent({ kind: 'wait', reason: wait.reason, request: what, waitMs: wait.waitMs });
          continue;
        }
        const status = e.response ? (e.status ?? 0) : 0;
        if ((status >= 500 || status === 0) && transient < retries) {
          transient++;
          const waitMs = (this.options.backoffMs ?? 500) * 2 ** (transient - 1);
          onEvent({ kind: 'retry', status: status || 'network', request: what, attempt: transient, waitMs });
          await this.sleep(waitMs);
          continue;
        }
        throw new ApiError(finalMessage(e, what), status);
      }
    }
  }

  private noteRate(h: Record<string, string | undefined>) {
    const remaining = Number(h['x-ratelimit-remaining']);
    const limit = Number(h['x-ratelimit-limit']);
    const reset = Number(h['x-ratelimit-reset']);
    if (h['x-ratelimit-remaining'] !== undefined && Number.isFinite(remaining))
      this.rate.remaining = remaining;
    if (h['x-ratelimit-limit'] !== undefined && Number.isFinite(limit)) this.rate.limit = limit;
    if (h['x-ratelimit-reset'] !== undefined && Number.isFinite(reset)) this.rate.resetAt = reset * 1000;
  }
}

export function orgClient(options: ClientOptions = {}): OrgClient {
  const silent = { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} };
  const octokit = new Octokit({
    ...(options.token ? { auth: options.token } : {}),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    userAgent: 'skillscan',
    headers: { 'x-github-api-version': '2022-11-28' },
    log: silent,
  });
  const policy = new RequestPolicy(options);
  policy.install(octokit);
  // Octokit passes unknown request options through to the hook: that is how a meter reaches it.
  const metered = (meter?: RequestMeter) => (meter ? { meter } : {});
  return {
    requests: () => policy.total,
    rateLimit: () => ({ ...policy.rate }),
    async listOrgRepos(org) {
      const repos = await octokit.paginate(octokit.rest.repos.listForOrg, {
        org,
        type: 'all',
        per_page: 100,
      });
      return repos.map((r) => ({
        owner: r.owner?.login ?? org,
        name: r.name,
        defaultBranch: r.default_branch ?? 'main',
        archived: r.archived === true,
        fork: r.fork === true,
        disabled: r.disabled === true,
      }));
    },
    async getHead(owner, repo, branch, etag, meter): Promise<Head | 'not-modified'> {
      try {
        const res = await octokit.request('GET /repos/{owner}/{repo}/commits/{ref}', {
          owner,
          repo,
          ref: branch,
          // The `sha` media type answers with the bare SHA: the cheapest way to ask whether a branch moved.
          headers: { accept: 'application/vnd.github.sha', ...(etag ? { 'if-none-match': etag } : {}) },
          ...metered(meter),
        });
        const sha = String(res.data).trim();
        if (!/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha))
          throw new ApiError(`GET /repos/${owner}/${repo}/commits/${branch}: not a commit SHA`, res.status);
        const tag = (res.headers as Record<string, string | undefined>).etag;
        return { sha, ...(tag ? { etag: tag } : {}) };
      } catch (e) {
        if ((e as HttpFailure).status === 304) return 'not-modified';
        throw e;
      }
    },
    async getTree(owner, repo, sha, recursive, meter) {
      const { data } = await octokit.rest.git.getTree({
        owner,
        repo,
        tree_sha: sha,
        ...(recursive ? { recursive: '1' } : {}),
        ...metered(meter),
      });
      return {
        sha: data.sha,
        truncated: data.truncated === true,
        tree: (data.tree ?? []).map((t) => ({
          path: t.path ?? '',
          mode: t.mode ?? '',
          type: (t.type ?? 'blob') as TreeEntry['type'],
          sha: t.sha ?? '',
          ...(t.size !== undefined ? { size: t.size } : {}),
        })),
      };
    },
    async getBlob(owner, repo, sha, meter) {
      const { data } = await octokit.rest.git.getBlob({ owner, repo, file_sha: sha, ...metered(meter) });
      if (data.encoding !== 'base64') return new TextEncoder().encode(data.content);
      return new Uint8Array(Buffer.from(data.content, 'base64'));
    },
  };
}
