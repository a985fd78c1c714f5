import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/**
 * PowerShell expressions. The grammar nests every expression in a chain of single-child precedence
 * levels (logical → bitwise → comparison → additive → …); those are skipped in a loop, not recursion.
 * Operators that build text fold on static values: `+`, `-f`, `-join`, `-replace`, `-split`, `*`,
 * `-bxor` and casts (`[char]105`, `[char[]](…)`), indexing (`$PSHome[4]`, `$s[-1..-20]`).
 */
export declare function evalExpr(ix: PsCtx, start: Node): PsVal;
export declare function typeName(node: Node): string;
/** The name of a member: a plain name, or a computed one (`$wc.('Down' + 'loadString')`). */
export declare function memberName(ix: PsCtx, node: Node): string;
