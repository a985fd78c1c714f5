/**
 * Words of an install asked in prose (src/analysis/prose-installs.ts), in English, Spanish, German, French,
 * Portuguese and Italian: lower-cased single words, as the tokeniser there cuts them.
 */
/** Verbs that bring a file down. */
export declare const FETCH_WORDS: Set<string>;
/** What was fetched, named by kind. */
export declare const FETCHED_NOUNS: Set<string>;
/** Verbs that run, open or install what was fetched. */
export declare const RUN_WORDS: Set<string>;
/** Words that take up what was named before. */
export declare const PRONOUNS: Set<string>;
/** Verbs that put text into a window. */
export declare const PASTE_WORDS: Set<string>;
/** Where pasted text runs. */
export declare const TERMINAL_WORDS: Set<string>;
/** Extensions of files a person installs or runs. */
export declare const ARTEFACT_EXT: string[];
/**
 * A protection removed on the way to the first run, found by all of its words in one passage (the first
 * word also in an asked sentence): Gatekeeper, quarantine, SmartScreen and antivirus overridden, or an
 * archive's password.
 */
export declare const BYPASS_CUES: ReadonlyArray<{
    all: string[];
    what: string;
}>;
/**
 * The label of the units src/analysis/prose-installs.ts makes: the rule words and grades them as a person's
 * install. Kept here, with no imports, so the rule can name it without loading the prose analysis at start.
 */
export declare const ASKED_INSTALL = "text asking to install";
