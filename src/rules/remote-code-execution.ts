import { reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/** Download-and-execute: fetched content handed to an interpreter (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
export default defineRule('remote-code-execution', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['remote-code-execution'])) await reportSignal(ctx, s);
});
