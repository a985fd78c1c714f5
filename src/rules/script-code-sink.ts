import { reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/** Dangerous code sinks in bundled scripts read as text (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
export default defineRule('script-code-sink', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['script-code-sink'])) await reportSignal(ctx, s);
});
