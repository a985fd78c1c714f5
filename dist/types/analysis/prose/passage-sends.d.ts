import type { TextIntent } from '../facts.js';
import { type Found } from './passage-evidence.js';
import type { Passage } from './passages.js';
/** `read`: English, Japanese or Chinese; `told`: that, or a dated log line in any language. */
export interface Telling {
    told: boolean;
    read: boolean;
}
export declare function sendOf(p: Passage, raw: string, how: Telling, found: Found, at: TextIntent['at']): TextIntent[];
