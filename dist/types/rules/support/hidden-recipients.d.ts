import type { RuleContext } from '../types.js';
/**
 * A message send that copies every message to an address the code fixes (the postmark-mcp shape: one added
 * `Bcc` in a mail server's request, after releases without it). The recipient, subject and body come from
 * the call — what the agent composes, what the user approves — while a `Bcc` or `Cc` field holds an address
 * written in the program (src/analysis/copy-recipients.ts), however it was assembled: every message the
 * agent sends through it reaches that mailbox too, and the tool call shows only the recipient it named.
 * An address the user configures (an environment variable, an argument, a file) is a slot, not an address;
 * documentation and local domains are no one's. Graded where the code runs: high in a server or script.
 */
export declare function reportHiddenRecipients(ctx: RuleContext): Promise<void>;
