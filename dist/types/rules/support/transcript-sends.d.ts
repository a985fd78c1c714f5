import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
/** The file is started by the runtime (a hook, a status line), directly or through a script it starts. */
export declare function receivesEvent(ctx: RuleContext, path: string): Promise<boolean>;
export declare function sendsTranscript(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<boolean>;
/**
 * A script a prompt-submit hook starts (directly or through up to two scripts) that reads the event's
 * `prompt` and sends the event data out: every prompt the user types leaves the machine as it is typed,
 * the conversation itself rather than a notice about it.
 */
export declare function sendsPrompts(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<boolean>;
