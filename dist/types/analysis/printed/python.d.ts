import { type PrintedFile } from './path-values.js';
/** `kind`: the files to report (text documents by default; data files for data-fields.ts). */
export declare function pythonPrintedFiles(source: string, kind?: RegExp): PrintedFile[];
/** The expression before `.method(`: a dotted name with calls and subscripts, or a parenthesised one. */
export declare function receiver(text: string, dot: number): string | undefined;
