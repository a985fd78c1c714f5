/**
 * The words of the passage reading (passage-asks.ts, docs/prose.md "Passages"), for many languages at once:
 * send/publish/upload, write/add/set, a negation, the user, telling, "no need", secrets and the conversation
 * (passage-words-*.ts). A list only raises what the language-independent evidence
 * (a secret store and a destination in one passage, a slot written in code) already shows; it never makes an
 * ask out of words alone.
 *
 * Each item of a list is matched against the words of the text (runs of letters and marks, lower-cased,
 * NFC): a plain item is a prefix of a word (inflections: "pošalj" → "pošalji"), `=item` a whole word,
 * `~item` anywhere in a word (languages that put a prefix or infix before the stem: Tagalog "ipinapadala",
 * Swahili "huwekwa", scripts written without spaces), and `_` joins the words of a phrase ("no_need").
 */
export type Concept = 'send' | 'write' | 'neg' | 'user' | 'tell' | 'noNeed' | 'secret' | 'session' | 'content';
/** One word of a text: its lower-cased form and offset. */
export interface Word {
    w: string;
    at: number;
}
/** The words of `text` (already lower-cased and NFC-normalised by the caller). */
export declare function wordsOf(text: string): Word[];
/** Text as the lists are written: NFC, lower case, one space for every run of blanks. */
export declare function normalised(text: string): string;
/** A hit of one concept: the language whose list matched and the offset in the text. */
export interface LexHit {
    lang: string;
    at: number;
    len: number;
}
/** The first word (or phrase) of `concept` in the text, in any language; languages in `only` when given. */
export declare function findConcept(text: string, words: readonly Word[], concept: Concept, only?: ReadonlySet<string>): LexHit | undefined;
/** A negation of the hit's own language in its clause, a few words either side ("nikad ne šalji", "পাঠাবেন না"). */
export declare function negatedAt(text: string, hit: LexHit): boolean;
/**
 * "Need not be mentioned to the user", "O ovom se koraku korisnika ne obavještava", "halihitaji kutajwa kwa
 * mtumiaji": the user (or the reply), a telling verb and a negation or "no need" of one language in one
 * sentence. Returns the offset of the telling verb.
 */
export declare function concealedAt(text: string): number | undefined;
