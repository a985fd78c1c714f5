import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { type PV } from './pv.js';
export declare function binary(ctx: Ctx, node: Node): PV;
/** `left op right` on values (also `x op= y`). */
export declare function binaryOn(left: PV, op: string, right: PV): PV;
/** `x[i]`, `x[a:b]`, `os.environ["NAME"]`, `sys.modules["os"]`, `mod.__dict__["system"]`, `__builtins__["exec"]`. */
export declare function subscript(ctx: Ctx, node: Node): PV;
/** The elements iterating a value yields: list items, or the characters of a static string. */
export declare function elementsOf(p: PV): PV[] | undefined;
/** One element of a value that cannot be enumerated: its taints, unknown text. */
export declare function elementOf(p: PV): PV;
/** `[body for x in xs if cond]`: evaluated per element when the elements are known (chr() decoders). */
export declare function comprehension(ctx: Ctx, node: Node): PV;
/** Binds an assignment target: names, tuple unpacking, attributes (`self.x`), subscripts (`d[k] = v`). */
export declare function assignTarget(ctx: Ctx, target: Node | null, value: PV): void;
/** Stores a value back where an expression reads it from (a name or a dotted attribute). */
export declare function rebind(ctx: Ctx, node: Node | null, value: PV): void;
