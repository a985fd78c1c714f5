import type { BehaviourOf } from '../../analysis/facts.js';
export declare function aggravationOf(b: BehaviourOf<'execute'>): string | undefined;
