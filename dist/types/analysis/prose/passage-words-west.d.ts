import type { LanguageWords } from './passage-words-types.js';
/**
 * Words of the passage reading for English and the languages of Western Europe (passage-lexicon.ts has
 * the syntax). Stems are cut where a prefix would also start an unrelated common word ("publi" also starts
 * "public"): those are listed as whole words.
 */
export declare const WEST_WORDS: readonly LanguageWords[];
