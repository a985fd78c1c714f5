import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { type ShellArray, type ShellState } from './state.js';
/**
 * Arrays and name references, which scripts use to keep a command's words apart from the line that runs
 * them: `cmd=(curl -fsSL "$u"); "${cmd[@]}" | bash`, `args+=(-o "$f")`, `${tools[1]}`, an associative
 * array of downloaders picked by a key read from a config (`ref="fetchers[$mode]"; ${!ref} "$url"`),
 * `declare -n r=cmd`. Elements are kept by index or key (state.ts `arrays`); `vars` keeps them joined by
 * blanks too, as the analyzer read arrays before. An element picked by an index not known here is each
 * element in turn: the command is analysed once per element (`eachChoice`), at most `maxLoopItems` times.
 *
 * The expansion callbacks come from words.ts, which imports this module through params.ts.
 */
type Expand = (st: ShellState, node: Node) => Value;
type ExpandFields = (st: ShellState, node: Node) => Value[];
/** `declare -n ref=NAME`: the variable `name` stands for, after at most a few references. */
export declare function resolveRef(st: ShellState, name: string): string;
/** The elements of an array literal `(a "b c" [key]=v)`; unquoted words split into several, as in bash. */
export declare function arrayLiteral(st: ShellState, node: Node, value: Expand, fields: ExpandFields): ShellArray;
/** The elements joined by blanks: the array's value as a plain variable (`$arr`, `${arr[*]}`). */
export declare function joinArray(arr: ShellArray): Value;
/** Stores an array assignment (`a=(…)`, `a+=(…)`) and returns the joined value for `vars`. */
export declare function assignArray(st: ShellState, name: string, arr: ShellArray, append: boolean): Value;
/** `a[k]=v`: one element set; returns the joined value for `vars`. */
export declare function assignElement(st: ShellState, name: string, key: string, v: Value): Value;
/** Every element of a known array, in order (`"${arr[@]}"`), or undefined when `name` is not one. */
export declare function arrayElements(st: ShellState, name: string): Value[] | undefined;
/**
 * `${name[index]}`: the element, when the index is known; each element in turn when it is not
 * (`pickElement`). Undefined when `name` is not a known array or the index is `@`/`*` (the caller's
 * joined value).
 */
export declare function elementValue(st: ShellState, name: string, index: Node, value: Expand): Value | undefined;
/**
 * `${!ref}` where `ref` holds `NAME[KEY]` (an element named by text built at run time): that element,
 * or each element in turn when the key is not known. Undefined when `ref` does not name an element.
 */
export declare function indirectElement(st: ShellState, ref: Value): Value | undefined;
/** `${!arr[@]}`: the keys, joined by blanks. */
export declare function arrayKeys(st: ShellState, name: string): Value | undefined;
/**
 * Runs a command once, or once per element when one of its words picked an array element by an index
 * not known here; what it prints is what every pass printed. Nested commands have their own passes.
 */
export declare function eachChoice(st: ShellState, run: () => Value | undefined): Value | undefined;
export {};
