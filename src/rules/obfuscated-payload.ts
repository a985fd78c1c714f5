import { reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/** Encoded payloads decoded into execution or into instructions to follow (evidence from src/analysis/exec-signals.ts, reported against every entry that reaches it). */
export default defineRule('obfuscated-payload', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['obfuscated-payload'])) await reportSignal(ctx, s);
});
