/**
 * rustdoc's documentation tests: `cargo test` compiles and runs every Rust code block of a library's doc
 * comments (`///`, `//!`) as a program of its own. An example "of the attack this crate stops" written in an
 * untagged fence is run like a test. A block is Rust when its info string is empty or holds only `rust` and
 * rustdoc's attributes; `ignore`, `no_run` (compiled, never run) and `compile_fail` blocks do not run, nor does
 * a block tagged with anything else (`text`, `sh`, `toml`). Lines rustdoc hides (`# use x;`) are compiled too.
 */
/** Whether a fence's info string makes a block rustdoc runs. */
export declare function runsAsDoctest(info: string): boolean;
/**
 * The file with the lines of its runnable doc examples uncommented in place (the prefix and hiding `# `
 * blanked, so every line and column stays where it was) and every other doc-comment line blanked: the
 * examples are read as the code they are, and a `text`, `ignore` or `compile_fail` block (or prose) is not
 * read as code, which the literal reading of src/analysis/code/foreign-calls.ts would otherwise do with
 * any comment. Undefined when the file has no doc comment.
 */
export declare function rustdocUnit(text: string): string | undefined;
/**
 * Whether a file of a Cargo package (path relative to its Cargo.toml's folder) is library source, whose
 * doc examples `cargo test` runs: under `src/`, not the binary's `main.rs` or `src/bin/`.
 */
export declare function isLibrarySource(rel: string): boolean;
