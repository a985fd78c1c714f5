import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { Call, Ctx } from './context.js';
import { type GV } from './gv.js';
export declare function evalCall(ctx: Ctx, node: Node): GV;
/** A call the analysis does not model: its result carries the taints of everything given to it. */
export declare function unknownCall(call: Call, callee?: GV): GV;
