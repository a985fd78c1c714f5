import { type PrintedFile } from './path-values.js';
export declare function pythonPrintedFiles(source: string): PrintedFile[];
/** The expression before `.method(`: a dotted name with calls and subscripts, or a parenthesised one. */
export declare function receiver(text: string, dot: number): string | undefined;
