import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { Located, PlacementGrades } from './behaviour.js';
/** The send is the project's `.env` copied over ssh to the user's own host (see above). */
export declare function toOwnSshHost(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<{
    grades: PlacementGrades;
    host: string;
} | undefined>;
/** `judged` lowered to low when the send is the project's `.env` copied over ssh to the user's own host. */
export declare function ownSshHost<J extends {
    grades: PlacementGrades;
    receiver?: string;
}>(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>, judged: J): Promise<J>;
