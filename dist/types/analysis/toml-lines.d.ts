/**
 * The string values of a TOML file with their full keys and offsets, read line by line: enough for the
 * command tables of tool configurations (`[tool.hatch.envs.x.scripts]`, mise `[hooks]`, `.cargo/config.toml`)
 * without the TOML parser, which the fact extraction does not load (src/analysis/toml-lib.ts is loaded only
 * by the reference graph). Handles table headers, dotted and quoted keys, basic and literal strings (one
 * line or triple-quoted), arrays of strings over several lines, and one-line inline tables. Anything else
 * (numbers, dates, nested inline tables) is skipped. Bounded: 256 KiB of text, 2,000 values.
 */
export interface TomlString {
    /** The full key: table path, then the key's dotted parts (array items share their array's key). */
    key: readonly string[];
    /** The string's value (escapes of basic strings decoded). */
    value: string;
    /** Offset of the value's first character in the file. */
    start: number;
    /** True when `value` is the file's text at `start` character for character (no escapes, no line folding). */
    exact: boolean;
}
/** Every string value of the file, in order. */
export declare function tomlStrings(source: string): TomlString[];
/** True when `key` starts with `prefix`, `*` matching any one part. */
export declare function keyMatches(key: readonly string[], prefix: readonly string[]): boolean;
