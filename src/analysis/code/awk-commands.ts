import { splitTopLevel } from '../strings.js';
import { AwkState, propagate, withoutComments } from './awk-program.js';

/**
 * The shell commands an awk program runs: `print … | "sh"` and `printf fmt, args… | "sh"` (the printed
 * lines are the shell's script: awk starts the command once and writes every line to its standard input),
 * `print … | cmd` (cmd runs, fed the lines), `system(cmd)` and `cmd | getline`. Each command is rendered as
 * the text it has at run time — string literals, the values the program's assignments give variables
 * (`BEGIN { base = "https://…" }`), `printf` formats filled with their arguments — and a part known only
 * then (a field `$1`, an unassigned variable) stands in as a shell variable, so the embedded shell reading
 * still sees `curl -fsSL https://host/${AWK_1}/install.sh | sh`. Callers embed each as shell code.
 * Bounded: 64 KiB of program, 32 commands; linear scans.
 */

const MAX_TEXT = 64 * 1024;
const MAX_COMMANDS = 32;
const SHELL_TARGET = /^(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh(?:[ \t]+-[a-z]{1,4})?$/;
const PRINT = /\bprintf?\b(?![ \t]*\()|\bprintf?[ \t]*(?=\()/g;
const SYSTEM = /\bsystem[ \t]*\(/g;
const GETLINE = /\|[ \t]*getline\b/g;

export interface AwkCommand {
  code: string;
  start: number;
  end: number;
}

/**
 * The first character from `from` (at most 2,000 of them) outside awk strings for which `stop` holds, with
 * the parenthesis depth after it; the bounded end when none does. awk strings are `"…"` only, and a line
 * break ends one (awk has no multi-line strings).
 */
function scanCode(src: string, from: number, stop: (c: string, depth: number) => boolean): number {
  let depth = 0;
  let inString = false;
  for (let i = from; i < src.length && i < from + 2_000; i++) {
    const c = src[i]!;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"' || c === '\n') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else {
      if (c === '(') depth++;
      else if (c === ')') depth--;
      if (stop(c, depth)) return i;
    }
  }
  return Math.min(src.length, from + 2_000);
}

/** Where the statement starting at `from` ends: a newline, `;` or `}` outside strings and brackets. */
function statementEnd(src: string, from: number): number {
  return scanCode(src, from, (c, depth) => depth <= 0 && (c === '\n' || c === ';' || c === '}'));
}

/** The `)` that closes the bracket at `open` (strings skipped), or the text's bounded end. */
function closing(src: string, open: number): number {
  return scanCode(src, open, (c, depth) => c === ')' && depth === 0);
}

/** awk's `||` and `|&` (a coprocess) hold a `|` that separates nothing. */
const awkOperator = (text: string, i: number) =>
  text[i + 1] === '&' || text[i + 1] === '|' || text[i - 1] === '|';

/** `name = expression` (as awk-program.ts reads assignments), kept as written for `render`. */
const ASSIGN = /(?<![\w$=!<>~+*/%^-])([A-Za-z_]\w{0,63})[ \t]*=(?!=)[ \t]*([^\n;{}]{1,400})/g;

interface Scope {
  state: AwkState;
  /** Each variable's last assigned expression: a value built from fields keeps its known parts. */
  exprs: Map<string, string>;
}

/** An expression's run-time text: literals and known variables as they are, other parts as `${AWK_…}`. */
function render(scope: Scope, expr: string, depth = 0): string {
  let out = '';
  let n = 0;
  for (const m of expr.matchAll(/(?<!\\)"((?:[^"\\\n]|\\.){0,400})"|(\$?[A-Za-z_]\w{0,63}|\$\d{1,3})/g)) {
    if (n++ >= 64) break;
    if (m[1] !== undefined) out += m[1].replace(/\\n/g, '\n').replace(/\\(.)/g, '$1');
    else {
      const known = scope.state.vars.get(m[2]!)?.text;
      const assigned = scope.exprs.get(m[2]!);
      if (known !== undefined) out += known;
      else if (assigned !== undefined && depth < 4) out += render(scope, assigned, depth + 1);
      else out += `\${AWK_${m[2]!.replace(/\W/g, '')}}`;
    }
  }
  return out;
}

/** `printf fmt, a, b`: the format with each `%s`/`%d` conversion replaced by the next argument's text. */
function printed(state: Scope, args: string, isPrintf: boolean): string {
  const parts = splitTopLevel(args.trim().replace(/^\(([\s\S]*)\)$/, '$1'), ',', '()', awkOperator).parts.map(
    (p) => p.part,
  );
  if (!isPrintf) return parts.map((p) => render(state, p)).join(' ');
  const values = parts.slice(1).map((p) => render(state, p));
  let i = 0;
  return render(state, parts[0] ?? '').replace(
    /%[-+ #0]{0,4}\d{0,4}(?:\.\d{1,4})?[sdicouxXeEfgG]/g,
    () => values[i++] ?? '',
  );
}

export function awkShellCommands(text: string, preset: Readonly<Record<string, string>> = {}): AwkCommand[] {
  const src = withoutComments(text.slice(0, MAX_TEXT));
  if (!/\|[ \t]*(?:"|getline\b|[A-Za-z_])|\bsystem[ \t]*\(/.test(src)) return [];
  const state: Scope = { state: new AwkState(preset), exprs: new Map() };
  propagate(state.state, src);
  for (const m of src.matchAll(ASSIGN)) if (state.exprs.size < 256) state.exprs.set(m[1]!, m[2]!);
  const out: AwkCommand[] = [];
  const add = (code: string, start: number, end: number) => {
    if (out.length < MAX_COMMANDS && code.trim() !== '') out.push({ code, start, end });
  };
  for (const m of src.matchAll(PRINT)) {
    const end = statementEnd(src, m.index + m[0].length);
    const parts = splitTopLevel(src.slice(m.index + m[0].length, end), '|', '()', awkOperator).parts;
    if (parts.length !== 2) continue;
    const target = render(state, parts[1]!.part).trim();
    const lines = printed(state, parts[0]!.part, m[0].startsWith('printf'));
    // A shell reads the printed lines as its script; any other command runs as named, fed the lines.
    add(SHELL_TARGET.test(target) ? lines : target, m.index, end);
  }
  for (const m of src.matchAll(SYSTEM)) {
    const open = m.index + m[0].length - 1;
    const close = closing(src, open);
    add(render(state, src.slice(open + 1, close)), m.index, close + 1);
  }
  for (const m of src.matchAll(GETLINE)) {
    // The command expression before `| getline`: back to the statement's or bracket's start.
    const before = src.slice(Math.max(0, m.index - 400), m.index);
    const cut = Math.max(
      before.lastIndexOf('('),
      before.lastIndexOf('\n'),
      before.lastIndexOf(';'),
      before.lastIndexOf('{'),
    );
    add(render(state, before.slice(cut + 1)), m.index - before.length + cut + 1, m.index + m[0].length);
  }
  return out;
}

/** A program written in awk: a `BEGIN`/`END` block, a pattern-action line, or awk's own variables. */
export function looksLikeAwk(text: string): boolean {
  return /^[ \t]*(?:BEGIN|END|BEGINFILE|ENDFILE)[ \t]*\{|^[ \t]*\/[^/\n]{1,200}\/[ \t]*\{|\bN[FR][ \t]*[<>=!]/m.test(
    text.slice(0, 4096),
  );
}
