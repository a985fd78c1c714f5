import type { AnalyzeOptions } from '../../analysis/signals/analyze.js';
import type { Signal, SignalKind } from '../../analysis/signals/types.js';
import type { RuleContext } from '../types.js';
/** Options shared by the execution-family rules (`rules.<id>.options.trustedInstallers`). */
export declare function analyzeOptions(ctx: RuleContext): AnalyzeOptions;
/** Signals of the given kinds in every file some entry point reaches, in path order. */
export declare function reachedSignals(ctx: RuleContext, kinds: readonly SignalKind[]): Promise<Signal[]>;
/** Signals of the given kinds in every file of each closure that reaches `path` (the file itself excluded). */
export declare function corroborating(ctx: RuleContext, path: string, kinds: readonly SignalKind[]): Promise<Signal[]>;
export declare function reportSignal(ctx: RuleContext, s: Signal, override?: {
    severity?: Signal['severity'];
    message?: string;
}): Promise<void>;
