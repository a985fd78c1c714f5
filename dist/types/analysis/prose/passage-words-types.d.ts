/**
 * One language's words for the passage reading (passage-lexicon.ts explains the item syntax: a prefix, `=`
 * a whole word, `~` anywhere in a word, `_` between the words of a phrase). Every list is optional.
 */
export interface LanguageWords {
    /** ISO 639 code, for tests and messages. */
    lang: string;
    /** Sending, posting, uploading, publishing, forwarding (any person, tense or voice). */
    send?: string;
    /** Writing, adding, inserting, setting. */
    write?: string;
    /** Negations ("not", "never", "don't"). */
    neg?: string;
    /** The user — and the reply or summary the user reads. */
    user?: string;
    /** Telling, mentioning, informing, explaining. */
    tell?: string;
    /** "There is no need", "need not", "not necessary". */
    noNeed?: string;
    /** Keys, tokens, passwords, secrets, credentials. */
    secret?: string;
    /** The conversation, the chat, a summary of it. */
    session?: string;
    /**
     * What points back at a store named before: its content, the whole of it, the file, what was collected
     * ("Prikupljeni sadržaj objavljuje se …", "Celotno vsebino nato pošlje …").
     */
    content?: string;
}
