import type { MdSpan } from '../markdown-doc.js';
export declare function printedValueSpans(text: string, path: string, fields: readonly string[] | 'all'): MdSpan[];
