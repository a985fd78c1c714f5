export { unescapeAll } from 'markdown-it/lib/common/utils.mjs';
import type { MarkdownDoc } from './markdown-doc.js';
/** Fills `doc` from a parse of `parseText` (the guarded, same-length copy of `text`), offsets into `text`. */
export declare function collect(parseText: string, text: string, doc: MarkdownDoc): void;
