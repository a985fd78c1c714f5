import type { IntentClass } from '../../analysis/facts.js';
import type { RuleContext } from '../types.js';
import type { ReachedIntent } from './intents.js';
/** Told intents of `cls` in documents some reaching file links as the way to act. */
export declare function boundTellings(ctx: RuleContext, cls: IntentClass): Promise<ReachedIntent[]>;
