import type { LibLang } from './lib-lang.js';
import type { LibState } from './lib-values.js';
/**
 * Lists and loops of the library-call model (lib-flow.ts): list literals whose items a loop variable walks
 * (a read of each path), and, in the JVM family, a loop over a collection whose item carries what it holds.
 */
/**
 * A list literal's items: PHP `[a, b]`/`array(…)`, Lua `{a, b}`, Go `[]string{…}`, Rust `[…]`/`vec![…]`, Kotlin
 * and Java `listOf(…)`/`List.of(…)`.
 */
export declare function listItems(rhs: string, lang: LibLang): string[] | undefined;
/** Loop variables over a list: `foreach ($xs as $x)`, `for _, x := range xs`, `for _, x in ipairs(xs)`. */
export declare function loops(st: LibState, s: string): void;
