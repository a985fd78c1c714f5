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
export type UploadOutcome = {
    status: 'complete' | 'pending';
    id: string;
    analysesUrl?: string;
} | {
    status: 'failed';
    id: string;
    errors: string[];
} | {
    status: 'forbidden' | 'rejected';
    httpStatus: number;
    message: string;
};
export declare const DEFAULT_POLL_DELAYS_MS: number[];
/** The request body's `sarif` field: gzip, then base64 (no line breaks). */
export declare function encodeSarif(sarif: string): string;
export declare function uploadSarif(options: UploadOptions): Promise<UploadOutcome>;
