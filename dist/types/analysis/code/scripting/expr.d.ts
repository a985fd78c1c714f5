import type { Value } from '../../facts.js';
import type { ScriptLang } from './statements.js';
/**
 * Expressions of a Ruby or Perl statement, read as text: arguments split at top-level commas, and the
 * text of a path or URL rebuilt from string literals (with `#{…}`/`$var` interpolation), concatenation
 * (`+`, Perl's `.`), `File.join`/`File::Spec->catfile`, `File.expand_path`, `URI(…)` and the spellings of
 * the home folder. Variables resolve through the caller's environment. Recursion is bounded by depth
 * and every string by length; nothing is evaluated.
 */
export type Env = ReadonlyMap<string, Value>;
/** The parts of `s` between top-level commas (and `=>`-free), quotes and brackets respected. */
export declare function splitTop(s: string, sep?: string): string[];
/**
 * The argument text of a call whose name ends at `at` in `s`: the inside of balanced parentheses, or
 * (Ruby and Perl allow calls without them) the rest of the statement up to a block or modifier.
 */
export declare function argsAt(s: string, at: number): {
    text: string;
    end: number;
};
/** The index of the bracket closing the one at `open` (or the end of `s`). */
export declare function matching(s: string, open: number): number;
/**
 * The text of an expression as far as it is known: the path or URL it spells, unknown parts as
 * `${name}`. Literal when every part is.
 */
export declare function textOf(expr: string, env: Env, lang: ScriptLang, depth?: number): Value;
/** A variable as the language spells it: Ruby locals, `@ivars` and constants; Perl `$scalars`. */
export declare function variableName(e: string, lang: ScriptLang): string | undefined;
/** Variables an expression mentions that the environment knows (at most 32). */
export declare function mentioned(expr: string, env: Env, lang: ScriptLang): Value[];
