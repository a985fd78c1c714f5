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
export declare class PhaseClock {
    readonly phases: PhaseTiming[];
    private cpu;
    private wall;
    /** Ends the phase running since the last lap (or since the clock was made) and names it. */
    lap(phase: string): void;
    /** One line per phase, the biggest `rule:` phases kept and the rest summed, for standard error. */
    format(maxRules?: number): string;
}
