/**
 * Work-arounds for the tree-sitter PowerShell grammar, applied to the text before parsing; every
 * replacement has the same UTF-16 length, so every offset stays the same.
 *
 * Comments in strings: inside a double-quoted string, a `#` that follows
 * whitespace after a token boundary (a variable, `$(…)`, a backtick escape) is lexed as the start of a
 * comment, so `". `"$loader`"  # marker"` swallows the rest of the line and the statements after it into
 * an ERROR node (a marker comment in a line appended to `$PROFILE` is a common idiom). Before parsing,
 * such a `#` is replaced by a private-use character; `unescapeRun` (strings.ts) turns it back into `#` when
 * the string's value is read.
 *
 * PowerShell 7 operators: the grammar knows Windows PowerShell 5.1, and its error recovery after `??`
 * swallows the rest of the script (an attacker only has to write `$u = $env:X ?? 'http://…'` first). In
 * code (not strings or comments) `??` becomes `-f`, a binary operator the grammar parses, which the
 * interpreter reads back as `??` from the original text (expr.ts); `??=` becomes `  =` (an assignment
 * that may happen is analysed as one that does); the pipeline chain operators `&&` and `||` become `; `
 * (both sides may run, as two statements).
 */

/** Stands for `#` inside double-quoted strings while the grammar parses the text. */
export const HASH_STAND_IN = '\uE023';

type Mode = 'code' | 'dq' | 'sq';

/** Characters after which a `#` in code starts a comment (PowerShell: at the start of a token). */
const COMMENT_BEFORE = /[\s;|(){}]/;

/** Where `??` stood in the text the interpreter reads: the grammar saw `-f` there. */
export const COALESCE_STAND_IN = '-f';

const PS7_OPERATOR = /\?\?|&&|\|\|/;

/**
 * The text with every `#` after whitespace inside a double-quoted (not here-) string replaced by
 * HASH_STAND_IN, and PowerShell 7 operators in code replaced by stand-ins. One linear pass; nesting of
 * `$(…)` inside strings is tracked up to a fixed depth.
 */
export function prepareForGrammar(text: string): string {
  if (!(text.includes('#') && text.includes('"')) && !PS7_OPERATOR.test(text)) return text;
  const out = text.split('');
  // Each entry: the mode, and for a `$(…)` inside a string the open-paren depth of that code.
  const stack: Array<{ mode: Mode; parens: number }> = [{ mode: 'code', parens: 0 }];
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const top = stack[stack.length - 1]!;
    const ch = text[i]!;
    if (top.mode === 'sq') {
      if (ch === "'") {
        if (text[i + 1] === "'") i++;
        else stack.pop();
      }
      continue;
    }
    if (top.mode === 'dq') {
      if (ch === '`') i++;
      else if (ch === '"') {
        if (text[i + 1] === '"') i++;
        else stack.pop();
      } else if (ch === '$' && text[i + 1] === '(' && stack.length < 64) {
        stack.push({ mode: 'code', parens: 1 });
        i++;
      } else if (ch === '#' && /[ \t]/.test(text[i - 1] ?? '')) {
        out[i] = HASH_STAND_IN;
        changed = true;
      }
      continue;
    }
    const rewritten = ps7Operator(text, i);
    if (rewritten !== undefined) {
      for (let k = 0; k < rewritten.length; k++) out[i + k] = rewritten[k]!;
      i += rewritten.length - 1;
      changed = true;
      continue;
    }
    i = codeStep(text, i, top, stack);
  }
  return changed ? out.join('') : text;
}

/** The stand-in for a PowerShell 7 operator starting at `i` in code, or undefined. */
function ps7Operator(text: string, i: number): string | undefined {
  const two = text.slice(i, i + 2);
  if (two === '??') return text[i + 2] === '=' ? '  =' : COALESCE_STAND_IN;
  if (two === '&&' || two === '||') return '; ';
  return undefined;
}

/** One step in code: skips comments and here-strings whole, opens strings, tracks `$(…)` parens. */
function codeStep(
  text: string,
  i: number,
  top: { parens: number },
  stack: Array<{ mode: Mode; parens: number }>,
): number {
  const ch = text[i]!;
  if (ch === '`') return i + 1;
  if (ch === '<' && text[i + 1] === '#') {
    const end = text.indexOf('#>', i + 2);
    return end < 0 ? text.length : end + 1;
  }
  if (ch === '#' && (i === 0 || COMMENT_BEFORE.test(text[i - 1]!))) {
    const end = text.indexOf('\n', i);
    return end < 0 ? text.length : end;
  }
  if (
    ch === '@' &&
    (text[i + 1] === '"' || text[i + 1] === "'") &&
    /^[ \t]*\r?\n/.test(text.slice(i + 2, i + 80))
  ) {
    // A here-string runs to a line that starts with its closing quote and `@`.
    const close = `\n${text[i + 1]}@`;
    const end = text.indexOf(close, i + 2);
    return end < 0 ? text.length : end + close.length - 1;
  }
  if (ch === '"' && stack.length < 64) stack.push({ mode: 'dq', parens: 0 });
  else if (ch === "'" && stack.length < 64) stack.push({ mode: 'sq', parens: 0 });
  else if (stack.length > 1 && ch === '(') top.parens++;
  else if (stack.length > 1 && ch === ')' && --top.parens === 0) stack.pop();
  return i;
}
