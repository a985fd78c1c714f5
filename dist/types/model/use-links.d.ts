import type { TextIntent } from '../analysis/facts.js';
import { type LinkedContext } from './linked-units.js';
export type UseKind = 'turn' | 'prefix' | 'row' | 'quote';
export interface UsedCode {
    lang: string;
    text: string;
}
export declare function addUseUnits(ctx: LinkedContext, intent: TextIntent): Promise<void>;
/** The code of the asked item in one file's text. */
export declare function usedCode(kind: UseKind, arg: string, text: string): UsedCode[];
