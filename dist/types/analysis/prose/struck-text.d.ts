import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import type { MarkdownDoc } from '../markdown.js';
export declare function struckReading(text: string, md: MarkdownDoc, bodyStart: number, lines: LineMap, known: readonly TextIntent[]): TextIntent[];
