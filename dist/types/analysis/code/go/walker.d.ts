import type { SyntaxNode as Node } from '../syntax-tree.js';
import { type Ctx, type FnDef } from './context.js';
import { type GV } from './gv.js';
/**
 * Statements and functions. A file is read as the compiler sees it: its declarations first (imports,
 * functions, methods, types, `//go:embed` variables; declarations.ts), then its package-level variables,
 * then `init` and `main` with the functions they call analysed at each call with the arguments bound
 * (bounded per function and in depth), then every function once more with unknown parameters — values
 * marked so that the join across the files of the package (src/model/module-flows.ts) knows which
 * parameter reaches which sink — so nothing in the file goes unread. Branches are walked one after the
 * other (the last assignment wins, the taints of both reach the sinks they flow into); a loop body is
 * walked once, its variable bound to every element of a known slice at once.
 */
export declare function analyzeFile(ctx: Ctx, root: Node): void;
export declare function walkBlock(ctx: Ctx, node: Node | null | undefined): void;
export declare function walkStatement(ctx: Ctx, node: Node): void;
/**
 * Runs a function of the file: `args` bound to its receiver and parameters (the receiver first), or
 * undefined to analyse it with unknown parameters, whose values are marked for the module summary.
 */
export declare function runFunction(ctx: Ctx, fn: FnDef, args: readonly GV[] | undefined): GV;
