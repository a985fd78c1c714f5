import type { TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import type { RoleSpan } from './prose/facts.js';
export declare function rot13(text: string): string;
interface Run {
    start: number;
    end: number;
}
/**
 * A word's class for the reversed-text finder (src/analysis/hidden-carriers.ts): `plain` when it is a
 * frequent English word as written, `hit` when it is one read backwards (last letter first), else `other`.
 */
export declare function reversedClass(text: string, at: number, end: number): CipherWord;
/** A word of a line as a cipher finder sees it: a frequent English word, a hit (a word once decoded), or other. */
export type CipherWord = 'plain' | 'hit' | 'other';
/**
 * Stretches of one line's words that look like English put through a letter cipher (ROT13, reversal):
 * maximal runs of words with no plain English word, holding at least three hits that make up at least 30% of
 * the run's words (four words at least). `classOf` says what the word text[at, end) is; `onRun` gets each run.
 * A word is a letter followed by letters and apostrophes, read by a character loop from `from` (a regex match
 * object per word was most of the ROT13 scan's cost); a word cannot run past `to`.
 */
export declare function cipherRunsInLine(text: string, from: number, to: number, classOf: (at: number, end: number) => CipherWord, onRun: (start: number, end: number) => void): void;
/** ROT13 runs of a text, consecutive lines joined into one run (a wrapped paragraph is one message). */
export declare function findRot13Runs(text: string): Run[];
/**
 * Intents hidden in ROT13 runs. A run whose decoding is spelled out beside it, or that sits in a sentence
 * framed as a warning or an attack description, is a mention (as for base64 blobs).
 */
export declare function rot13Intents(text: string, lines: LineMap, roles?: readonly RoleSpan[]): TextIntent[];
export {};
