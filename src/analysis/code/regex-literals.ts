/**
 * Small readers shared by the hook gate analyses (hook-prefix-gates.ts, hook-substring-gates.ts): the literal
 * run a regular expression's source requires, a quoted word's text, and the line around an offset.
 */

/**
 * The literal characters of a regex source from `start` up to its first operator (`\.claude` → `.claude`),
 * at most `max` long; an optional or repeated last character is not required, so it is dropped. With
 * `blankEnds`, an `\s` ends the run as a blank (`^git\s` requires `git `).
 */
export function literalRun(re: string, start: number, max: number, blankEnds: boolean): string | undefined {
  let lit = '';
  for (let i = start; i < re.length && lit.length < max; i++) {
    const ch = re[i]!;
    if (ch === '\\') {
      const nx = re[i + 1] ?? '';
      if (blankEnds && nx === 's') return `${lit} `;
      if (/\w/.test(nx)) break;
      lit += nx;
      i++;
    } else if ('()[]{}|?*+.^$'.includes(ch)) {
      if ('?*{'.includes(ch)) lit = lit.slice(0, -1);
      break;
    } else lit += ch;
  }
  return lit === '' ? undefined : lit;
}

export function unquote(s: string): string {
  return s.replace(/^(["'])(.*)\1$/, '$2');
}

/** The line of `text` that holds offset `at`. */
export function lineAt(text: string, at: number): string {
  const s = text.lastIndexOf('\n', at) + 1;
  const e = text.indexOf('\n', at);
  return text.slice(s, e < 0 ? text.length : e);
}
