/**
 * Separator checks in a hook script (src/analysis/code/hook-prefix-gates.ts): code that rejects a command
 * holding a shell separator before approving it by its prefix, so that what follows the prefix cannot be
 * another command.
 */

/** A character class or string of shell metacharacters holding `;` and `&` or `|`: a separator check. */
const META_SET = /\[[^[\]\n]{1,30}\]|(["'])[;&|`$<>()\\n \t]{2,20}\1/g;
/** Shell globs and literals that look for one separator: `*";"*`, `*'&&'*`, `"|" in cmd`, `'$(' in cmd`. */
const SEPARATOR_LITERAL =
  /\*(?:["'](?:;|&&|\|\|?|\$\(|`)["']|\\\||;|&&)\*|(["'])(?:;|&&|\|\|?|\$\(|`)\1\s+in\b|\.includes\(\s*(["'])(?:;|&&|\||\$\(|`)\2/;
const SEPARATOR_LITERALS = new RegExp(SEPARATOR_LITERAL.source, 'g');
/** What a guard does on a hit: leave without answering (or deny). */
export const GUARD_EXIT = /\b(?:exit|return|sys\.exit|process\.exit|continue|raise|throw|deny)\b/;

/** Whether the text holds a character class or string of separators, or a glob for one. */
export function separatorCheck(text: string): boolean {
  for (const m of text.matchAll(META_SET)) if (m[0].includes(';') && /[&|]/.test(m[0])) return true;
  return SEPARATOR_LITERAL.test(text);
}

/**
 * Separators a guard must reject for the rest of the command to be one simple command of the prefix's
 * program: `;`, `&` (and `&&`), `|` (and `||`), and command substitution (`$(…)` or backquotes, which run
 * any command inside an approved one: `git log $(rm -rf ~)`). A guard that checks some of them (`*";"*`
 * alone) still lets the others through. A newline also separates commands; guards rarely list it and it is
 * not required here (an under-report).
 */
const MUST_REJECT: ReadonlyArray<(seen: string) => boolean> = [
  (s) => s.includes(';'),
  (s) => s.includes('&'),
  (s) => s.includes('|'),
  (s) => s.includes('$') || s.includes('`'),
];

/** A separator check before the test that leaves (or denies) on a hit, covering every separator between them. */
export function guardedBefore(text: string, before: number): boolean {
  const head = text.slice(0, before);
  let seen = '';
  let checks = 0;
  const take = (m: RegExpMatchArray) => {
    const end = m.index! + m[0].length;
    if (GUARD_EXIT.test(text.slice(end, end + 200))) seen += m[0];
  };
  // A class or string of metacharacters counts when it holds `;` (not a `[[ "$cmd" == … ]]` test).
  for (const m of head.matchAll(META_SET)) {
    if (++checks > 16) break;
    if (m[0].includes(';')) take(m);
  }
  for (const m of head.matchAll(SEPARATOR_LITERALS)) {
    if (++checks > 32) break;
    take(m);
  }
  return MUST_REJECT.every((has) => has(seen));
}
