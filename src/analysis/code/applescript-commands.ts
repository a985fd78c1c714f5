/**
 * Shell command lines an AppleScript builds and hands to something that runs them: `do shell script`, a
 * Terminal `do script`, an iTerm `write text`, a terminal's `set command of cfg to …` (Ghostty's surface
 * configuration, whose command the new tab runs). The argument is often assembled with `&` from string
 * literals and names bound earlier (`set claude_path to item 3 of argv`, `set flags to "--yolo"`), so each
 * is evaluated: a literal is its text, a name its bound value (an `argv` item is the word osascript passed
 * after the script), anything else a `${name}` placeholder the shell analyzer leaves unknown. Only the
 * sinks above count: a `display notification "…"` string is shown, not run. Pure text functions, linear
 * and bounded.
 */

const MAX_TEXT = 64 * 1024;
const MAX_COMMANDS = 16;
const MAX_NAMES = 128;

/** `set NAME to EXPR` on one line (AppleScript statements end at the line). */
const SET = /^[ \t]*set[ \t]+([A-Za-z_]\w{0,60})[ \t]+to[ \t]+([^\n]{1,2000})$/gm;
/** The sinks, each followed by the expression it runs (to the line's end). */
const SINK =
  /^[ \t]*(?:do[ \t]+shell[ \t]+script|do[ \t]+script|write[ \t]+text|set[ \t]+command[ \t]+of[ \t]+[A-Za-z_]\w{0,60}[ \t]+to|tell[ \t]+[^\n]{0,80}?[ \t]to[ \t]+do[ \t]+script)[ \t]+([^\n]{1,2000})$/gm;
const ARGV_ITEM = /^item[ \t]+(\d{1,2})[ \t]+of[ \t]+argv$/;

/**
 * The command lines an AppleScript runs through a shell or a terminal, `argv` being the words osascript
 * passes the script (`osascript - "$a" "$b" <<'EOF'`, `osascript script.scpt a b`), at most 16.
 */
export function appleScriptCommands(text: string, argv: readonly string[] = []): string[] {
  const src = text.slice(0, MAX_TEXT);
  const names = new Map<string, string>();
  for (const m of src.matchAll(SET)) {
    if (names.size >= MAX_NAMES) break;
    const name = m[1]!;
    if (name === 'command') continue;
    const expr = m[2]!.trim();
    const item = ARGV_ITEM.exec(expr);
    if (item) {
      const v = argv[Number(item[1]) - 1];
      if (v !== undefined) names.set(name, v);
      continue;
    }
    const value = evaluate(expr, names);
    if (value !== undefined) names.set(name, value);
  }
  const out: string[] = [];
  for (const m of src.matchAll(SINK)) {
    if (out.length >= MAX_COMMANDS) break;
    const value = evaluate(withoutTarget(m[1]!).trim(), names, true);
    if (value?.trim()) out.push(value);
  }
  return out;
}

/** The expression without the window or tab it is sent to (`do script "…" in window 1`, `with …`). */
function withoutTarget(expr: string): string {
  const q = expr.lastIndexOf('"');
  const tail = expr.slice(q + 1);
  const m = /[ \t](?:in|with)[ \t]/.exec(tail);
  return m && !tail.includes('&', m.index) ? expr.slice(0, q + 1 + m.index) : expr;
}

/**
 * An `&` concatenation of string literals and names, as text. Undefined for anything else unless `loose`,
 * which keeps an unknown part as `${part}` (a sink's argument: what runs is still a command line).
 */
function evaluate(expr: string, names: ReadonlyMap<string, string>, loose = false): string | undefined {
  let out = '';
  let i = 0;
  let parts = 0;
  while (i < expr.length && parts < 256) {
    while (expr[i] === ' ' || expr[i] === '\t') i++;
    if (expr[i] === '"') {
      let j = i + 1;
      while (j < expr.length && expr[j] !== '"') {
        if (expr[j] === '\\' && j + 1 < expr.length) {
          out += expr[j + 1] === 'n' ? '\n' : expr[j + 1];
          j += 2;
        } else out += expr[j++];
      }
      if (j >= expr.length) return undefined;
      i = j + 1;
    } else {
      const word = /^(?:quoted form of[ \t]+)?([A-Za-z_]\w{0,60})/.exec(expr.slice(i));
      if (!word) return loose && out !== '' ? out : undefined;
      const known = names.get(word[1]!);
      if (known === undefined && !loose) return undefined;
      out += known ?? `\${${word[1]}}`;
      i += word[0].length;
    }
    parts++;
    while (expr[i] === ' ' || expr[i] === '\t') i++;
    if (i >= expr.length) break;
    if (expr[i] !== '&') return loose ? out : undefined;
    i++;
  }
  return out;
}
