import type { RuleContext } from '../types.js';
import type { ReachedIntent } from './intents.js';
/** An ask whose object is a query slot written in code (`c=`), not session data named in words. */
export declare function isSlotAsk(intent: ReachedIntent['intent']): boolean;
export interface SlotAsk {
    path: string;
    line: number;
}
export type SlotAskFinder = (path: string, url: string) => Promise<SlotAsk | undefined>;
export declare function slotAsksOf(ctx: RuleContext, asks: readonly ReachedIntent[]): SlotAskFinder;
