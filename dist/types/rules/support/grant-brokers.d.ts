import type { BehaviourOf } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import { type Located, type PlacementGrades } from './behaviour.js';
export interface BrokerJudged {
    grades: PlacementGrades;
    what: string;
    related: Location[];
}
export declare function grantToBroker(loc: Located<BehaviourOf<'send'>>): BrokerJudged | undefined;
/**
 * Where a request's destination is written when the code does not write it: the line of a configuration file in
 * reach that holds the address the code read by key (a client config's `token_uri`, a YAML `base_url`).
 */
export declare function configuredDestination(ctx: RuleContext, loc: Located<BehaviourOf<'send' | 'fetch'>>): Promise<Location[]>;
