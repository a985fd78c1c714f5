import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
import { type Analysed } from './sentence.js';
export declare function useAsks(analysed: readonly Analysed[], text: string, md: MarkdownDoc, lines: LineMap): TextIntent[];
