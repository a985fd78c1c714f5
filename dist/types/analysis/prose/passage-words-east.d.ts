import type { LanguageWords } from './passage-words-types.js';
/**
 * Words of the passage reading for the languages of South, South-East and East Asia (passage-lexicon.ts
 * has the syntax). Scripts written without spaces between words (Thai, Lao, Khmer, Burmese, Chinese,
 * Japanese) and languages that put a prefix or infix before the stem (Tagalog "ipinapadala") are matched
 * anywhere in a word (`~`).
 */
export declare const EAST_WORDS: readonly LanguageWords[];
