import { reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/** Reverse shells: a shell wired to a network connection (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
export default defineRule('reverse-shell', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['reverse-shell'])) await reportSignal(ctx, s);
});
