import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
import type { Analysed } from './sentence.js';
/** The asks of a blockquote a later sentence asks the agent to carry out, as instructions. */
export declare function performedQuotes(analysed: readonly Analysed[], md: MarkdownDoc, lines: LineMap, intents: readonly TextIntent[]): TextIntent[];
