import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/** Recipe lines and backtick assignments of a justfile, with `{{…}}` evaluated. */
export declare function justRecipes(text: string, lines: LineMap): UnitSpec[];
/** `{{expression}}` replaced by its value where it evaluates; `{{{{` is a literal `{{`. */
export declare function interpolate(code: string, evaluate: (expr: string) => string | undefined): string;
/**
 * Evaluates just expressions over the file's assignments. Functions are read as the value a run without
 * the user's settings gets: `env_var_or_default`/`env` give their default, `home_directory()` is `$HOME`,
 * the justfile's and invocation folders are `.`; a backtick is the shell's `$(…)`. Anything else (an
 * `if`, an unknown function, a recipe parameter) leaves the expression unevaluated.
 */
export declare function justEvaluator(exprs: ReadonlyMap<string, string>): (expr: string) => string | undefined;
