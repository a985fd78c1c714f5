import type { Behaviour, CodeUnit, TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import type { MarkdownDoc } from './markdown.js';
export declare function proseWrites(intents: readonly TextIntent[], md: MarkdownDoc, lines: LineMap, unitCount: number): {
    units: CodeUnit[];
    behaviours: Behaviour[];
};
