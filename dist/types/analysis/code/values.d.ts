import type { SecretClass, Taint, Value } from '../facts.js';
/**
 * Building abstract values (src/analysis/facts.ts `Value`): constants fold, unknown parts stay visible as
 * `${name}`, taints accumulate. Every analyzer builds values with these so the rules read one shape.
 */
export declare const MAX_VALUE_TEXT = 2000;
export declare function literal(text: string): Value;
/** A variable or expression whose value is not known statically. */
export declare function unknown(name: string, taints?: readonly Taint[]): Value;
export declare function tainted(v: Value, taint: Taint, extra?: {
    from?: string;
    secret?: SecretClass;
}): Value;
/** Concatenation: text joined, literal only when every part is, taints and variables merged. */
export declare function concat(parts: readonly Value[]): Value;
/** Data derived from inputs (a transformation we do not model): taints flow, the text is a summary. */
export declare function derived(text: string, inputs: readonly Value[]): Value;
export declare function hasTaint(v: Value | undefined, t: Taint): boolean;
