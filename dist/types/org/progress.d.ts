import type { ClientEvent, RateLimitState } from './client.js';
import type { RepoScan } from './scan.js';
/**
 * What the operator sees on stderr while an organisation is scanned. On a terminal: one live line —
 * repositories done of total, rate, time left, requests left in the rate-limit window — with retries and
 * waits printed above it. Elsewhere (CI logs, files): one plain line per repository and per event. Every
 * piece of repository text goes through inertLine.
 */
export interface ProgressOptions {
    write: (s: string) => void;
    /** Set when stderr is a terminal: its width. */
    columns?: number;
    org: string;
    rateLimit?: () => RateLimitState;
    now?: () => number;
}
export interface RunCounters {
    retries: number;
    rateLimitWaits: number;
    rateLimitWaitMs: number;
}
/** One repository's outcome in a few words. */
export declare function repoOutcome(s: RepoScan): string;
export declare function eventText(e: ClientEvent): string;
export declare class Progress {
    private readonly options;
    readonly counters: RunCounters;
    private total;
    private done;
    private started;
    private barShown;
    private readonly now;
    constructor(options: ProgressOptions);
    private get tty();
    private line;
    listed(total: number): void;
    repoDone(scan: RepoScan, done: number, total: number): void;
    event(e: ClientEvent): void;
    /** The live line: `[#####-----] 45/128 · 2.3 repos/s · 0:36 left · 4,123 requests left`. */
    barText(): string;
    private drawBar;
    finish(summary: string): void;
}
