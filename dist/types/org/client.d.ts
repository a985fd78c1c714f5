import type { GitHubApi } from '../source/github.js';
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
export type ClientEvent = {
    kind: 'retry';
    status: number | 'network';
    request: string;
    attempt: number;
    waitMs: number;
} | {
    kind: 'wait';
    reason: 'secondary' | 'primary';
    request: string;
    waitMs: number;
};
/** A request that failed for good, with the HTTP status that decided it (0 for a network failure). */
export declare class ApiError extends Error {
    readonly status: number;
    constructor(message: string, status: number);
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
export declare function orgClient(options?: ClientOptions): OrgClient;
