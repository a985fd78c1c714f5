import { mayHoldDynamicContext } from '../analysis/dynamic-context.js';
import { inert } from '../analysis/payloads.js';
import type { Severity } from '../findings.js';
import { reportReached } from './support/reach.js';
import { defineRule } from './types.js';

/**
 * `` !`cmd` `` and ```` ```! ```` blocks in a skill or command: Claude Code runs them while rendering the
 * skill, before the model or the user sees the text, with no permission prompt. This rule records their
 * presence (info, low when they reach the network); what they do is graded by the behaviour rules, which
 * treat them as code that runs by itself (remote-code-execution, data-exfiltration …), so one piece of
 * evidence is not graded twice (rules/dynamic-context-exec.md).
 */
export default defineRule('dynamic-context-exec', async (ctx) => {
  for (const doc of await ctx.model.skillsInFocus()) {
    // Only a document with the syntax can hold one; the others need no analysis here (a pull-request
    // scan would otherwise analyse every skill in the repository).
    if (!mayHoldDynamicContext(doc.file.text)) continue;
    const facts = await ctx.model.facts(doc.path);
    if (!facts) continue;
    for (const unit of facts.units) {
      if (unit.origin !== 'dynamic' && unit.origin !== 'dynamic-block') continue;
      const network = facts.behaviours.some(
        (b) => b.unit === unit.id && (b.kind === 'fetch' || b.kind === 'send') && b.endpoint.cls !== 'local',
      );
      const severity: Severity = network ? 'low' : 'info';
      const text = doc.file.text.slice(
        doc.file.lines.offsetOf(unit.at.startLine, unit.at.startColumn),
        doc.file.lines.offsetOf(unit.at.endLine, unit.at.endColumn),
      );
      const form =
        unit.origin === 'dynamic' ? `!\`${inert(text, 80)}\`` : `a \`\`\`! block (\`${inert(text, 80)}\`)`;
      await reportReached(ctx, {
        path: doc.path,
        region: unit.at,
        severity,
        message: `${form} runs when the skill is rendered, before the model or the user sees it, without a permission prompt${network ? ', and it reaches the network' : ''}`,
        fingerprintKey: `dyn:${text}`,
      });
    }
  }
});
