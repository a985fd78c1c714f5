/**
 * Whether an import/export the JS_IMPORT pattern matched names only types, so the compiled program never loads
 * the module: a type-only clause, named specifiers that are all `type`, or `typeof import("./x")` (a type query).
 */
export declare function typeOnlyImport(matched: string, text: string, index: number): boolean;
