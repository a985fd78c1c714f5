import type { Region } from '../../findings.js';
import type { Edge } from '../../model/graph.js';
import type { RuleContext } from '../types.js';
/** Whether every reference that reaches the Markdown document at `path` names it only as an object. */
export declare function onlyInspected(ctx: RuleContext, path: string): Promise<boolean>;
/** Every edge from a reached file, by the real path of its target (one pass per scan, shared). */
export declare function inboundEdgesOf(ctx: RuleContext): Promise<Map<string, Edge[]>>;
/**
 * The sentence of a Markdown `file` that names a path at `region` (the whole line when prose analysis finds
 * none), and whether it is an instruction; undefined outside Markdown, for a long line and for a table row
 * (a routing table: "| logseq | notes | `subskills/logseq.md` |" sends the reader there).
 */
export declare function sentenceNaming(ctx: RuleContext, file: string, region: Region, 
/** Give a table row's text too (by default a row is no sentence). */
rows?: boolean): Promise<{
    text: string;
    instruction: boolean;
} | undefined>;
/**
 * A document inside a skill's own folder is that skill's material (its references, its subskills): the
 * skill's text names it to be read when the topic comes up, whatever the sentence's verb.
 */
export declare function inSkillFolder(ctx: RuleContext, path: string): boolean;
