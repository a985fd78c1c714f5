import type { MdSpan } from '../markdown.js';
/**
 * The readable text of a data file, as spans of the original: JSON string literals, YAML values and list
 * items, CSV cells, SVG text nodes and comments; plain text (alt text, hook output) whole. One character
 * loop per kind, no parser (a data file may be malformed on purpose), bounded by MAX_SEGMENTS.
 */
export type DataKind = 'json' | 'yaml' | 'csv' | 'svg' | 'text' | 'alt-text' | 'hook-output' | 'code-comment';
export declare const MAX_SEGMENTS = 100000;
export declare function dataSegments(text: string, kind: DataKind): {
    segments: MdSpan[];
    capped: boolean;
};
