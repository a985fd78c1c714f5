import type { Token } from './tokens.js';
/** What this needs of a sentence's View (src/analysis/prose/view.ts, which calls it: no import back). */
interface Sentence {
    readonly n: number;
    readonly toks: readonly Token[];
    /** The word at `i` ('' for anything else). */
    w(i: number): string;
    near(i: number, window: number, pred: (j: number) => boolean, after?: boolean, before?: boolean): number | undefined;
}
/** The store of a tool named by one word (`npm`, `docker`, `kubectl`), for text read without word tokens. */
export declare function storeOfTool(word: string): string | undefined;
/** For each described store in the sentence: the index of its file word, and the store's path. */
export declare function describedStores(v: Sentence): Map<number, string>;
/**
 * The path a code span or path token names: its first word, or the whole span when it is one path whose
 * folders have spaces in them (`~/Library/Application Support/Google/Chrome/Default/Login Data`).
 */
export declare function pathWord(text: string): string;
/** For each described start-up file in the sentence: the index of its file word, and the file's path. */
export declare function describedStartupFiles(v: Sentence): Map<number, string>;
/** The home folder, named in the languages the recognisers read ("carpeta personal", "Home-Verzeichnis"). */
export declare const HOME_WORDS: Set<string>;
export {};
