import type { TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import type { RoleSpan } from './prose/facts.js';
export declare function rot13(text: string): string;
interface Run {
    start: number;
    end: number;
}
/** ROT13 runs of a text, consecutive lines joined into one run (a wrapped paragraph is one message). */
export declare function findRot13Runs(text: string): Run[];
/**
 * Intents hidden in ROT13 runs. A run whose decoding is spelled out beside it, or that sits in a sentence
 * framed as a warning or an attack description, is a mention (as for base64 blobs).
 */
export declare function rot13Intents(text: string, lines: LineMap, roles?: readonly RoleSpan[]): TextIntent[];
export {};
