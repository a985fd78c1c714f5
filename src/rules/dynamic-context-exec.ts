import { analyzeFile, snippetsOf } from '../analysis/exec-signals.js';
import { inert } from '../analysis/payloads.js';
import { atLeast, type Severity } from '../findings.js';
import { analyzeOptions } from './support/exec-report.js';
import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

const NETWORK = /\b(?:curl|wget|iwr|irm|invoke-webrequest|invoke-restmethod|nc|ncat|ssh|scp)\b|https?:\/\//i;

/**
 * `` !`cmd` `` and ```` ```! ```` blocks in a skill or command: Claude Code runs them while rendering the
 * skill, before the model or the user sees the text, with no permission prompt. Presence alone is info;
 * what the command does decides the severity (download-and-run is critical).
 */
export default defineRule('dynamic-context-exec', async (ctx) => {
  for (const doc of ctx.model.skills) {
    const all = await analyzeFile(ctx.model, doc.path, analyzeOptions(ctx));
    const snippets = snippetsOf(ctx.model, doc.path).filter(
      (s) => s.kind === 'dynamic' || s.kind === 'dynamic-block',
    );
    if (snippets.length === 0) continue;
    const signals = all.filter(
      (s) =>
        (s.snippet === 'dynamic' || s.snippet === 'dynamic-block') &&
        s.kind !== 'network-sink' &&
        s.kind !== 'fragment',
    );
    for (const snip of snippets) {
      const inside = signals
        .filter(
          (s) => s.start >= snip.base && s.start <= snip.base + snip.text.length && s.severity !== 'info',
        )
        .sort((a, b) => rank(b.severity) - rank(a.severity));
      const worst = inside[0];
      let severity: Severity = worst ? worst.severity : NETWORK.test(snip.text) ? 'low' : 'info';
      if (worst && !atLeast(worst.severity, 'medium')) severity = NETWORK.test(snip.text) ? 'low' : 'info';
      const form =
        snip.kind === 'dynamic'
          ? `!\`${inert(snip.text, 80)}\``
          : `a \`\`\`! block (\`${inert(snip.text, 80)}\`)`;
      const what = worst
        ? `: ${worst.message.replace(/ — it runs when the skill is rendered[^,]*/, '')}`
        : NETWORK.test(snip.text)
          ? ', and it reaches the network'
          : '';
      await reportReached(ctx, {
        path: doc.path,
        region: doc.file.lines.region(snip.base, snip.base + Math.max(1, snip.text.length)),
        severity,
        message: `${form} runs when the skill is rendered, before the model or the user sees it, without a permission prompt${what}`,
        fingerprintKey: `dyn:${snip.text}`,
      });
    }
  }
});

function rank(s: Severity): number {
  return ['info', 'low', 'medium', 'high', 'critical'].indexOf(s);
}
