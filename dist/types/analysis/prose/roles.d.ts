import type { SpanRole, TextContainer } from '../facts.js';
import type { Framing } from './section-framing.js';
import type { Token } from './tokens.js';
/**
 * What a sentence is to the agent: an instruction (an imperative, a second-person or impersonal
 * directive), a mention (a heading, a table cell, a catalogue item, a quoted example, a log line, a title,
 * a negated or warning sentence, a description of what something does) or data. Decided from the
 * sentence's own words and from its surroundings: the section heading above it and the lead-in of the
 * list it belongs to. No part-of-speech model (docs/prose.md: compromise and wink-nlp compared).
 */
export type { Framing };
export interface SentenceRole {
    role: SpanRole;
    /** The sentence asks for something (imperative, "you must …", "X must be …", "please …"). */
    directive: boolean;
    /** The directive is itself negative ("never …", "do not …", "avoid …"). */
    negative: boolean;
    framing?: Framing;
    /** Why it is a mention, for tests and messages. */
    why?: string;
    /** Index of the first content token (after list markers, "Please", "Then", "Step 1:"). */
    head: number;
}
export declare const DETERMINERS: ReadonlySet<string>;
export declare function headOf(tokens: readonly Token[]): number;
/** Is the sentence a directive, and a negative one? */
export declare function directiveOf(tokens: readonly Token[], head: number): {
    directive: boolean;
    negative: boolean;
};
export { sectionFraming } from './section-framing.js';
/** A lead-in sentence ("Block commands such as:", "Indicators include:") that makes the next list a catalogue. */
export declare function isCatalogueLead(tokens: readonly Token[], text: string): boolean;
export interface RoleContext {
    container: TextContainer;
    /** Framing from the nearest heading above that frames its section. */
    section?: Framing;
    /** The sentence is an item of a list introduced as a catalogue of patterns. */
    catalogue?: boolean;
    /** The text is data the agent reads (data files, alt text, hook output). */
    data?: boolean;
    /** A table cell under a header that names what to do ("Fix", "Action", "What you do"). */
    actionCell?: boolean;
    /** The list item or paragraph addresses the agent ("Curator's note (for the assistant …): …"). */
    addressed?: boolean;
    /** The list item or paragraph opens with an order of its own (sentence.ts `orderedItem`). */
    ordered?: boolean;
}
export declare function roleOf(tokens: readonly Token[], text: string, ctx: RoleContext): SentenceRole;
