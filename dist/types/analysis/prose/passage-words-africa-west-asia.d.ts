import type { LanguageWords } from './passage-words-types.js';
/**
 * Words of the passage reading for the languages of Africa and of West and Central Asia (passage-lexicon.ts
 * has the syntax). Languages that put prefixes before the stem (Swahili "huwekwa", the other Bantu
 * languages) and Hebrew and Arabic, which attach particles to the word, are matched anywhere in a word (`~`).
 */
export declare const AFRICA_WEST_ASIA_WORDS: readonly LanguageWords[];
