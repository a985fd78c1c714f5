/**
 * Word lists for reading intent by meaning: verbs by what they do to an instruction, an action or data,
 * and the objects they act on. Lists hold base forms; `lemmaIn` maps an inflected word (ignored, ignores,
 * ignoring, told, hidden, applies, stopped) back to a base form in a list, so a lexicon entry covers every
 * form without listing it. Multi-word verbs ("set aside", "pay no attention") are matched as phrases by
 * the recognizers. Entries are lower-case; tokens are lower-cased before lookup.
 *
 * A few non-English forms of the strongest verbs and nouns are included (French, Spanish, German,
 * Portuguese, Italian): attackers translate the one phrase everybody blocks.
 */
/**
 * Every base form `word` may be an inflection of (the word itself first). Computed once per token by
 * the sentence view, so each lexicon lookup is a few hash probes.
 */
export declare function lemmaCandidates(word: string): string[];
/**
 * The base form of `word` that `set` contains, or undefined. Tries the word, then the usual English
 * inflections (-s/-es/-ies, -ed/-ied with doubled consonants, -ing with a dropped e or doubled consonant).
 */
export declare function lemmaIn(word: string, set: ReadonlySet<string>): string | undefined;
export declare const words: (s: string) => ReadonlySet<string>;
/** Negators that reverse the verb after them: the one list, src/analysis/negation/words.ts. */
export { NEGATOR_WORDS as NEGATORS } from '../negation/words.js';
/** Words that open an imperative addressed to the reader before the verb ("Please run …", "Then add …"). */
export declare const IMPERATIVE_LEADS: ReadonlySet<string>;
/** Modals and obligation words that make a sentence a directive when the subject is the reader. */
export declare const MODALS: ReadonlySet<string>;
/** Second person and the agent named as the addressee. */
export declare const ADDRESSEES: ReadonlySet<string>;
export declare const FOREIGN_TELL: ReadonlySet<string>;
/**
 * Verbs that open an imperative sentence in skills (base forms). Used to tell "Run the tests." from a
 * description ("Tests run in CI."): a sentence that starts with one of these (after leads) is an
 * instruction. Broad on purpose — the intent recognisers, not this list, decide what is dangerous.
 */
export declare const IMPERATIVE_VERBS: ReadonlySet<string>;
/** Sentence openers that mark a report of what happened, not a request (changelogs, "what we tried"). */
export declare const LOG_OPENERS: ReadonlySet<string>;
/** Words that frame what follows as a warning or a thing not to do ("watch out for …", "❌ Don't"). */
export declare const WARNING_WORDS: ReadonlySet<string>;
/** Headings under which everything is listed or discussed, not asked for. */
export declare const MENTION_SECTION_WORDS: ReadonlySet<string>;
/** Lead-in words that make the list or block after them a catalogue of patterns, not steps. */
export declare const CATALOGUE_LEAD: ReadonlySet<string>;
