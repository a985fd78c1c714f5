/**
 * PowerShell text as the engine reads it: backtick escapes, doubled quotes, here-strings, tick
 * obfuscation in command names (`i`e`x` is `iex`), case-insensitive names and the `-f` format operator.
 * Pure functions on static text; nothing is evaluated.
 */
/** Decodes backtick escapes of a double-quoted string's literal run (`` `n ``, `` `u{41} ``, `` `$ ``). */
export declare function unescapeRun(run: string, quote: '"' | "'"): string;
/** The body of a string literal's source text: between its quotes, or between a here-string's lines. */
export declare function stringBody(text: string): {
    body: string;
    offset: number;
    quote: '"' | "'";
};
/** A command or member name as PowerShell resolves it: ticks dropped, lower case. */
export declare function normalizeName(name: string): string;
/** The bare program name of a path (`C:\…\powershell.exe` → `powershell`). */
export declare function programName(name: string): string;
/** `"{0}{1}" -f 'a','b'`: placeholders replaced by the arguments' text (format specs ignored). */
export declare function formatText(format: string, args: readonly string[]): string;
/** Case-insensitive replace of every occurrence (what `-replace` does with a fixed pattern). */
export declare function replaceAllCi(text: string, find: string, repl: string): string;
/** `$Script:Name`, `${env:X}`, `@splat` → `name`, `env:x` (lower-cased; scope prefixes dropped). */
export declare function variableName(text: string): string;
