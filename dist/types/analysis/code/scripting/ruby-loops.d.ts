import type { Value } from '../../facts.js';
import { type ScriptState } from './model.js';
/** The items of a literal array (`[a, b]`, `%w[a b]`) or hash (`{ k => v, k: v }`, as `k => v` pairs). */
export declare function rubyCollection(rhs: string): string[] | undefined;
/** At a block over a known literal collection, binds its item parameter to the items. */
export declare function rubyWalks(st: ScriptState): void;
/** A file read of `pathExpr`: one read of each item when it is a block parameter over a literal collection. */
export declare function readEach(st: ScriptState, pathExpr: string, start: number, end: number): Value;
/** `name = [ … ]` / `{ … }`: a literal collection kept for the blocks that walk it. */
export declare function rubyCollectionAssigned(st: ScriptState, name: string, rhs: string): void;
/**
 * `found[key] = File.read(p)`, `found << x`: the collection accumulates what is stored in it (read by whoever
 * later sends `found`). Returns whether the statement was one.
 */
export declare function storedInto(st: ScriptState): boolean;
