import type { Tree } from 'web-tree-sitter';
import { type ParseLimits, type ParseResult } from '../grammar.js';
/** Offsets of newlines that separate two words of one parsed command (none when the parse is sound). */
export declare function joinedNewlines(tree: Tree, text: string): number[];
/** Parses shell text, again with the joined lines split when the first parse joined some. */
export declare function parseShell(text: string, limits: ParseLimits): {
    parsed: ParseResult;
    text: string;
};
