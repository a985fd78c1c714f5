/**
 * CPU and wall time per phase of a scan, for the benchmark (`SKILLSCAN_TIMINGS=1`, bench/run.mjs). CPU
 * is the whole process's (user + system, V8's background threads included), as /usr/bin/time counts it.
 * Lazily built parts (the reference graph, a file's facts) are charged to the phase that first asks.
 */

export interface PhaseTiming {
  phase: string;
  cpuMs: number;
  wallMs: number;
  /** V8 heap in use when the phase ended (MB): where memory is held, not only how much at the peak. */
  heapMb?: number;
}

export class PhaseClock {
  readonly phases: PhaseTiming[] = [];
  private cpu = process.cpuUsage();
  private wall = performance.now();

  /** Ends the phase running since the last lap (or since the clock was made) and names it. */
  lap(phase: string): void {
    const used = process.cpuUsage(this.cpu);
    const now = performance.now();
    this.phases.push({
      phase,
      cpuMs: (used.user + used.system) / 1000,
      wallMs: now - this.wall,
      heapMb: process.memoryUsage().heapUsed / 2 ** 20,
    });
    this.cpu = process.cpuUsage();
    this.wall = now;
  }

  /** One line per phase, the biggest `rule:` phases kept and the rest summed, for standard error. */
  format(maxRules = 8): string {
    const rules = this.phases.filter((p) => p.phase.startsWith('rule:'));
    const kept = new Set(
      [...rules]
        .sort((a, b) => b.cpuMs - a.cpuMs)
        .slice(0, maxRules)
        .map((p) => p.phase),
    );
    const rest = rules.filter((p) => !kept.has(p.phase));
    const rows = this.phases.filter((p) => !p.phase.startsWith('rule:') || kept.has(p.phase));
    if (rest.length > 0)
      rows.push({
        phase: `rule:(${rest.length} others)`,
        cpuMs: rest.reduce((n, p) => n + p.cpuMs, 0),
        wallMs: rest.reduce((n, p) => n + p.wallMs, 0),
      });
    return rows
      .map(
        (p) =>
          `skillscan-timing ${p.phase} cpu_ms=${p.cpuMs.toFixed(0)} wall_ms=${p.wallMs.toFixed(0)}` +
          `${p.heapMb !== undefined ? ` heap_mb=${p.heapMb.toFixed(0)}` : ''}\n`,
      )
      .join('');
  }
}
