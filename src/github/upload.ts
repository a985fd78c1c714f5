import { gzipSync } from 'node:zlib';
import { Octokit } from '@octokit/rest';
import { trimEndChars } from '../analysis/strings.js';

/**
 * Uploads a SARIF log to code scanning through the public REST endpoint
 * (`POST /repos/{owner}/{repo}/code-scanning/sarifs`: the log gzipped, then base64) and polls its
 * processing status with a bounded backoff. A token without `security-events: write` (every fork pull
 * request gets one) is an expected situation, reported as `forbidden` for the caller to warn about.
 */

export interface UploadOptions {
  token: string;
  /** `owner/name` (GITHUB_REPOSITORY). */
  repository: string;
  commitSha: string;
  /** Full ref: refs/heads/<b>, refs/pull/<n>/merge … (GITHUB_REF). */
  ref: string;
  sarif: string;
  /** GITHUB_API_URL; api.github.com when unset. */
  baseUrl?: string;
  checkoutUri?: string;
  /** Waits between status polls; the default sums to about two minutes. */
  pollDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export type UploadOutcome =
  | { status: 'complete' | 'pending'; id: string; analysesUrl?: string }
  | { status: 'failed'; id: string; errors: string[] }
  | { status: 'forbidden' | 'rejected'; httpStatus: number; message: string };

export const DEFAULT_POLL_DELAYS_MS = [2_000, 4_000, 8_000, 15_000, 30_000, 30_000, 30_000];

/** The request body's `sarif` field: gzip, then base64 (no line breaks). */
export function encodeSarif(sarif: string): string {
  return gzipSync(Buffer.from(sarif, 'utf8')).toString('base64');
}

function httpError(e: unknown): { status: number; message: string } | undefined {
  const err = e as { status?: unknown; message?: unknown; response?: { data?: { message?: unknown } } };
  if (typeof err?.status !== 'number') return undefined;
  const message = err.response?.data?.message ?? err.message;
  return { status: err.status, message: String(message ?? '').slice(0, 500) };
}

export async function uploadSarif(options: UploadOptions): Promise<UploadOutcome> {
  const [owner, repo, ...rest] = options.repository.split('/');
  if (!owner || !repo || rest.length)
    throw new Error(`GITHUB_REPOSITORY is not owner/name: ${options.repository}`);
  const octokit = new Octokit({
    auth: options.token,
    baseUrl: trimEndChars(options.baseUrl || 'https://api.github.com', '/'),
    userAgent: 'skillscan-action',
    log: { debug: () => {}, info: () => {}, warn: () => {}, error: () => {} },
  });
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  let id: string;
  try {
    const res = await octokit.rest.codeScanning.uploadSarif({
      owner,
      repo,
      commit_sha: options.commitSha,
      ref: options.ref,
      sarif: encodeSarif(options.sarif),
      ...(options.checkoutUri ? { checkout_uri: options.checkoutUri } : {}),
      tool_name: 'skillscan',
    });
    id = String(res.data.id ?? '');
  } catch (e) {
    const h = httpError(e);
    if (!h) throw e;
    if (h.status === 403 || h.status === 404)
      return { status: 'forbidden', httpStatus: h.status, message: h.message };
    return { status: 'rejected', httpStatus: h.status, message: h.message };
  }
  if (!id) return { status: 'rejected', httpStatus: 202, message: 'the upload response carried no id' };
  let analysesUrl: string | undefined;
  for (const delay of options.pollDelaysMs ?? DEFAULT_POLL_DELAYS_MS) {
    await sleep(delay);
    let data: { processing_status?: string; analyses_url?: string | null; errors?: readonly string[] | null };
    try {
      data = (await octokit.rest.codeScanning.getSarif({ owner, repo, sarif_id: id })).data;
    } catch (e) {
      const h = httpError(e);
      // A 404 right after the upload means "not registered yet": poll again.
      if (h?.status === 404) continue;
      if (!h) throw e;
      return { status: 'rejected', httpStatus: h.status, message: h.message };
    }
    analysesUrl = data.analyses_url ?? undefined;
    if (data.processing_status === 'complete')
      return { status: 'complete', id, ...(analysesUrl ? { analysesUrl } : {}) };
    if (data.processing_status === 'failed')
      return {
        status: 'failed',
        id,
        errors: (data.errors ?? []).slice(0, 20).map((x) => String(x).slice(0, 500)),
      };
  }
  return { status: 'pending', id, ...(analysesUrl ? { analysesUrl } : {}) };
}
