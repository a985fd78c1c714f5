import { reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/** Writes that outlive the session: shell rc files, cron, launch agents, agent settings and memory (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
export default defineRule('persistence', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['persistence'])) await reportSignal(ctx, s);
});
