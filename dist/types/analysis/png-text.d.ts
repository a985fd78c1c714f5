import type { FileFacts } from './extract.js';
import type { ClassifyOptions } from './hosts.js';
/** Where each text chunk's value sits in the file (after its keyword and, for iTXt, its header fields). */
export declare function pngTextSpans(bytes: Uint8Array): Array<{
    key: string;
    start: number;
    end: number;
}>;
/**
 * What a PNG's notes ask, or undefined when it has none the agent reads: each chunk's value is read on its
 * own (a title and a note on one line of bytes are two texts), and its command lines are commands asked.
 */
export declare function pngFacts(bytes: Uint8Array, followed: boolean, hosts?: ClassifyOptions): FileFacts | undefined;
