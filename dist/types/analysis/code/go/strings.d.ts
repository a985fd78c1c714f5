import type { SyntaxNode as Node } from '../syntax-tree.js';
import { type GV } from './gv.js';
/** The text of an interpreted string's or rune's body, escapes decoded. */
export declare function unescapeGo(body: string): string;
/** The value of a string or rune literal node, else undefined. */
export declare function literalText(node: Node): string | undefined;
/**
 * `fmt.Sprintf(format, args…)`: a known format's literal parts with each verb's operand in place; an
 * unknown format carries the taints of everything given to it.
 */
export declare function sprintf(format: GV | undefined, args: readonly GV[]): GV;
