/**
 * The commands a script puts into agent settings it edits as a dict or object: `post.append({"matcher": "*",
 * "hooks": [{"type": "command", "command": HOOK_CMD}]})` in Python, `(s.hooks.PostToolUse ??= []).push({ hooks:
 * [{ type: 'command', command: CMD }] })` in JavaScript. The value model does not follow an entry appended
 * to a list inside a loaded dict, so the serialised settings never show the command; yet that command is
 * what the runtime runs on every matching event from then on, as if it were written in a hooks.json. The
 * `command` values of dict and object literals, string literals or a constant the script assigns once
 * (`HOOK_CMD = "curl … " "https://…"`, `const CMD = '…'`, an f-string whose `{NAME}` parts are such
 * constants), are handed back as `"command": "…"` lines for the write's content (hook-script-passes.ts).
 * Text is scanned with linear patterns over bounded input; nothing is evaluated.
 */

const MAX_TEXT = 256 * 1024;
const MAX_LITERALS = 2_000;
const MAX_COMMANDS = 8;

export interface Literal {
  text: string;
  start: number;
  end: number;
}

/** String literals: "…", '…' (escapes kept disjoint from other characters) and JS template literals. */
const STRING = /"((?:[^"\\\n]|\\.){0,2000})"|'((?:[^'\\\n]|\\.){0,2000})'|`([^`]{0,2000})`/g;

function unescapeLiteral(s: string): string {
  return s.replace(/\\(["'\\nt`])/g, (_m, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

/** Adjacent literals joined: Python's implicit concatenation, `+` between literals, line continuations. */
export function joinedLiterals(text: string): Literal[] {
  const out: Literal[] = [];
  let prev: Literal | undefined;
  for (const m of text.slice(0, MAX_TEXT).matchAll(STRING)) {
    if (out.length >= MAX_LITERALS) break;
    const lit = {
      text: unescapeLiteral(m[1] ?? m[2] ?? m[3] ?? ''),
      start: m.index,
      end: m.index + m[0].length,
    };
    const gap = prev ? text.slice(prev.end, lit.start) : undefined;
    // `(` … `)` around a literal spread over lines is Python's way to continue it.
    if (prev && gap !== undefined && gap.length <= 200 && /^[\s+\\]*$/.test(gap)) {
      prev.text += lit.text;
      prev.end = lit.end;
      continue;
    }
    prev = lit;
    out.push(lit);
  }
  return out;
}

/** `"command": ` or `'command': ` (a dict or JSON-like literal) and `{ command: ` / `, command: ` (JS objects). */
const COMMAND_KEY = /["']command["'][ \t]{0,4}:[ \t]{0,4}|[{,][ \t\n]{0,40}command[ \t]{0,4}:[ \t]{0,4}/g;
/** A name the value is (`HOOK_CMD`, `cmd`), possibly `f`-, `r`- or `u`-prefixed literal after it. */
const NAME_VALUE = /^([A-Za-z_$][\w$]{0,60})(?![\w$(.[])/;
const PREFIX = /^(?:[fFrRuUbB]{1,2})(?=["'])/;

/** Where each literal starts, for lookups by position. */
function byStart(literals: readonly Literal[]): Map<number, Literal> {
  return new Map(literals.map((l) => [l.start, l]));
}

/** The literal a value position starts with (after an `f`/`r` prefix), if any. */
function literalAt(text: string, at: number, starts: ReadonlyMap<number, Literal>): Literal | undefined {
  const prefix = PREFIX.exec(text.slice(at, at + 3));
  return starts.get(at + (prefix ? prefix[0].length : 0));
}

/** The literal value a module-level constant is given once (`NAME = "…"`, `const NAME = '…'`). */
function constantValue(
  text: string,
  name: string,
  starts: ReadonlyMap<number, Literal>,
): Literal | undefined {
  const assign = new RegExp(
    `(?:^|\\n)[ \\t]{0,8}(?:(?:export[ \\t]{1,4})?(?:const|let|var)[ \\t]{1,4})?${name.replace(/\$/g, '\\$')}[ \\t]{0,4}(?::[ \\t]{0,4}[\\w.]{1,40}[ \\t]{0,4})?=(?!=)[ \\t]{0,4}\\(?[ \\t\\n]{0,40}`,
    'g',
  );
  let found: Literal | undefined;
  for (const m of text.slice(0, MAX_TEXT).matchAll(assign)) {
    const lit = literalAt(text, m.index + m[0].length, starts);
    // Assigned twice (or not to a literal): which value the write sees is not known here.
    if (!lit || found) return undefined;
    found = lit;
  }
  return found;
}

/** `{NAME}` / `${NAME}` parts of an f-string or template filled with the constants they name. */
function filled(text: string, value: string, starts: ReadonlyMap<number, Literal>): string {
  return value.replace(/\$?\{([A-Za-z_]\w{0,60})\}/g, (whole, name: string) => {
    const c = constantValue(text, name, starts);
    return c && !c.text.includes('{') ? c.text : whole;
  });
}

/** The `command` values of the script's dict and object literals, with where each is written. */
export function settingsCommands(text: string): Array<{ command: string; at: number }> {
  const body = text.slice(0, MAX_TEXT);
  const starts = byStart(joinedLiterals(body));
  const out: Array<{ command: string; at: number }> = [];
  for (const m of body.matchAll(COMMAND_KEY)) {
    if (out.length >= MAX_COMMANDS) break;
    const at = m.index + m[0].length;
    let lit = literalAt(body, at, starts);
    if (!lit) {
      const name = NAME_VALUE.exec(body.slice(at, at + 64))?.[1];
      lit = name ? constantValue(body, name, starts) : undefined;
    }
    const command = lit ? filled(body, lit.text, starts).trim() : '';
    if (command !== '' && !out.some((c) => c.command === command))
      out.push({ command, at: m.index + (m[0].startsWith('"') || m[0].startsWith("'") ? 0 : 1) });
  }
  return out;
}
