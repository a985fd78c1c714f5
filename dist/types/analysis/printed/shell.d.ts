import { type PrintedFile } from './path-values.js';
export declare function shellPrintedFiles(source: string): PrintedFile[];
/** A word's values from the script's own assignments (for data-fields-shell.ts). */
export declare function shellWordEvaluator(source: string): (word: string) => string[];
export interface Words {
    words: string[];
    /** Files fed on standard input (`< FILE`). */
    inputs: string[];
    /** Standard output goes to a file (`> notes.md`), not to whoever reads the program's output. */
    redirected: boolean;
    end: number;
}
/** The words of one simple command from `at` to its end (`;`, `&`, `|`, a newline, a closing paren). */
export declare function commandWords(text: string, at: number): Words;
/** One shell word from `at`: quotes, `${…}` and `$(…)` kept whole; undefined at a separator. */
export declare function readWord(text: string, at: number): {
    word: string;
    end: number;
} | undefined;
