/**
 * The names a Python or JavaScript program binds, and what to (src/analysis/printed/data-fields-code.ts
 * reads which of them hold loaded records and what each printed expression uses): assignments and
 * destructuring, `lines.append(…)`/`.push(…)` (elements), `for … in`/`for (… of …)` loops and comprehension
 * loops, callbacks over a collection (`tips.map((t) => …)`), and a Python function's `return` values.
 * Text only, bounded: 2,000 matches per kind, values up to 1,200 characters, eight values a name.
 */
export type Style = 'python' | 'js';
export interface Binding {
    value: string;
    /** The name takes each element of `value` (a loop variable, a callback's parameter). */
    loop: boolean;
    /** `value` is added to the name's elements (`lines.append(…)`): what the name holds is derived, not records. */
    element?: true;
}
export declare const MAX_VALUE = 1200;
export declare function pyBindings(text: string): Map<string, Binding[]>;
export declare function jsBindings(text: string): Map<string, Binding[]>;
