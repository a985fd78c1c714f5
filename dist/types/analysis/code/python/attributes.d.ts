import type { PyNode as Node } from './ast.js';
import type { Ctx } from './context.js';
import { type PV } from './pv.js';
/**
 * Attribute access on a value (`a.b`), with no evaluation of its own: class attributes and methods of
 * local classes, `pathlib.Path` parts, qualified names of modules and constants.
 */
export declare function attributeOf(ctx: Ctx, obj: PV, name: string): PV;
/** A path's `parents` sequence: `parents[n]` is the folder n + 1 levels up. */
export declare const PATH_PARENTS = "pathlib.Path().parents";
/** The local class an instance value belongs to (`self` inside its methods, `Client()` results). */
export declare function instanceClass(ctx: Ctx, p: PV): string | undefined;
/** `a.b.c` written with identifiers only (the key of attribute stores), else undefined. */
export declare function dottedName(node: Node): string | undefined;
