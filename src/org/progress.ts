import { SEVERITIES } from '../findings.js';
import { inertLine } from '../report/sanitize.js';
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

const CLEAR = '\r\u001b[2K';

function duration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

/** One repository's outcome in a few words. */
export function repoOutcome(s: RepoScan): string {
  if (s.error) return `not scanned: ${s.error.message}`;
  if (s.skipped) return `skipped: ${s.skipped}`;
  const open = s.findings.filter((f) => !f.suppression);
  const counts = SEVERITIES.map((sev) => [sev, open.filter((f) => f.severity === sev).length] as const)
    .filter(([, n]) => n > 0)
    .map(([sev, n]) => `${n} ${sev}`);
  const skills = `${s.skills.length} skill${s.skills.length === 1 ? '' : 's'}`;
  const findings = open.length
    ? `${open.length} finding${open.length === 1 ? '' : 's'} (${counts.join(', ')})`
    : 'no findings';
  const cache =
    s.run.cache === 'hit' || s.run.cache === 'tree-hit' ? ', unchanged since the cached scan' : '';
  return `${skills}, ${findings}${cache}`;
}

export function eventText(e: ClientEvent): string {
  if (e.kind === 'retry') {
    const why = e.status === 'network' ? 'a network error' : `HTTP ${e.status}`;
    return `${e.request} failed with ${why}; retry ${e.attempt} in ${(e.waitMs / 1000).toFixed(1)} s`;
  }
  return e.reason === 'secondary'
    ? `GitHub's secondary rate limit after ${e.request}: every request pauses for ${(e.waitMs / 1000).toFixed(0)} s`
    : `the rate-limit window is used up (${e.request}): every request pauses for ${duration(e.waitMs)} until it resets`;
}

export class Progress {
  readonly counters: RunCounters = { retries: 0, rateLimitWaits: 0, rateLimitWaitMs: 0 };
  private total = 0;
  private done = 0;
  private started: number;
  private barShown = false;
  private readonly now: () => number;

  constructor(private readonly options: ProgressOptions) {
    this.now = options.now ?? Date.now;
    this.started = this.now();
  }

  private get tty(): boolean {
    return this.options.columns !== undefined;
  }

  private line(text: string): void {
    const clear = this.barShown ? CLEAR : '';
    this.barShown = false;
    this.options.write(`${clear}skillscan: ${inertLine(text)}\n`);
  }

  listed(total: number): void {
    this.total = total;
    this.started = this.now();
    if (!this.tty) this.line(`${this.options.org}: ${total} repositor${total === 1 ? 'y' : 'ies'} to scan`);
    else this.drawBar();
  }

  repoDone(scan: RepoScan, done: number, total: number): void {
    this.done = done;
    this.total = total;
    if (this.tty) {
      // On a terminal only what needs a person's eye scrolls past the bar.
      if (scan.error) this.line(`${scan.repo}: ${repoOutcome(scan)}`);
      this.drawBar();
    } else {
      this.line(`[${done}/${total}] ${scan.repo}: ${repoOutcome(scan)}`);
    }
  }

  event(e: ClientEvent): void {
    if (e.kind === 'retry') this.counters.retries++;
    else {
      this.counters.rateLimitWaits++;
      this.counters.rateLimitWaitMs += e.waitMs;
    }
    this.line(eventText(e));
    if (this.tty) this.drawBar();
  }

  /** The live line: `[#####-----] 45/128 · 2.3 repos/s · 0:36 left · 4,123 requests left`. */
  barText(): string {
    const elapsed = this.now() - this.started;
    const rate = elapsed > 0 ? (this.done * 1000) / elapsed : 0;
    const left = rate > 0 ? duration(((this.total - this.done) / rate) * 1000) : '–';
    const remaining = this.options.rateLimit?.().remaining;
    const parts = [
      `${this.done}/${this.total} repositories`,
      `${rate.toFixed(1)}/s`,
      `${left} left`,
      ...(remaining !== undefined ? [`${remaining.toLocaleString('en-US')} requests left`] : []),
    ];
    const columns = this.options.columns ?? 80;
    const info = parts.join(' · ');
    const width = Math.max(0, Math.min(30, columns - info.length - 14));
    const filled = this.total > 0 ? Math.round((width * this.done) / this.total) : 0;
    const bar = width > 0 ? `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ` : '';
    return `skillscan ${bar}${info}`.slice(0, Math.max(10, columns - 1));
  }

  private drawBar(): void {
    this.options.write(`${CLEAR}${this.barText()}`);
    this.barShown = true;
  }

  finish(summary: string): void {
    this.line(summary);
  }
}
