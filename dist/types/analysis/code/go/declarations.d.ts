import type { SyntaxNode as Node } from '../syntax-tree.js';
import { type Ctx } from './context.js';
import { type GV } from './gv.js';
/**
 * A Go file's declarations, read before any code runs: its package name, imports (the name each import is
 * used by in this file), functions and methods (`Type.Method`), type names and struct field types, and the
 * `//go:embed` variables (whose value is the embedded files' contents). Also assignment to a name, a field,
 * an index or through a pointer.
 */
/** Declares the file's names; returns its package-level `var`/`const` declarations, to walk in order. */
export declare function declareFile(ctx: Ctx, root: Node): Node[];
/**
 * Stores a value: `x` (declared here with `:=`, else where it was declared), `x.f` (the struct's field,
 * seen by every copy of it; a command's streams, lib-exec.ts), `m[k]` (a map's entry), `*p`.
 */
export declare function assignTarget(ctx: Ctx, target: Node, value: GV, declare: boolean): void;
