import type { MarkdownDoc, MdCodeBlock } from '../markdown.js';
import type { CodePlacement } from './facts.js';
import type { Analysed } from './sentence.js';
export declare const RUN_OBJ: ReadonlySet<string>;
export declare function isShellFence(c: MdCodeBlock): boolean;
/** Index of the last analysed sentence that starts before `offset` (binary search; -1 when none). */
export declare function sentenceBefore(sents: readonly Analysed[], offset: number): number;
export declare function placeFences(md: MarkdownDoc, sents: readonly Analysed[]): CodePlacement[];
export declare function placeInline(md: MarkdownDoc, sents: readonly Analysed[]): CodePlacement[];
