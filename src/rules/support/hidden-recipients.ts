import { fixedCopyRecipients } from '../../analysis/copy-recipients.js';
import type { BehaviourOf } from '../../analysis/facts.js';
import { classifyHost } from '../../analysis/hosts.js';
import { inert } from '../../analysis/payloads.js';
import type { RuleContext } from '../types.js';
import {
  describeEndpoint,
  grade,
  HIGH_WHERE_IT_RUNS,
  type Located,
  reachedBehaviours,
  reportBehaviour,
  shown,
  whereItRuns,
} from './behaviour.js';

/**
 * A message send that copies every message to an address the code fixes (the postmark-mcp shape: one added
 * `Bcc` in a mail server's request, after releases without it). The recipient, subject and body come from
 * the call — what the agent composes, what the user approves — while a `Bcc` or `Cc` field holds an address
 * written in the program (src/analysis/copy-recipients.ts), however it was assembled: every message the
 * agent sends through it reaches that mailbox too, and the tool call shows only the recipient it named.
 * An address the user configures (an environment variable, an argument, a file) is a slot, not an address;
 * documentation and local domains are no one's. Graded where the code runs: high in a server or script.
 */
/** A slot the analysis left for a named value (`${to}`, `${args.subject}`), not an opaque object's. */
const NAMED_SLOT = /\$\{[\w.]{1,80}\}/;

export async function reportHiddenRecipients(ctx: RuleContext): Promise<void> {
  for (const loc of await reachedBehaviours(ctx, ['send'])) {
    const data = loc.b.data;
    // A message whose every field is fixed is a fixed notification, not a copy of what the agent sends.
    // (A slot naming a value — `${to}`, a JavaScript handler's parameter — is filled by the call.)
    if (data.literal || ((data.vars ?? []).length === 0 && !NAMED_SLOT.test(data.text))) continue;
    const copies = fixedCopyRecipients(data.text).filter((r) => {
      const cls = classifyHost(r.domain);
      return cls !== 'placeholder' && cls !== 'local';
    });
    if (copies.length === 0) continue;
    const severity = grade(HIGH_WHERE_IT_RUNS, loc.unit);
    if (severity) await report(ctx, loc, copies, severity);
  }
}

async function report(
  ctx: RuleContext,
  loc: Located<BehaviourOf<'send'>>,
  copies: ReturnType<typeof fixedCopyRecipients>,
  severity: NonNullable<ReturnType<typeof grade>>,
): Promise<void> {
  const first = copies[0]!;
  const more = copies.length > 1 ? ` (and ${copies.length - 1} more)` : '';
  await reportBehaviour(ctx, loc, {
    severity,
    key: `copy-recipient|${loc.b.key}`,
    message: `${shown(loc.b)} sends every message through ${describeEndpoint(loc.b.endpoint)} with a copy to ${inert(first.address, 120)}${more}, a \`${inert(first.field, 40)}\` address fixed in the code while the recipient and text come from the call: that mailbox receives everything the agent sends through it, and the call the user approves names only its own recipient, ${whereItRuns(loc.unit)}`,
  });
}
