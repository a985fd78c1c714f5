import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
export declare function sendsTranscript(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<boolean>;
