import type { BehaviourOf, CodeUnit } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type Located } from './behaviour.js';
export declare function promptSecretReads(ctx: RuleContext): Promise<Array<Located<BehaviourOf<'read'>>>>;
/** The read is the whole output of a `!` line (its first command, not captured, not sent into a file). */
export declare function printedIntoPrompt(ctx: RuleContext, loc: Located<BehaviourOf<'read'>>): Promise<boolean>;
/** The command of a `!` line (a `dynamic` unit), as written. */
export declare function bangCode(ctx: RuleContext, path: string, unit: CodeUnit): Promise<string | undefined>;
/**
 * data-exfiltration: a command whose `!` line prints a secret into the prompt and whose text then asks to
 * paste that output into what it publishes or sends — a public issue (`gh issue create`), a gist, a
 * request — hands the secret to whoever reads it there. Reported at the sentence that asks for the paste.
 */
export declare function reportPastedPromptSecrets(ctx: RuleContext): Promise<void>;
