import type { TextIntent } from '../../analysis/facts.js';
import type { MdSpan } from '../../analysis/markdown-doc.js';
import type { RuleContext } from '../types.js';
/**
 * What the printed fields of a data file ask (src/analysis/printed/data-fields.ts): a hook that feeds the
 * context and prints every record's `reminder` (or the records whole) hands the model those values, read
 * here as text the agent is shown (container `hook-output`) at their place in the data file, whatever
 * labels sit beside them in the record (`label: jailbreak` marks a detector's sample; the field printed
 * is what the agent reads). Fields the program does not print stay data. Computed once per scan, only for
 * the data files the reference graph lists in `fedData` (src/model/context-feeds.ts).
 */
/** As support/fed-text.ts `FedIntent` (which reads these): the file the text sits in and what it asks. */
interface FedIntent {
    path: string;
    intent: TextIntent;
}
export declare function fedDataIntents(ctx: RuleContext): Promise<FedIntent[]>;
/** The printed spans of a data file, when a feeding program prints fields of it. */
export declare function fedDataSpans(ctx: RuleContext, path: string): Promise<readonly MdSpan[] | undefined>;
/** The offset lies in one of the spans. */
export declare function inSpans(spans: readonly MdSpan[] | undefined, at: number): boolean;
export {};
