import { type PrintedFile } from './path-values.js';
export declare function shellPrintedFiles(source: string): PrintedFile[];
/** One shell word from `at`: quotes, `${…}` and `$(…)` kept whole; undefined at a separator. */
export declare function readWord(text: string, at: number): {
    word: string;
    end: number;
} | undefined;
