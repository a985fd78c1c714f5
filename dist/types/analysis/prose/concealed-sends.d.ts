import type { TextIntent } from '../facts.js';
import type { LineMap } from '../lines.js';
import { type Analysed } from './sentence.js';
export declare function concealedSends(analysed: readonly Analysed[], lines: LineMap, intents: readonly TextIntent[]): TextIntent[];
