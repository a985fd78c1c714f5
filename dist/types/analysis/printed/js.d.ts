import { type PrintedFile } from './path-values.js';
export declare function jsPrintedFiles(source: string): PrintedFile[];
