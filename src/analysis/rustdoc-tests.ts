/**
 * rustdoc's documentation tests: `cargo test` compiles and runs every Rust code block of a library's doc
 * comments (`///`, `//!`) as a program of its own. An example "of the attack this crate stops" written in an
 * untagged fence is run like a test. A block is Rust when its info string is empty or holds only `rust` and
 * rustdoc's attributes; `ignore`, `no_run` (compiled, never run) and `compile_fail` blocks do not run, nor does
 * a block tagged with anything else (`text`, `sh`, `toml`). Lines rustdoc hides (`# use x;`) are compiled too.
 */

/** A doc comment line: `///` or `//!` (not `////`, an ordinary comment), the prefix and the rest. */
const DOC_LINE = /^([ \t]{0,64}\/\/[/!](?!\/)[ \t]?)(.*)$/;
const FENCE = /^[ \t]{0,3}(`{3,}|~{3,})[ \t]{0,16}([^`\n]{0,200})$/;
/** rustdoc's attributes of a Rust block (besides `rust` itself): the block stays a test. */
const RUST_ATTRIBUTES = new Set(['rust', 'should_panic', 'test_harness', 'standalone_crate', 'allow_fail']);
const NOT_RUN = new Set(['ignore', 'no_run', 'compile_fail']);
const MAX_LINES = 20_000;

/** Whether a fence's info string makes a block rustdoc runs. */
export function runsAsDoctest(info: string): boolean {
  const words = info
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((w) => w !== '' && !w.startsWith('{') && !w.startsWith('.'));
  return words.every(
    (w) => !NOT_RUN.has(w) && (RUST_ATTRIBUTES.has(w) || /^edition\d{4}$/.test(w) || /^ignore-/.test(w)),
  );
}

/**
 * The file with the lines of its runnable doc examples uncommented in place (the prefix and hiding `# `
 * blanked, so every line and column stays where it was) and every other doc-comment line blanked: the
 * examples are read as the code they are, and a `text`, `ignore` or `compile_fail` block (or prose) is not
 * read as code, which the literal reading of src/analysis/code/foreign-calls.ts would otherwise do with
 * any comment. Undefined when the file has no doc comment.
 */
export function rustdocUnit(text: string): string | undefined {
  if (!text.includes('```') && !text.includes('~~~')) return undefined;
  const lines = text.split('\n');
  let fence: string | undefined;
  let runs = false;
  let changed = false;
  for (let i = 0; i < lines.length && i < MAX_LINES; i++) {
    const m = DOC_LINE.exec(lines[i]!);
    if (!m) {
      fence = undefined;
      continue;
    }
    const body = m[2]!;
    const f = FENCE.exec(body);
    const line = lines[i]!;
    lines[i] = ' '.repeat(line.length);
    changed = true;
    if (fence === undefined) {
      if (f) {
        fence = f[1]!;
        runs = runsAsDoctest(f[2]!.trim());
      }
      continue;
    }
    if (f && f[1]!.startsWith(fence[0]!) && f[1]!.length >= fence.length && f[2]!.trim() === '') {
      fence = undefined;
      continue;
    }
    if (!runs) continue;
    const hidden = /^#(?: |$)/.test(body) ? body.slice(Math.min(2, body.length)) : undefined;
    const code = hidden ?? body;
    lines[i] = ' '.repeat(line.length - code.length) + code;
  }
  return changed ? lines.join('\n') : undefined;
}

/**
 * Whether a file of a Cargo package (path relative to its Cargo.toml's folder) is library source, whose
 * doc examples `cargo test` runs: under `src/`, not the binary's `main.rs` or `src/bin/`.
 */
export function isLibrarySource(rel: string): boolean {
  return (
    rel.startsWith('src/') && rel !== 'src/main.rs' && !rel.startsWith('src/bin/') && rel.endsWith('.rs')
  );
}
