import { literal } from '../values.js';
import { argsAt, matching, splitTop } from './expr.js';
import type { LibState } from './lib-values.js';
import { upTo } from './model.js';

/**
 * Lua (Neovim) programs whose output the code keeps: `vim.system({ 'curl', '-fsS', URL }, opts, function(res)
 * … res.stdout … end)`, `vim.system({…}):wait().stdout`, `vim.fn.system({ 'curl', URL })`, `io.popen('curl -s '
 * .. URL):read('*a')`. When the program is a downloader (curl, wget) given a URL, its output is that URL's
 * body: a `fetch`, and the value is downloaded bytes wherever it goes — the call's own value (what a
 * statement assigns) and the first parameter of a callback given in the same call (Neovim passes the
 * finished process, whose `stdout` is the body). A secret the command's text is built from travels with the
 * request (a header, a query): a `send` of it. Any other program is left to the shell tables.
 */

/**
 * `vim.fn.jobstart` is not here: its callbacks receive a job id and lines, not the finished process.
 * WezTerm's `run_child_process` (called with a table, often without parentheses) returns `success, stdout,
 * stderr`: the second name a statement assigns is the output.
 */
const PROCESS =
  /\b(?:vim\.system|vim\.fn\.system(?:list)?|io\.popen|(wezterm\.run_child_process))\s*(?=[({])/g;
/** `local ok, out = …`: the names a statement assigns several values to. */
const SEVERAL_NAMES = /^\s*(?:local\s+)?[A-Za-z_]\w{0,63}\s*,\s*([A-Za-z_]\w{0,63})\s*=/;
const DOWNLOADER = /^(?:.*\/)?(?:curl|wget)$/;
const URL_START = /^https?:\/\//;
const CALLBACK = /\bfunction\s*\(\s*([A-Za-z_]\w{0,63})/;

export function luaProcessOutputs(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(PROCESS), 4)) {
    const open = m.index + m[0].length;
    // `f { … }` is a call with one table in Lua.
    const call =
      s[open] === '{'
        ? { text: s.slice(open, matching(s, open) + 1), end: matching(s, open) + 1 }
        : argsAt(s, open);
    const args = s[open] === '{' ? [call.text] : splitTop(call.text);
    const words = commandWords(st, args[0] ?? '');
    if (!DOWNLOADER.test(words[0] ?? '')) continue;
    const url = words.slice(1).find((w) => URL_START.test(w));
    if (url === undefined) continue;
    const tool = words[0]!.replace(/^.*\//, '');
    // A secret spliced into the command (`"curl -H 'X-Key: " .. token .. "' " .. url`) goes with the
    // request, as the same curl line in a shell script sends it.
    const argAt = s.indexOf(args[0] ?? '', open);
    const flow = st.valueIn(argAt, argAt + (args[0] ?? '').length);
    const carried = flow.taints.includes('secret') ? [flow] : [];
    const body = st.request(tool, 'GET', literal(url), carried, [], { start: m.index, end: call.end });
    st.addSpan(m.index, call.end, body);
    const output = m[1] ? SEVERAL_NAMES.exec(s.slice(0, m.index))?.[1] : undefined;
    if (output && st.env.size < 512) st.env.set(output, body);
    const callback = args
      .slice(1)
      .map((a) => CALLBACK.exec(a)?.[1])
      .find((n) => n !== undefined);
    if (callback && st.env.size < 512) st.env.set(callback, body);
  }
}

/**
 * PHP's command runners that return the output: `shell_exec(cmd)`, the backtick operator, `popen(cmd, 'r')`
 * (its handle, read with `stream_get_contents`/`fgets`) and `exec(cmd)` (the last line). A downloader given a
 * URL there makes the value that URL's body, so `file_put_contents($f, shell_exec('curl -s URL'))` followed
 * by `require $f` runs it, as `eval(`curl -s URL`)` does.
 */
const PHP_PROCESS = /(?<![\w$>:])(?:shell_exec|popen|exec)\s*(?=\()|`(?=[^`\n]{1,300}`)/g;

export function phpProcessOutputs(st: LibState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(PHP_PROCESS), 4)) {
    const open = m.index + m[0].length;
    const tick = m[0] === '`';
    const close = tick ? s.indexOf('`', open) : -1;
    const call = tick ? { text: s.slice(open, close), end: close + 1 } : argsAt(s, open);
    const cmd = tick ? `"${call.text}"` : (splitTop(call.text)[0] ?? '');
    const words = commandWords(st, cmd);
    const url = words.slice(1).find((w) => URL_START.test(w));
    if (!DOWNLOADER.test(words[0] ?? '') || url === undefined) continue;
    const tool = words[0]!.replace(/^.*\//, '');
    st.addSpan(
      m.index,
      call.end,
      st.request(tool, 'GET', literal(url), [], [], { start: m.index, end: call.end }),
    );
  }
}

/**
 * The command's words: a table's items (`{ 'curl', '-fsS', URL }`, each item's value) or a string's words
 * (`'curl -s ' .. url`).
 */
function commandWords(st: LibState, arg: string): string[] {
  const a = arg.trim();
  if (a.startsWith('{') && a.endsWith('}'))
    return splitTop(a.slice(1, -1))
      .slice(0, 24)
      .map((item) => st.text(item.trim()).text);
  return st
    .text(a)
    .text.split(/\s+/)
    .map((w) => w.replace(/^['"]|['"]$/g, ''))
    .filter((w) => w !== '')
    .slice(0, 24);
}
