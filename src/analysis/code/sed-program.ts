/**
 * The shell commands a GNU sed program runs. sed has two ways to run a command: the `e` command (`e`
 * alone executes the pattern space as a shell command and replaces it with the output; `e COMMAND` runs
 * COMMAND first) and the `e` flag of `s` (`s/x/cmd/e` executes the pattern space after the
 * substitution). The pattern space `e` runs is what the program put there: the replacement of the
 * nearest `s` before it (`s#.*#curl … | sh#` then `e`). Each command is returned as shell text (`\1`,
 * `&` stand in as `X`) for the callers to embed as shell code: a file run with `sed -f`, or a program
 * given on the command line. Bounded: 64 KiB, 256 lines, 16 commands; linear scans.
 */

const MAX_TEXT = 64 * 1024;
const MAX_LINES = 256;
const MAX_COMMANDS = 16;

export interface SedCommand {
  code: string;
  start: number;
  end: number;
}

/** An address (`/re/`, a line number, `$`, a range of two) with an optional `!`, before a command. */
const ADDRESS =
  /^(?:(?:\d{1,9}(?:~\d{1,9})?|\$|\/(?:[^/\\\n]|\\.){0,400}\/[IM]{0,2})(?:[ \t]{0,4},[ \t]{0,4}(?:[+~]?\d{1,9}|\$|\/(?:[^/\\\n]|\\.){0,400}\/[IM]{0,2}))?[ \t]{0,4}!?[ \t]{0,4})?/;

/** The pieces of `s<d>regex<d>replacement<d>flags` at `text` (which starts at the `s`), or undefined. */
function substitution(text: string): { replacement: string; flags: string; length: number } | undefined {
  const d = text[1];
  if (d === undefined || /[\w\s\\]/.test(d)) return undefined;
  const parts: string[] = [];
  let cur = '';
  let i = 2;
  for (; i < text.length && parts.length < 2; i++) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) {
      // An escaped delimiter is the delimiter character itself.
      cur += text[i + 1] === d ? d : c + text[i + 1];
      i++;
    } else if (c === d) {
      parts.push(cur);
      cur = '';
    } else if (c === '\n' && parts.length === 0) return undefined;
    else cur += c;
  }
  if (parts.length < 2) return undefined;
  const flags = /^[\w]{0,10}/.exec(text.slice(i))![0];
  return { replacement: parts[1]!, flags, length: i + flags.length };
}

/** A replacement as the shell command it becomes: back-references and `&` stand in as `X`. */
function commandText(replacement: string): string {
  return replacement.replace(/\\[0-9]|&/g, 'X').replace(/\\n/g, '\n');
}

/** The program's commands, one per line or `;`-separated piece, with offsets. */
function* commands(src: string): Generator<{ text: string; at: number }> {
  let offset = 0;
  let n = 0;
  for (const line of src.split('\n')) {
    if (n++ >= MAX_LINES) return;
    const start = offset;
    offset += line.length + 1;
    const lead = line.length - line.trimStart().length;
    const body = line.trimStart();
    if (body === '' || body.startsWith('#')) continue;
    yield { text: body, at: start + lead };
  }
}

export function sedShellCommands(text: string): SedCommand[] {
  const src = text.slice(0, MAX_TEXT);
  if (!/\be\b|[^\w\s\\][a-zA-Z]{0,8}e\b/.test(src)) return [];
  const out: SedCommand[] = [];
  let pattern: { code: string; at: number } | undefined;
  for (const c of commands(src)) {
    if (out.length >= MAX_COMMANDS) break;
    // Several commands on one line: `{ s/…/…/; e }`, `/x/{s#…#…#;e}`.
    let rest = c.text;
    let at = c.at;
    for (let k = 0; k < 16 && rest !== ''; k++) {
      const addr = ADDRESS.exec(rest)![0];
      let body = rest.slice(addr.length).replace(/^[{}; \t]+/, '');
      const skipped = rest.length - body.length;
      if (body === '' || body.startsWith('#')) break;
      let used = 1;
      if (body[0] === 's') {
        const sub = substitution(body);
        if (sub) {
          used = sub.length;
          pattern = { code: commandText(sub.replacement), at: at + skipped };
          if (sub.flags.includes('e'))
            out.push({ code: pattern.code, start: pattern.at, end: at + skipped + used });
        }
      } else if (/^e(?:[ \t;}]|$)/.test(body)) {
        const arg = /^e[ \t]+([^;}\n]{1,400})/.exec(body)?.[1]?.trim();
        if (arg) out.push({ code: arg, start: at + skipped, end: at + skipped + 2 + arg.length });
        else if (pattern) out.push({ code: pattern.code, start: pattern.at, end: at + skipped + 1 });
        used = arg ? 2 + arg.length : 1;
      } else if (/^[aicrRwW]/.test(body)) break; // text or a file name runs to the line's end
      body = body.slice(used);
      const next = body.search(/[;}]/);
      if (next < 0) break;
      at += skipped + used + next + 1;
      rest = body.slice(next + 1);
    }
  }
  return out;
}

/**
 * A file whose every command line reads as sed (an address, then one of sed's command letters not followed
 * by a letter, or `s`/`y` with a delimiter): a Perl or Ruby file fails on its first `use`/`require` line.
 */
export function looksLikeSed(text: string): boolean {
  let seen = 0;
  for (const c of commands(text.slice(0, 16 * 1024))) {
    const body = c.text.slice(ADDRESS.exec(c.text)![0].length).replace(/^[{ \t]+/, '');
    if (body === '' || body === '}') continue;
    if (
      !/^(?:[sy][^\w\s\\]|[dDpPnNgGhHxlqQzF=bteTvaicrRwWW:][^A-Za-z]|[dDpPnNgGhHxlqQzF=bteT]$|}|#)/.test(body)
    )
      return false;
    seen++;
  }
  return seen > 0;
}
