/**
 * String helpers that replace regular expressions which are quadratic on hostile input: an anchored
 * `/[chars]+$/` retries from every position of a long run that does not reach the end.
 */

/** `s` without trailing characters from `chars`. Linear. */
export function trimEndChars(s: string, chars: string): string {
  let end = s.length;
  while (end > 0 && chars.includes(s[end - 1]!)) end--;
  return end === s.length ? s : s.slice(0, end);
}

/** `s` without leading characters from `chars`. Linear. */
export function trimStartChars(s: string, chars: string): string {
  let start = 0;
  while (start < s.length && chars.includes(s[start]!)) start++;
  return start === 0 ? s : s.slice(start);
}

const isAsciiLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);

/** True when `s` has ≥3 ASCII letters, then non-letters, then ≥2 letters: two words. One pass. */
export function hasTwoWords(s: string): boolean {
  let run = 0;
  let sawWord = false; // a run of ≥3 letters has ended
  for (let i = 0; i < s.length; i++) {
    if (isAsciiLetter(s.charCodeAt(i))) {
      run++;
      if (sawWord && run >= 2) return true;
    } else {
      if (run >= 3) sawWord = true;
      run = 0;
    }
  }
  return false;
}

/**
 * A regular expression that only matches fixed text (`/x/g`, `/\./g`, a PowerShell `-replace '\.'`), as
 * that text; undefined for anything with metacharacters (scanned regexes are never run).
 */
export function fixedRegexText(pattern: string): string | undefined {
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === '\\') {
      const next = pattern[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) return undefined;
      out += next;
      i++;
    } else if ('^$.*+?()[]{}|'.includes(ch)) return undefined;
    else out += ch;
  }
  return out === '' ? undefined : out;
}

/**
 * `text` matched whole against a wildcard `pattern` — `*` any run, `?` any one character, the rest
 * literal — as shell globs and PowerShell wildcards match. Greedy, with two pointers and a return to the
 * last `*`: no regular expression is built from the input, and the work stays below pattern × text.
 */
export function wildcardMatch(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && (pattern[p] === '?' || pattern[p] === text[t])) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/** A text split at its top-level separators: each part with its offset, and whether its nesting balanced. */
export interface TopLevelParts {
  parts: Array<{ part: string; at: number }>;
  /** Every double-quoted string closed and every bracket matched. */
  balanced: boolean;
}

/**
 * Splits `text` at occurrences of the one-character `sep` outside double-quoted strings (backslash escapes
 * read) and outside the bracket pairs in `brackets` (`'()'`, `'()[]{}'`), as awk and jq programs nest. An
 * occurrence `isOperator` accepts is part of a longer operator (awk's `||`, `|&`) and splits nothing. After a
 * closer with no opener the text is unbalanced and nothing more is split. One pass, linear.
 */
export function splitTopLevel(
  text: string,
  sep: string,
  brackets: string,
  isOperator: (text: string, i: number) => boolean = () => false,
): TopLevelParts {
  const parts: Array<{ part: string; at: number }> = [];
  let depth = 0;
  let inString = false;
  let underflow = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const bracket = brackets.indexOf(c);
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (bracket >= 0 && bracket % 2 === 0) depth++;
    else if (bracket >= 0) underflow ||= --depth < 0;
    else if (c === sep && depth === 0 && !underflow && !isOperator(text, i)) {
      parts.push({ part: text.slice(start, i), at: start });
      start = i + 1;
    }
  }
  parts.push({ part: text.slice(start), at: start });
  return { parts, balanced: !inString && depth === 0 && !underflow };
}
