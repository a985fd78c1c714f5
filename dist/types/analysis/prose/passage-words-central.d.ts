import type { LanguageWords } from './passage-words-types.js';
/**
 * Words of the passage reading for the languages of Northern, Central and Eastern Europe — Finnic, Baltic,
 * Slavic (Latin and Cyrillic script), Hungarian, Romanian, Albanian, Greek — and Welsh, Irish, Basque,
 * Maltese and Esperanto (passage-lexicon.ts has the syntax). Stems are cut where a prefix would also start
 * an unrelated common word ("posla" is also Croatian "of work").
 */
export declare const CENTRAL_WORDS: readonly LanguageWords[];
