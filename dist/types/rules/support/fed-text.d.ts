import type { TextIntent } from '../../analysis/facts.js';
import type { LineMap } from '../../analysis/lines.js';
import type { MdSpan } from '../../analysis/markdown-doc.js';
import type { RuleContext } from '../types.js';
/**
 * What the text a program prints into the agent's context asks (src/analysis/printed/fed-text.ts): the
 * here-documents, `echo` strings and word-like literals of every program a launch point feeds to the model
 * (the reference graph's `feeders`: a SessionStart or UserPromptSubmit hook's script, a hook answering
 * with `additionalContext` or an exit-2 block message, a `!` line's script), read as text the agent is
 * shown (container `hook-output`), and the encoded blobs among them decoded, as a page's are. Computed
 * once per scan, only for those programs.
 */
export interface FedIntent {
    path: string;
    intent: TextIntent;
}
export declare function fedTextIntents(ctx: RuleContext): Promise<FedIntent[]>;
/** The printed spans of a feeding program, when it is one (also read by support/printed-output.ts). */
export declare function fedSpans(ctx: RuleContext, path: string): Promise<{
    text: string;
    lines: LineMap;
    spans: MdSpan[];
} | undefined>;
