/**
 * The `def` blocks of a Python text, found by indentation alone (no parse): which function a line sits
 * in, and that function's text. Used to tell which of a script's edits a write carries
 * (src/analysis/code/hook-script-passes.ts): a dict changed in one function is not what another function
 * serialises. Linear in the text; nothing is evaluated.
 */
export interface PythonBlock {
    /** The function's name. */
    name: string;
    /** First line (the `def` line) and the line after the last, 0-based. */
    start: number;
    end: number;
}
/**
 * The innermost `def` block holding line `at` of `lines`, or undefined at module level. A line belongs to
 * a `def` above it when it is indented deeper than the `def`, and every non-blank line between them is too.
 */
export declare function pythonBlockAt(lines: readonly string[], at: number): PythonBlock | undefined;
/** `name(` in `text` as a call (not the tail of a longer name), `self.name(` included. */
export declare function callsName(text: string, name: string): boolean;
