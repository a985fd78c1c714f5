/**
 * Commands that code in languages without a parser here (Go, Rust, Java/Kotlin/Groovy, C#, R, Julia,
 * Elixir, Swift, CMake, Tcl …; lang `scripting`) hands to the operating system as an argument list rather
 * than as one string: `exec.Command("curl", "-o", f, u)`, `Command::new("sh").arg("-c").arg(cmd)`,
 * `new ProcessBuilder("bash", "-c", cmd)`, `system2("curl", c("-O", u))`, `System.cmd("sh", ["-c", cmd])`,
 * `execute_process(COMMAND sh -c "…")`, Tcl `exec sh -c {…}`. Each is turned back into the command line
 * it runs, which the caller analyses as embedded shell; an argument that is not a literal becomes `$ARG`
 * (unknown to the shell analyzer, as it is to us). Only what the literals say is read: nothing is guessed.
 * Pure text functions, linear and bounded (256 KiB, 8,192 literals, 64 commands).
 */

import { assignments } from './foreign-loads.js';

export interface Literal {
  value: string;
  start: number;
  end: number;
}

export interface ForeignCommand {
  /** The command line, shell-quoted. */
  code: string;
  start: number;
  end: number;
  label: string;
}

const MAX_TEXT = 256 * 1024;
const MAX_LITERALS = 8_192;
const MAX_COMMANDS = 64;
const MAX_LITERAL = 2_000;

/**
 * Quoted strings on one line (double quotes with backslash escapes; single quotes, which several of
 * these languages use for characters or raw strings, the same way). Comments are not skipped: a command
 * in a comment of a language we do not parse is rare, and an argument list needs a call head anyway.
 */
export function literalsIn(text: string): Literal[] {
  const src = text.slice(0, MAX_TEXT);
  const out: Literal[] = [];
  for (let i = 0; i < src.length && out.length < MAX_LITERALS; i++) {
    const q = src[i];
    if (q !== '"' && q !== "'") continue;
    let j = i + 1;
    let value = '';
    while (j < src.length && src[j] !== q && src[j] !== '\n' && j - i <= MAX_LITERAL) {
      if (src[j] === '\\' && j + 1 < src.length && src[j + 1] !== '\n') {
        const c = src[j + 1]!;
        value += c === 'n' ? '\n' : c === 't' ? '\t' : c;
        j += 2;
      } else value += src[j++];
    }
    // An unclosed quote: go on after where its scan stopped, so a line of escaped quotes costs one scan,
    // not one per quote (quadratic on hostile input).
    if (src[j] !== q) {
      i = Math.max(i, j - 1);
      continue;
    }
    out.push({ value, start: i, end: j + 1 });
    i = j;
  }
  return out;
}

/** A program that runs its `-c` (or `/c`, `-Command`) argument as a command line. */
const SHELL = /^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k|a)?sh$|^cmd(?:\.exe)?$|^(?:pwsh|powershell)(?:\.exe)?$/i;
const RUN_FLAG = /^(?:-[a-z]{0,3}c|\/[ck]|-command)$/i;
/**
 * What may stand between two arguments of one list: separators, brackets and up to three short words
 * (`.arg(`, `, `, `new String[]{`, `listOf(`, `vec![`, `c(`). A statement end or anything longer
 * breaks the list.
 */
const ARG_GAP = /^[\s,()[\]{}.&!:<>]{0,24}(?:[A-Za-z_]{1,16}[\s,()[\]{}.&!:<>]{0,24}){0,3}$/;
const MAX_GAP = 48;

function joined(a: Literal, b: Literal, src: string): boolean {
  return b.start - a.end <= MAX_GAP && ARG_GAP.test(src.slice(a.end, b.start));
}

