import { type PrintedFile } from './path-values.js';
/** `kind`: the files to report (text documents by default; data files for data-fields.ts). */
export declare function jsPrintedFiles(source: string, kind?: RegExp): PrintedFile[];
