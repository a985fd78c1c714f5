import { analyzeFile } from '../analysis/exec-signals.js';
import type { Severity } from '../findings.js';
import { analyzeOptions, corroborating, reachedSignals, reportSignal } from './support/exec-report.js';
import { defineRule } from './types.js';

/**
 * Secret stores read with a read verb (shell readers, uploads, keychain tools, or prose telling the agent
 * to read them). A network sink anywhere in the same closure raises it: the secret has a way out.
 */
export default defineRule('credential-access', async (ctx) => {
  for (const s of await reachedSignals(ctx, ['credential-access'])) {
    const own = (await analyzeFile(ctx.model, s.path, analyzeOptions(ctx))).filter(
      (o) => (o.kind === 'network-sink' || o.kind === 'data-exfiltration') && o.start !== s.start,
    );
    // Only a command that reads the secret is raised; prose mentions stay where they are.
    const sinks = !s.snippet
      ? []
      : [...own, ...(await corroborating(ctx, s.path, ['network-sink', 'data-exfiltration']))].filter(
          (x) => x.severity === 'high' || x.severity === 'critical',
        );
    if (sinks.length === 0) {
      await reportSignal(ctx, s);
      continue;
    }
    const sink = sinks[0]!;
    const raised: Severity =
      s.severity === 'high' ? 'critical' : s.severity === 'medium' ? 'high' : s.severity;
    const where = sink.path === s.path ? 'this file' : sink.path;
    await reportSignal(ctx, s, {
      severity: raised,
      message: `${s.message}; ${where} also sends data over the network (${sink.message.replace(/^`([^`]*)`.*$/, '`$1`')}), so the secret has a way out`,
    });
  }
});
