import { type Statement } from './statements.js';
/**
 * PHP, Lua, Go, Rust and the JVM languages (Kotlin, Java, Groovy, and C#, read alike) as the library-call model
 * (src/analysis/code/scripting/lib-flow.ts) reads them: which one a file is (by its own words: the unit
 * carries no file name), its comments
 * blanked (offsets kept), and its statements. Statements end at a line end or `;` outside brackets, at a
 * block's `{` (`if … {`, `fn main() {`) and at its `}`; a line ending in an operator, or followed by one
 * starting with `.`/`->`, continues. Every statement is bounded in characters and lines.
 */
export type LibLang = 'php' | 'lua' | 'go' | 'rust' | 'jvm';
/** The language of a script file among these, from its opening and its everyday words. */
export declare function libLanguage(text: string): LibLang | undefined;
/** Comments blanked to spaces (strings respected): line and block comments, PHP `#`, Lua `--` and `--[[ ]]`. */
export declare function blankComments(src: string, lang: LibLang): string;
/** The statements of `text`, comments blanked, with offsets into it. */
export declare function libStatements(text: string, lang: LibLang): Statement[];
