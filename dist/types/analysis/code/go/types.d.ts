import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { Ctx } from './context.js';
import { type GV } from './gv.js';
/** The type a pointer, generic instance or qualified name stands for, as the analysis names it. */
export declare function typeName(ctx: Ctx, type: Node | null): string | undefined;
/** What a variable declared without a value holds: a struct with fields to fill, an empty map or slice. */
export declare function zeroValue(ctx: Ctx, type: Node | null): GV;
/** Records the field types of a struct type declared in the file (bounded). */
export declare function declareStruct(ctx: Ctx, name: string, type: Node | null): void;
/** The zero value of a field of a struct of the file, typed as declared (an instance to call methods on). */
export declare function typedField(ctx: Ctx, ref: string | undefined, field: string): GV | undefined;
