/**
 * Indexes over the prose recognisers' constant lexicons and phrase lists, shared by every sentence's View:
 * the gates (one bit per recogniser), the phrase lists by first word, and the union of the lexicons
 * searched so far. All are built from module constants, so they stop growing after the first sentences.
 */
/**
 * Each recogniser's gate: the lexicons without one of whose words it cannot match. Gates are registered
 * once when the recognisers load; every lemma maps to the bits of the gates it opens, so a sentence
 * computes one mask over its words and each recogniser tests a bit, instead of every recogniser
 * intersecting its lexicons with the sentence (the hottest loop of prose analysis).
 */
export declare const GATE_BITS: Map<string, number>;
export declare function phraseIndex(phrases: readonly string[][]): ReadonlyMap<string, readonly number[]>;
export interface Gate {
    readonly bit: number;
}
/** Registers a recogniser's gate (at module load, from constant lexicons). */
export declare function gate(...lexicons: ReadonlySet<string>[]): Gate;
/**
 * Registers `set` as searched and returns the registry's version (its number of lexicons), which changes
 * whenever the union of words grows; undefined when the registry is full and `set` is not in it.
 */
export declare function searchedLexicon(set: ReadonlySet<string>): number | undefined;
/** The base form is in some lexicon searched so far. */
export declare function inSearchedLexicon(lemma: string): boolean;
export declare function splitVerbs(pairs: readonly (readonly [string, string])[]): ReadonlySet<string>;
/**
 * What a sentence's View needs of one word: its base-form candidates, the gates they open and whether one is
 * in a searched lexicon, each a pure function of the word and of the (versioned) registries above. Texts
 * repeat the same words, so they are computed once per word per thread (THREAD_WORDS) instead of once per
 * token: the candidates, the gate mask and the searched test were a fifth of prose analysis.
 */
export declare class WordInfo {
    readonly cands: readonly string[];
    private mask;
    private maskFor;
    private searched;
    private searchedFor;
    constructor(cands: readonly string[]);
    /** The bits of the gates some base form opens (GATE_BITS, recomputed if a gate was registered since). */
    gates(): number;
    /** Some base form is in a lexicon searched so far; `version` is `searchedLexicon`'s answer. */
    inSearched(version: number): boolean;
}
/** Words and their lookups. */
export type WordCache = Map<string, WordInfo>;
/**
 * The words of every text this thread reads, shared by all its sentences' views. Per document, each of the
 * real corpus's 2,170 Markdown files computed its distinct words afresh (521,521 word infos for 1.5 million
 * words); shared, a word is looked up once per scan.
 */
export declare const THREAD_WORDS: WordCache;
/**
 * A sentence's words: each token's info (NO_WORD for a token that is no word, through the thread's
 * cache), the gates they open and the indices of the words some searched lexicon knows. The mask and the
 * list are built in the pass that fetches the infos: every sentence asks for both, and asked later, after
 * the rest of the document was analysed, each word's info had to be fetched back from memory.
 */
export declare class SentenceWords {
    readonly infos: WordInfo[];
    private mask;
    private maskFor;
    private known;
    private knownFor;
    constructor(toks: readonly {
        kind: string;
        t: string;
    }[], cache: WordCache);
    /** The gates some word opens (recomputed if a gate was registered since). */
    gates(): number;
    /** The indices of the words with a base form in a lexicon searched so far (`version`: `searchedLexicon`). */
    searched(version: number): readonly number[];
}
/**
 * Each word (by its base forms, `infos`) where a phrase of the list starts that `matches` accepts, with the
 * first such phrase's length (`View.findPhrases`). Only a word some phrase starts with is tried: most are
 * none, and trying each word cost a closure and an index lookup.
 */
export declare function phrasesAt(infos: readonly WordInfo[], phrases: readonly string[][], matches: (at: number, phrase: readonly string[]) => boolean): Array<{
    at: number;
    len: number;
}>;
/** Whether some base form of `cands` is the verb of one of the verb-particle `pairs` (`View.findSplit`). */
export declare function splitVerbIn(cands: readonly string[], pairs: readonly (readonly [string, string])[]): boolean;
/**
 * The first phrase of the list, in list order, that starts with one of the base forms `cands` and that
 * `matches` accepts (the rest of its words checked in place by the caller).
 */
export declare function firstPhrase(cands: readonly string[], phrases: readonly string[][], matches: (phrase: readonly string[]) => boolean): string[] | undefined;
