import type { RuleContext } from '../types.js';
export interface PlacedSend {
    /** 1-based line of the send step. */
    line: number;
    how: string;
    /** The carrier both steps name. */
    carrier: string;
}
/** data-exfiltration: a secret the text places into a carrier that a later step of the document sends. */
export declare function reportPlacedSends(ctx: RuleContext): Promise<void>;
/**
 * data-exfiltration: a template whose text asks for a secret ("paste the unredacted output of `printenv`
 * here"), filled by the agent because a document links it ("Fill every field of [the report
 * template](templates/report.md)") and sent by the same document a step later ("Send the filled report … to
 * the triage webhook at https://…"). The send names nothing sensitive and the template no destination:
 * the link between them is the join.
 */
export declare function reportFilledSends(ctx: RuleContext): Promise<void>;
