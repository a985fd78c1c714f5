import type { TextIntent } from '../facts.js';
import { LineMap } from '../lines.js';
import type { MarkdownDoc, MdSpan } from '../markdown.js';
import { type DataKind } from './data.js';
import type { ProseFacts, RoleSpan } from './facts.js';
/**
 * Prose analysis (docs/prose.md): what Markdown text asks the agent to do, which spans are instructions,
 * mentions or data, and how each code block and inline code span is meant to be used. Pure functions over
 * text already parsed by src/analysis/markdown.ts — no I/O, no second parse, nothing evaluated. Every
 * loop is bounded (sentences, tokens per sentence, intents per file) and a hit bound is reported in
 * `limitHit`, never skipped silently.
 */
export type { DataKind } from './data.js';
/** What kind of file the text is: decides nothing today but is carried for the rules' messages. */
export type ProseKind = 'skill' | 'reference' | 'command' | 'agent' | 'other';
export interface ProseInput {
    text: string;
    md: MarkdownDoc;
    /** Offset where the body starts (after frontmatter); text before it is not read. */
    bodyStart: number;
    lines: LineMap;
    kind?: ProseKind;
}
export declare const MAX_INTENTS = 2000;
export declare function analyzeProse(input: ProseInput): ProseFacts;
/** The role span at `offset`, by binary search over `roles` (sorted, non-overlapping); undefined outside. */
export declare function roleAt(roles: readonly RoleSpan[], offset: number): RoleSpan | undefined;
/**
 * Intents in a frontmatter description (trigger-hijack and injections the listing carries into every
 * session). Regions are in the description's own coordinates unless `lines`/`offset` place it in a file.
 */
export declare function analyzeDescription(text: string, place?: {
    lines: LineMap;
    offset: number;
}): TextIntent[];
/**
 * Intents and roles in data the agent reads (CSV/JSON/YAML cells, SVG text, alt text, hook output):
 * every span is `data`; an intent phrased as an instruction keeps role `data` and the rules decide.
 */
export declare function analyzeDataText(text: string, kind: DataKind, 
/** The spans to read, when the caller found them (the text a program prints: printed/fed-text.ts). */
spans?: readonly MdSpan[]): {
    intents: TextIntent[];
    roles: RoleSpan[];
    segments: MdSpan[];
    limitHit?: string;
};
