import type { RuleContext } from '../types.js';
export interface CourierAsk {
    /** 1-based line of the send step. */
    line: number;
    how: string;
}
/**
 * In a document, the step that sends a value the agent fills in after the document names `program` (its
 * file name): the passage runs from the mention to the next heading, at most PASSAGE_LINES lines on.
 */
export declare function courierAsk(text: string, program: string): CourierAsk | undefined;
/** data-exfiltration: a program's printed secret that the text asks the agent to send out. */
export declare function reportCourierSends(ctx: RuleContext): Promise<void>;
