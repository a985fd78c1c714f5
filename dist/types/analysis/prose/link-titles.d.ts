import type { MdLink, MdSpan } from '../markdown.js';
/**
 * The title of a link, an image or a link definition (`[docs](https://… "Title")`, `[x]: https://… 'Title'`):
 * shown only as a tooltip when the page renders, read by the agent like any other text. A definition written
 * as a comment (`[//]: # (…)`) is one too. Returns the span of the title's text, inside its quotes.
 */
export declare function linkTitleSpan(text: string, l: MdLink): MdSpan | undefined;
/** The spans of hover-text attribute values in one inline HTML tag at `start`. */
export declare function htmlAttributeSpans(tag: string, start: number): MdSpan[];
