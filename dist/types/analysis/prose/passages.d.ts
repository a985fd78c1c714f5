import type { MarkdownDoc } from '../markdown.js';
import type { Analysed } from './sentence.js';
/**
 * The passages of a Markdown document (docs/prose.md "Passages"): a paragraph, or a list item with all its
 * paragraphs, with the sentences the walker analysed in it. A question and its answer in an FAQ are two
 * paragraphs; a numbered step is one item. Table cells and headings are not passages: a table lists and a
 * heading names (the sentence analysis reads the action columns of a table). Bounded: at most
 * MAX_PASSAGES passages of at most MAX_SENTENCES_PER sentences each.
 */
export interface Passage {
    start: number;
    end: number;
    sentences: Analysed[];
}
export declare function passagesOf(analysed: readonly Analysed[], md: MarkdownDoc): Passage[];
export declare function framed(p: Passage): boolean;
/**
 * A dated log line ("- 2024-03-01 — …", "we tried …"): what happened, in any language. Like an English
 * description it is told, and asks only as the precedent a linking text makes it.
 */
export declare function logged(p: Passage): boolean;
/** The passage's text, from its first sentence to its last. */
export declare function passageText(text: string, p: Passage): string;
/**
 * The passage is written in a language whose sentences the recognisers read with their tense and mood —
 * English, Japanese or Chinese — so a description there is known to be one (told, not asked). A passage of
 * a few words is English when one of them is ("Configure in `~/.x/settings.json`:") or none is a word at
 * all ("**`.mcp.json`**:").
 */
export declare function readLanguage(raw: string): boolean;
