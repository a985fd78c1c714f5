/**
 * A work-around for the tree-sitter PowerShell grammar: inside a double-quoted string, a `#` that follows
 * whitespace after a token boundary (a variable, `$(…)`, a backtick escape) is lexed as the start of a
 * comment, so `". `"$loader`"  # marker"` swallows the rest of the line and the statements after it into
 * an ERROR node (a marker comment in a line appended to `$PROFILE` is a common idiom). Before parsing,
 * such a `#` is replaced by a private-use character of the same UTF-16 length, so every offset stays the
 * same; `unescapeRun` (strings.ts) turns it back into `#` when the string's value is read.
 */

/** Stands for `#` inside double-quoted strings while the grammar parses the text. */
export const HASH_STAND_IN = '\uE023';

type Mode = 'code' | 'dq' | 'sq';

/** Characters after which a `#` in code starts a comment (PowerShell: at the start of a token). */
const COMMENT_BEFORE = /[\s;|(){}]/;

/**
 * The text with every `#` after whitespace inside a double-quoted (not here-) string replaced by
 * HASH_STAND_IN. One linear pass; nesting of `$(…)` inside strings is tracked up to a fixed depth.
 */
export function protectStringHashes(text: string): string {
  if (!text.includes('#') || !text.includes('"')) return text;
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
    i = codeStep(text, i, top, stack);
  }
  return changed ? out.join('') : text;
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
