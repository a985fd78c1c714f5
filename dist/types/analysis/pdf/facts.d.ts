import { type FileFacts } from '../extract.js';
import type { ClassifyOptions } from '../hosts.js';
export declare function pdfFacts(bytes: Uint8Array, path: string, hosts?: ClassifyOptions): FileFacts | undefined;
