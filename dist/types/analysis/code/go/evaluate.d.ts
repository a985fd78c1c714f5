import type { SyntaxNode as Node } from '../syntax-tree.js';
import { type Ctx } from './context.js';
import { type GV } from './gv.js';
/**
 * Go expressions: literals, names (this function's, the package's, or another file's of the package),
 * `+`, selectors, indexes, slices, conversions, composite literals (structs, maps, slices) and function
 * literals. Calls go to calls.ts through the context's evaluator. A name the file does not declare is a
 * package-level name of another file of its package: its value is marked so the join across files
 * (src/model/module-flows.ts) can tell what it carries.
 */
export declare function evalExpr(ctx: Ctx, node: Node | null | undefined): GV;
/**
 * `x.f`: a known field, else what the struct holds (a field of a secret is the secret's), typed as the
 * struct declares it when that is an instance the analysis models (`r.client` an `*http.Client`).
 */
export declare function fieldOf(ctx: Ctx, obj: GV, field: string): GV;
/** `m["k"]`, `s[0]`, `os.Args[1]`: a known entry, else what the container holds. */
export declare function indexed(ctx: Ctx, obj: GV, indexNode: Node | null): GV;
