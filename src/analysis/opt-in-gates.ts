/**
 * Shell option gates, read from the script's text (pure: no model, no files): src/rules/support/opt-in-flags.ts
 * grades behaviours by them, src/discovery/written-config.ts the configuration a script writes.
 */

/**
 * A change a script makes only when the user passes one of its options: the line sits in a branch
 * `if [ "$VAR" = true ]` (`[[ $VAR == true ]]`, `if $VAR; then`, `"$VAR" = 1`/`yes`) whose variable the
 * script sets to false at the top and to true only in a `case` arm of a command-line option
 * (`--global) GLOBAL=true`). The default run leaves it alone: the user asks for it by name
 * (`commit-hook-installer.sh --global`).
 */

const MAX_TEXT = 256 * 1024;
/** How many lines above the change its `if` may start. */
const MAX_BACK = 80;

const IF_VAR =
  /^[ \t]*(?:if|elif)[ \t]+(?:\[\[?[ \t]+"?\$\{?([A-Za-z_]\w{0,40})\}?"?[ \t]+==?[ \t]+"?(?:true|1|yes)"?[ \t]+\]\]?|"?\$\{?([A-Za-z_]\w{0,40})\}?"?)[ \t]*;?[ \t]*(?:then)?[ \t]*$/;
const OPENS = /^[ \t]*if\b/;
const CLOSES = /^[ \t]*fi\b/;

/**
 * The variable of an `if` around line `line` (1-based) whose test is `$VAR = true`, climbing out through
 * other `if`s; an `else` branch is the test's opposite and is skipped.
 */
function gateOf(lines: readonly string[], line: number): string | undefined {
  let depth = 0;
  let inElse = false;
  for (let i = line - 2; i >= 0 && i >= line - 1 - MAX_BACK; i--) {
    const l = lines[i]!;
    // A whole `if …; then …; fi` on one line opens and closes nothing around the change.
    if (OPENS.test(l) && /\bfi[ \t;]*$/.test(l)) continue;
    if (CLOSES.test(l)) depth++;
    else if (depth === 0 && /^[ \t]*else\b/.test(l)) inElse = true;
    else if (/^[ \t]*elif\b/.test(l) && depth === 0) {
      const m = inElse ? null : IF_VAR.exec(l);
      if (m) return m[1] ?? m[2];
      inElse = true;
    } else if (OPENS.test(l)) {
      if (depth > 0) {
        depth--;
        continue;
      }
      const m = inElse ? null : IF_VAR.exec(l);
      if (m) return m[1] ?? m[2];
      inElse = false;
    }
  }
  return undefined;
}

/** Whether `name` starts false and becomes true only in a `case` arm of a `-x`/`--long` option. */
function optionFlag(lines: readonly string[], name: string): boolean {
  const set = new RegExp(
    `^[ \\t]*(?:readonly[ \\t]+)?${name}=["']?(true|false|0|1|yes|no)["']?[ \\t]*(?:;;)?[ \\t]*$`,
  );
  let off = false;
  let byOption = false;
  for (let i = 0; i < lines.length; i++) {
    const m = set.exec(lines[i]!);
    if (!m) continue;
    if (/^(?:false|0|no)$/.test(m[1]!)) {
      off = true;
      continue;
    }
    // The arm's label is on this line (`--global) GLOBAL=true ;;`) or the line above (`--global)`).
    const arm = `${lines[i - 1] ?? ''}\n${lines[i]!}`;
    if (!/(?:^|\n)[ \t]*(?:-{1,2}[\w-]{1,40}(?:[ \t]*\|[ \t]*-{1,2}[\w-]{1,40}){0,3})\)/.test(arm))
      return false;
    byOption = true;
  }
  return off && byOption;
}

/** Whether the change at `line` of a shell script runs only when the user passes an option for it. */
export function optedIn(text: string, line: number): boolean {
  if (text.length > MAX_TEXT) return false;
  const lines = text.split('\n', 20_000);
  const name = gateOf(lines, line);
  return name !== undefined && optionFlag(lines, name);
}
