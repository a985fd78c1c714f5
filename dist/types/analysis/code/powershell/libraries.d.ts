import type { Node, Tree } from 'web-tree-sitter';
import type { ParseLimits } from '../grammar.js';
/** One parsed library: its tree (deleted by the caller when the walk is over), its text, its functions. */
export interface PsLibrary {
    tree: Tree;
    text: string;
    functions: Array<{
        name: string;
        node: Node;
    }>;
}
/** Parses the libraries and lists the functions each defines, by lower-case name. */
export declare function parseLibraries(texts: readonly string[] | undefined, limits: ParseLimits): PsLibrary[];
