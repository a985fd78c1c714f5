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

/** A function's first line: `name() {`, `function name {`, `function name() {`. */
const FUNCTION_HEAD = /^[ \t]*(?:function[ \t]+)?([A-Za-z_][\w-]{0,60})[ \t]*(?:\(\)[ \t]*)?\{[ \t]*$/;
/** A `case` arm's label of literal words (`setup)`, `install|init)`), alone or before the arm's commands. */
const ARM_LABEL = /^[ \t]*(?:\([ \t]*)?((?:[\w.-]{1,40}[ \t]*\|[ \t]*){0,5}[\w.-]{1,40})[ \t]*\)/;
/** A `case` over the script's first argument, or over a variable the script sets from it. */
const CASE_HEAD = /^[ \t]*case[ \t]+"?\$\{?([\w]{1,40})(?::-([\w.-]{1,40}))?\}?"?[ \t]+in\b/;

/** The function whose body holds line `line` (1-based), by its head above and no closing `}` between. */
function enclosingFunction(lines: readonly string[], line: number): string | undefined {
  for (let i = line - 2; i >= 0 && i >= line - 1 - 400; i--) {
    const l = lines[i]!;
    const head = FUNCTION_HEAD.exec(l);
    if (head) return head[1];
    // A function closed above the line: the line is at the top level.
    if (/^\}[ \t]*$/.test(l)) return undefined;
  }
  return undefined;
}

/** Names of variables the script sets from its first argument (`CMD="${1:-help}"`), with their default. */
function firstArgVars(lines: readonly string[]): Map<string, string | undefined> {
  const out = new Map<string, string | undefined>([['1', undefined]]);
  for (const l of lines) {
    const m =
      /^[ \t]*(?:local[ \t]+|readonly[ \t]+)?([A-Za-z_]\w{0,40})="?\$\{?1(?::-([\w.-]{1,40}))?\}?"?[ \t]*$/.exec(
        l,
      );
    if (m) out.set(m[1]!, m[2]);
  }
  return out;
}

/**
 * The subcommands under which the change at `line` of a shell script runs: the line sits in a function the
 * script calls only from `case` arms over its first argument whose labels are literal words (`setup)
 * setup_example_hooks ;;`). Undefined when any call is elsewhere (the top level, another function, a `*)`
 * arm), when the function is called nowhere, or when the argument's default (`${1:-setup}`) is one of the
 * words: a run with no argument makes the change.
 */
export function subcommandGate(text: string, line: number): string[] | undefined {
  if (text.length > MAX_TEXT) return undefined;
  const lines = text.split('\n', 20_000);
  const fn = enclosingFunction(lines, line);
  if (!fn) return undefined;
  const vars = firstArgVars(lines);
  const call = new RegExp(`(?:^|[\\s;(&|])${fn.replace(/[.-]/g, (c) => `\\${c}`)}(?:$|[\\s;)&|])`);
  const words = new Set<string>();
  let calls = 0;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    if (FUNCTION_HEAD.test(l) || !call.test(l) || /^[ \t]*#/.test(l)) continue;
    calls++;
    const arm = armOf(lines, i, vars);
    if (!arm) return undefined;
    for (const w of arm) words.add(w);
  }
  return calls > 0 && words.size > 0 ? [...words] : undefined;
}

/** The literal labels of the `case` arm holding line `i`, when that `case` is over the first argument. */
function armOf(
  lines: readonly string[],
  i: number,
  vars: ReadonlyMap<string, string | undefined>,
): string[] | undefined {
  let labels: string[] | undefined;
  for (let j = i; j >= 0 && j >= i - 60; j--) {
    const l = lines[j]!;
    const head = CASE_HEAD.exec(l);
    if (head) {
      if (!labels || !vars.has(head[1]!)) return undefined;
      const dflt = head[2] ?? vars.get(head[1]!);
      return dflt !== undefined && labels.includes(dflt) ? undefined : labels;
    }
    // The arm ends above the call: `;;` on an earlier line closes the arm the call is not in.
    if (j < i && /;;[ \t]*$/.test(l) && !labels) return undefined;
    if (!labels) {
      const m = ARM_LABEL.exec(l);
      if (m && !/^[ \t]*(?:if|while|for|until|function)\b/.test(l))
        labels = m[1]!.split('|').map((w) => w.trim());
    }
    if (/^[ \t]*(?:esac|\})[ \t]*$/.test(l) && j < i) return undefined;
  }
  return undefined;
}
