/**
 * A small evaluator of the path expressions Python and JavaScript programs write
 * (`ROOT / "context" / name`, `join(root, 'CHANGELOG.md')`, `` `${dir}/notes.md` ``): string literals,
 * names, calls of path functions, attribute and method chains, `/` (pathlib) and `+` joins, `or`/`??`
 * fallbacks, tuples and lists (their elements are alternatives). The language readers (python.ts, js.ts)
 * supply what each name, call and member means; anything they do not know is `*`. Text only, bounded:
 * expressions up to 600 characters, nesting five deep.
 */
export type Evaluate = (expr: string, depth: number) => string[];
export interface ExprHooks {
    /** Operators that join paths (`/` in Python) and strings (`+`). */
    joins: readonly string[];
    /** Fallback operators (`or`; `??`, `||`): the first operand's runtime folder wins. */
    fallbacks: readonly string[];
    /** A string literal at `i` (its interpolations filled), or undefined. */
    literal(text: string, i: number, depth: number, ev: Evaluate): {
        values: string[];
        end: number;
    } | undefined;
    /** A name (dotted: `process.env.X`, `__file__`); undefined when not known as a whole. */
    name(id: string, depth: number, ev: Evaluate): string[] | undefined;
    /** A call of a dotted callee with its argument texts; undefined when it is no path function. */
    call(callee: string, args: readonly string[], depth: number, ev: Evaluate): string[] | undefined;
    /** A member of a value (`.parent`, `.resolve()`, `.parents[2]`); undefined when unknown. */
    member(values: string[], name: string, args: readonly string[] | undefined, index: string | undefined, depth: number, ev: Evaluate): string[] | undefined;
}
/** Splits `text` at top-level occurrences of `sep` (outside quotes and brackets), bounded. */
export declare function splitTop(text: string, seps: readonly string[]): {
    parts: string[];
    ops: string[];
};
/** The index after the bracket that closes the one at `open`, or -1. */
export declare function closing(text: string, open: number): number;
export declare function evaluator(hooks: ExprHooks): Evaluate;
