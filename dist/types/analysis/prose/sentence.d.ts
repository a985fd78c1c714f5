import type { TextContainer } from '../facts.js';
import type { ContentBefore } from './content-authority-words.js';
import { type Framing, type SentenceRole } from './roles.js';
import type { Sentence } from './segment.js';
import { View } from './view.js';
/**
 * A sentence with everything the recognisers and placement need: its tokens, its role, the section
 * framing and list framing it inherits. Built in document order by `SentenceWalker`, which carries the
 * heading stack and the "next list is a catalogue" state from one sentence to the next.
 */
export interface Analysed {
    start: number;
    end: number;
    text: string;
    /** Bounded, whitespace-collapsed text for evidence and keys (built on first read). */
    readonly evidence: string;
    container: TextContainer;
    view: View;
    role: SentenceRole;
    section?: Framing;
    catalogue: boolean;
    /** Offset of the next heading after this sentence (Infinity when none): a lead-in stops at a heading. */
    nextHeading: number;
    /** Last sentence of its block (a lead-in ending with ':' is one). */
    last: boolean;
    /** The block is a list item (or inside one). */
    listDepth: number;
    /** The URL the sentence just before fetches from, when it does (src/analysis/prose/fetch-then-run.ts). */
    fetchedBefore?: string;
    /** A remote address the sentence just before names, fetched or not ("… is published at https://…"). */
    addressBefore?: string;
    /** The secret a Dutch or Russian sentence just before reads, when it does (intents-nl-ru.ts). */
    readBefore?: string;
    /** The secret store the sentence just before names, when it does (src/analysis/prose/store-taken-up.ts). */
    storeBefore?: string;
    /**
     * The secret variable the sentences just before name (`XQUIK_API_KEY`), carried along a paragraph while
     * sentences follow closely (src/analysis/prose/store-taken-up.ts): what "send it in the … header" sends.
     */
    secretNameBefore?: string;
    /** The sentence just before calls a channel's messages instructions (incoming-instructions.ts). */
    incomingBefore?: boolean;
    /** The sentence just before names another party's content, or the instructions it carries (content-authority.ts). */
    contentBefore?: ContentBefore;
    /** The document shows an image URL with a slot the agent fills (intents-encoded-render.ts). */
    slotImage?: boolean;
}
/**
 * Whether `a` follows `prev` closely enough to take something up from it (a fetched URL, a secret read or
 * named there): the next sentence or list item, neither of them a heading.
 */
export declare function followsClosely(prev: Analysed | undefined, a: Analysed): prev is Analysed;
export declare const MAX_EVIDENCE = 240;
export declare function evidenceOf(s: string): string;
export declare class SentenceWalker {
    private readonly text;
    private readonly data;
    /** Framing per heading level (index 1–6). */
    private readonly sections;
    /** Heading levels whose heading names what the reader must do (ACTION_SECTION). */
    private readonly actionSections;
    private catalogueNext;
    private inCatalogue;
    private lastListBlock;
    constructor(text: string, data?: boolean);
    /** The list item or paragraph whose note addresses the agent, and the sentences after it there. */
    private addressedAt;
    private addressedNote;
    /** The list item or paragraph whose first words open an order of its own, and the sentences after it there. */
    private orderedAt;
    /**
     * "- Skipping the preflight. The preflight is mandatory: `…`": an item or paragraph that opens with an order
     * of its own (an undone negation, an omission under a prohibition, "Elsewhere, …": negation/clauses.ts) leaves its
     * section's prohibition behind for every sentence of it, not only the first.
     */
    private orderedItem;
    /** Header cells' text per table and column: which columns say what to do. */
    private readonly headers;
    /**
     * A body cell of a column whose header names what to do ("| Symptom | Fix |", "what you do"): its
     * imperative is addressed to the reader, as a step is. Other cells list, name or describe.
     */
    private actionColumn;
    private currentSection;
    analyse(s: Sentence): Analysed;
}
/** Fills `nextHeading` with a backward pass. */
export declare function linkHeadings(sents: Analysed[]): void;
