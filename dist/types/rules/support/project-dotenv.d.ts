import type { BehaviourOf } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import { type BehaviourReport, type Located } from './behaviour.js';
export declare function openProjectDotenv(ctx: RuleContext, loc: Located<BehaviourOf<'read'>>): Promise<BehaviourReport | undefined>;
