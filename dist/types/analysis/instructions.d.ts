/**
 * Instruction counting for progressive-disclosure. An "imperative instruction" is defined narrowly so the
 * count means something: one sentence or list item of prose (fenced code, inline code and HTML comments
 * removed) that contains a directive word — must, never, always, do not / don't, should, shall, ensure,
 * make sure, avoid, required to — followed by another word (so `Severity: MUST |` labels do not count).
 * Instructions are counted once each after normalising case and spacing, so a rule repeated word for
 * word counts once.
 */
export interface Instruction {
    /** Offset of the sentence in the text given. */
    offset: number;
    text: string;
}
/**
 * The prose of a Markdown text with fenced code, HTML comments and inline code blanked out (offsets and
 * line breaks preserved). A single linear pass over lines: fences open on up to three spaces of indent and
 * close on a fence of the same character at least as long.
 */
export declare function proseOnly(text: string): string;
/** Distinct imperative instructions in a Markdown text, in order of first appearance. */
export declare function imperativeInstructions(markdown: string): Instruction[];