/** One argument as the shell would need it quoted to mean the same word. */
function quoted(word: string): string {
  if (word === '$ARG') return word;
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Calls whose arguments are a program and its arguments (an argv, no shell in between). */
const ARGV_HEAD =
  /\b(?:exec\.Command(?:Context)?|Command::new|ProcessBuilder|system2|processx::run|sys::exec_(?:wait|internal)|Process\.Start|ProcessStartInfo|System\.cmd|Cmd|run_command|Runtime\.getRuntime\(\)\.exec)\s*\(/g;

/**
 * The argument list that starts at a call head: the literals up to where the statement ends (a `;`, or a
 * line end after the call's parentheses that the next line does not continue with `.`), non-literal
 * arguments as `$ARG` (what comes before the first literal, like Go's context, is not an argument).
 */
function argvAt(
  src: string,
  lits: readonly Literal[],
  from: number,
  vars: ReadonlyMap<string, string>,
): { words: string[]; end: number } | undefined {
  let depth = 0;
  let end = Math.min(src.length, from + 1_500);
  let k = lits.findIndex((l) => l.start >= from);
  if (k < 0) return undefined;
  for (let i = from; i < end; i++) {
    while (k < lits.length && lits[k]!.end <= i) k++;
    // Inside a literal: its brackets and semicolons are text.
    if (k < lits.length && lits[k]!.start <= i) continue;
    const c = src[i];
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    // The call's own parentheses may span lines; once they close, a line end ends the statement unless
    // the next line goes on with `.` (a Rust or Java builder chain: `.arg("-c")`).
    const lineEnds = c === '\n' && depth < 0 && !/^\s*\./.test(src.slice(i + 1, i + 40));
    if (c === ';' || lineEnds) end = i;
  }
  const inside = lits.filter((l) => l.start >= from && l.end <= end);
  if (inside.length === 0) return undefined;
  const words: string[] = [];
  // Something besides separators between two literals (or after the last): a variable (its literal value
  // when the file assigns it one) or an expression (`$ARG`).
  const argBetween = (a: number, b: number) => {
    const gap = src.slice(a, b).replace(/\b(?:arg|args|new|String|c|list|listOf|arrayOf|vec|of)\b/g, '');
    if (!/[A-Za-z_$]/.test(gap)) return;
    const name = /^[\s,()[\]{}.&!:<>]{0,24}([A-Za-z_]\w{0,63})[\s,()[\]{}.&!:<>]{0,24}$/.exec(gap)?.[1];
    words.push((name !== undefined ? vars.get(name) : undefined) ?? '$ARG');
  };
  let prev = from;
  for (const l of inside) {
    // A `format!` whose every hole is a variable the file gives a literal is that text: no expression.
    const from16 = Math.max(0, l.start - 16);
    const fmt = FORMAT_BEFORE.exec(src.slice(from16, l.start));
    const filled = fmt && /\{[A-Za-z_]/.test(l.value) ? inlineArgs(l.value, vars) : undefined;
    const whole = fmt !== null && filled !== undefined && !/[{}]/.test(filled);
    if (words.length > 0) argBetween(prev, whole ? from16 + fmt.index : l.start);
    words.push(whole ? filled : l.value);
    prev = l.end;
  }
  // After the last literal, up to the parenthesis that closes its call (`, mirror).Run()`).
  const close = src.indexOf(')', prev);
  argBetween(prev, close < 0 || close > end ? end : close);
  return { words, end };
}

/** Rust's `format!(` right before a literal: its `{name}` holes are the variables of that name. */
const FORMAT_BEFORE = /format!\s{0,4}\(\s{0,4}$/;

/** `format!("curl -fsSL {url} | sh")` (Rust 2021 inline arguments, `{url:?}` too): holes filled from the file's literals. */
function inlineArgs(value: string, vars: ReadonlyMap<string, string>): string {
  return value.replace(
    /\{([A-Za-z_]\w{0,63})(?::[^{}]{0,16})?\}/g,
    (hole, name: string) => vars.get(name) ?? hole,
  );
}

/** A call's first argument is a literal (in a Java array, a list or R's `c(…)`); Go's context may come first. */
const PROGRAM_FIRST = /^\s*(?:new\s+String\s*\[\]\s*\{\s*|\[\s*|c\(\s*)?["']/;
const PROGRAM_AFTER_CONTEXT = /^\s*(?:[A-Za-z_]\w{0,40}\s*,\s*)?["']/;

/** `exec.Command("curl", "-fsSL", u)` and its kin, as command lines. */
function argvCommands(
  src: string,
  lits: readonly Literal[],
  vars: ReadonlyMap<string, string>,
  out: ForeignCommand[],
): void {
  for (const m of src.matchAll(ARGV_HEAD)) {
    if (out.length >= MAX_COMMANDS) return;
    const from = m.index + m[0].length;
    // The first argument must be the program, as a literal (after Go's context argument).
    const first = /Context/.test(m[0]) ? PROGRAM_AFTER_CONTEXT : PROGRAM_FIRST;
    if (!first.test(src.slice(from, from + 80))) continue;
    const argv = argvAt(src, lits, from, vars);
    if (!argv || argv.words.length === 0) continue;
    out.push({
      code: argv.words.map(quoted).join(' '),
      start: m.index,
      end: argv.end,
      label: 'argument-list command',
    });
  }
}

/**
 * A shell, its run flag and a command as three adjacent literals of one list, whatever call holds them
 * (`["sh", "-c", cmd].execute()`, `exec(new String[]{"bash","-c",cmd})`); or a shell and `-c …` as two
 * (`Process.Start("bash", "-c \"…\"")`).
 */
function shellTriples(src: string, lits: readonly Literal[], out: ForeignCommand[], taken: number[]): void {
  for (let i = 0; i + 1 < lits.length && out.length < MAX_COMMANDS; i++) {
    const a = lits[i]!;
    if (!SHELL.test(a.value) || taken.some((t) => t === a.start)) continue;
    const b = lits[i + 1]!;
    if (!joined(a, b, src)) continue;
    const c = lits[i + 2];
    if (RUN_FLAG.test(b.value) && c && joined(b, c, src)) {
      out.push({ code: c.value, start: c.start, end: c.end, label: 'shell command in an argument list' });
      i += 2;
      continue;
    }
    const inline = /^-c\s+(.+)$/s.exec(b.value);
    if (inline) out.push({ code: inline[1]!, start: b.start, end: b.end, label: 'shell command argument' });
  }
}

/** CMake's `COMMAND` words (up to the next keyword or the closing parenthesis) and Tcl's `exec` line. */
const CMAKE_COMMAND = /\bCOMMAND[ \t]+([^)\n]{1,2000})/g;
const CMAKE_KEYWORD =
  /\s(?:COMMAND|WORKING_DIRECTORY|OUTPUT_VARIABLE|ERROR_VARIABLE|RESULT_VARIABLE|OUTPUT_QUIET|ERROR_QUIET|DEPENDS|BYPRODUCTS|COMMENT|VERBATIM|USES_TERMINAL|TIMEOUT|OUTPUT|MAIN_DEPENDENCY|COMMAND_ECHO)\b/;
const TCL_EXEC = /(?:^|\[)[ \t]*exec[ \t]+([^\]\n]{1,2000})/gm;

function wordCommands(src: string, out: ForeignCommand[], tcl: boolean): void {
  for (const m of src.matchAll(CMAKE_COMMAND)) {
    if (out.length >= MAX_COMMANDS) return;
    const words = m[1]!.split(CMAKE_KEYWORD, 1)[0]!.trim();
    if (words) out.push({ code: words, start: m.index, end: m.index + m[0].length, label: 'CMake COMMAND' });
  }
  if (!tcl) return;
  for (const m of src.matchAll(TCL_EXEC)) {
    if (out.length >= MAX_COMMANDS) return;
    // Tcl braces quote a word as it is: `exec sh -c {curl … | sh}`.
    const words = m[1]!
      .replace(/\{([^{}]{0,2000})\}/g, (_, w: string) => `'${w.replace(/'/g, `'\\''`)}'`)
      .trim();
    if (words) out.push({ code: words, start: m.index, end: m.index + m[0].length, label: 'Tcl exec' });
  }
}

/**
 * Calls and named arguments whose string is one command line for a shell: Starlark's `local("…")` (Tilt,
 * Bazel macros), Jenkins' `sh '…'`/`bat '…'`, Elixir's `Mix.shell().cmd("…")`, Erlang's `os:cmd("…")`, and
 * `cmd = "…"`/`serve_cmd = "…"`/`command = "…"` (Tilt's `local_resource`, Terraform's `local-exec`).
 */
const STRING_COMMAND =
  /\b(?:local|sh|bat|Mix\.shell\(\)\.cmd|os:cmd|:os\.cmd)[ \t]{0,4}\(?[ \t]{0,4}(?:script[ \t]{0,4}:[ \t]{0,4})?(?=["'])|\b(?:cmd|serve_cmd|command)[ \t]{0,4}=[ \t]{0,4}(?=["'])/g;

function stringCommands(src: string, lits: readonly Literal[], out: ForeignCommand[]): void {
  let k = 0;
  for (const m of src.matchAll(STRING_COMMAND)) {
    if (out.length >= MAX_COMMANDS) return;
    const at = m.index + m[0].length;
    while (k < lits.length && lits[k]!.start < at) k++;
    const lit = lits[k];
    if (!lit || lit.start !== at || lit.value.trim() === '') continue;
    out.push({ code: lit.value, start: lit.start, end: lit.end, label: 'shell command string' });
  }
}

/**
 * Every command a script in a language without a parser hands on as an argument list, in text order.
 * `tcl`: read Tcl's `exec` lines too (not for Ruby and Perl, whose `exec "…"` is read as a string);
 * `vars`: the file's literal assignments, when the caller has them already (src/analysis/code/foreign-loads.ts).
 */
export function foreignCommands(
  text: string,
  opts: { tcl: boolean; vars?: ReadonlyMap<string, string> },
): ForeignCommand[] {
  const src = text.slice(0, MAX_TEXT);
  const lits = literalsIn(src);
  const out: ForeignCommand[] = [];
  argvCommands(src, lits, opts.vars ?? assignments(src), out);
  stringCommands(src, lits, out);
  // A shell named first in a call's list is read by that call's command line already.
  const taken = lits.filter((l) => out.some((c) => l.start >= c.start && l.end <= c.end)).map((l) => l.start);
  shellTriples(src, lits, out, taken);
  wordCommands(src, out, opts.tcl);
  out.sort((a, b) => a.start - b.start);
  return out.slice(0, MAX_COMMANDS);
}
