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

const DEF = /^([ \t]*)(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w{0,100})/;

function indentOf(line: string): number {
  let n = 0;
  while (n < line.length && (line[n] === ' ' || line[n] === '\t')) n++;
  return n;
}

/** A line that does not end or open a block: blank or a comment. */
function neutral(line: string): boolean {
  const t = line.trimStart();
  return t === '' || t.startsWith('#');
}

/**
 * The innermost `def` block holding line `at` of `lines`, or undefined at module level. A line belongs to
 * a `def` above it when it is indented deeper than the `def`, and every non-blank line between them is too.
 */
export function pythonBlockAt(lines: readonly string[], at: number): PythonBlock | undefined {
  if (at < 0 || at >= lines.length) return undefined;
  let bound = neutral(lines[at]!) ? Number.POSITIVE_INFINITY : indentOf(lines[at]!);
  for (let k = at - 1; k >= 0; k--) {
    const line = lines[k]!;
    if (neutral(line)) continue;
    const indent = indentOf(line);
    if (indent >= bound) continue;
    const m = DEF.exec(line);
    if (m) return { name: m[2]!, start: k, end: blockEnd(lines, k, indent) };
    if (indent === 0) return undefined;
    bound = indent;
  }
  return undefined;
}

/** The line after the last one of the block opened at `start` with indentation `indent`. */
function blockEnd(lines: readonly string[], start: number, indent: number): number {
  let last = start;
  for (let k = start + 1; k < lines.length; k++) {
    const line = lines[k]!;
    if (neutral(line)) continue;
    if (indentOf(line) <= indent) break;
    last = k;
  }
  return last + 1;
}

/** `name(` in `text` as a call (not the tail of a longer name), `self.name(` included. */
export function callsName(text: string, name: string): boolean {
  for (let i = text.indexOf(`${name}(`); i >= 0; i = text.indexOf(`${name}(`, i + 1)) {
    const before = i > 0 ? text[i - 1]! : ' ';
    if (!/\w/.test(before)) return true;
  }
  return false;
}
