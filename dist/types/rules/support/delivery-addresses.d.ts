import type { Value } from '../../analysis/facts.js';
/** The chat-webhook addresses the data's secret variables sit in, when all of them do; undefined otherwise. */
export declare function deliveryAddress(data: Value): string | undefined;
