import { reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/** Destructive or privileged commands (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
export default defineRule('privileged-command', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['privileged-command'])) await reportSignal(ctx, s);
});
