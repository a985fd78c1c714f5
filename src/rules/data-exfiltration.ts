import { analyzeFile } from '../analysis/exec-signals.js';
import type { Severity } from '../findings.js';
import { analyzeOptions, corroborating, reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/**
 * Local data (secrets, the environment, files, the conversation) sent to a network sink. A plain network
 * send becomes a finding only when the same closure also reads a secret, in this file or another one:
 * network use alone is normal, a secret read plus a way out is the exfiltration pattern.
 */
export default defineRule('data-exfiltration', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['data-exfiltration'])) await reportSignal(ctx, s);
  for (const sink of await reachedSignals(ctx, ['network-sink'])) {
    const own = (await analyzeFile(ctx.model, sink.path, analyzeOptions(ctx))).filter(
      (o) => o.kind === 'credential-access' && o.start !== sink.start,
    );
    // Commands that read secrets corroborate; prose mentions of secret paths do not.
    const reads = [...own, ...(await corroborating(ctx, sink.path, ['credential-access']))].filter(
      (r) => r.snippet,
    );
    const read = reads.find((r) => r.grade === 'secret' && r.severity === 'high') ?? reads[0];
    if (!read) continue;
    const severity: Severity =
      read.severity !== 'high' || sink.severity === 'medium'
        ? 'medium'
        : read.grade === 'secret'
          ? 'critical'
          : 'high';
    const where = read.path === sink.path ? 'this file' : read.path;
    await reportSignal(ctx, sink, {
      severity,
      message: `${sink.message}, and ${where} reads secrets (${read.message.replace(/ — .*$/, '')}): together they read a secret and ship it out`,
    });
  }
});
