import type { Value } from '../../facts.js';
import { literal } from '../values.js';
import { type ScriptState, upTo } from './model.js';

/**
 * Perl's piped `open`: a program started with the handle on one of its streams. `open(my $fh, '-|',
 * 'curl', '-fsSL', $url)` and the two-argument `open(FH, "curl -s $url |")` read the program's output;
 * `open(my $out, '|-', 'curl', '--data-binary', '@-', $url)` and `open(SH, "| sh")` write its standard
 * input. A downloader (curl, wget) given a URL makes the read handle that URL's body (a `fetch`, the value
 * downloaded bytes wherever it flows: `eval(<$fh>)` runs them) and a write to it a request carrying what is
 * printed (a `send`); a shell or interpreter reading its standard input runs what is printed. Any other
 * program is left alone (its text is still read as a shell command by foreign-calls.ts).
 */

const DOWNLOADER = /^(?:curl|wget)$/;
/** Programs that run the script they read on standard input (no script operand). */
const STDIN_INTERPRETER = /^(?:(?:ba|z|da|k)?sh|perl|ruby|python[\d.]{0,4}|node|php|lua)$/;
const URL_START = /^https?:\/\//;

/** The command's words: the list operands' values, or one string's words. */
function commandWords(st: ScriptState, operands: readonly string[]): string[] {
  if (operands.length === 1)
    return st
      .text(operands[0]!)
      .text.split(/\s+/)
      .map((w) => w.replace(/^['"]|['"]$/g, ''))
      .filter((w) => w !== '')
      .slice(0, 24);
  return operands.slice(0, 24).map((o) => st.text(o.trim()).text.trim());
}

/**
 * A piped open's mode and command operands, from the arguments after the handle: `'-|', prog, args…`
 * (list form), `'-|', "prog args"`, or the two-argument `"prog args |"` / `"| prog args"`.
 */
export function pipeOperands(
  args: readonly string[],
): { mode: 'read' | 'write'; operands: string[] } | undefined {
  if (args.length >= 3) {
    const mode = (args[1] ?? '').replace(/^["']|["']$/g, '').trim();
    if (mode === '-|') return { mode: 'read', operands: args.slice(2) };
    if (mode === '|-') return { mode: 'write', operands: args.slice(2) };
    return undefined;
  }
  const two = /^(["'])(.{0,300})\1$/.exec((args[1] ?? '').trim());
  if (!two) return undefined;
  const body = two[2]!.trim();
  const q = two[1]!;
  if (body.endsWith('|') && !body.startsWith('|'))
    return { mode: 'read', operands: [`${q}${body.slice(0, -1).trim()}${q}`] };
  if (body.startsWith('|') && !body.endsWith('|'))
    return { mode: 'write', operands: [`${q}${body.slice(1).trim()}${q}`] };
  return undefined;
}

/**
 * A piped open of `name` at [start, end) of the statement: returns the read handle's value (a download),
 * or registers a write handle's sink; undefined when the program is none of the above.
 */
export function perlPipeOpen(
  st: ScriptState,
  name: string,
  pipe: { mode: 'read' | 'write'; operands: string[] },
  at: { start: number; end: number },
): Value | undefined {
  const words = commandWords(st, pipe.operands);
  const program = (words[0] ?? '').replace(/^.*\//, '');
  if (DOWNLOADER.test(program)) {
    const url = words.slice(1).find((w) => URL_START.test(w));
    if (url === undefined) return undefined;
    if (pipe.mode === 'write') {
      if (st.pipeSinks.size < 32) st.pipeSinks.set(name, { kind: 'send', tool: program, url });
      return undefined;
    }
    return st.request(program, 'GET', literal(url), [], [], at);
  }
  // `| sh`, `| perl -`: what is printed runs; `sh script.sh` reads its script from the file instead.
  const operands = words.slice(1).filter((w) => w !== '-' && w !== '-s' && w !== '--');
  if (pipe.mode === 'write' && STDIN_INTERPRETER.test(program) && operands.length === 0)
    if (st.pipeSinks.size < 32) st.pipeSinks.set(name, { kind: 'run', via: `${program} stdin` });
  return undefined;
}

/** `` `curl -s $url` ``, `qx{curl -s $url}`, `qx(…)`: the command's output is the statement's value there. */
const CAPTURE = /`([^`\n]{1,300})`|\bqx[ \t]{0,4}(?:\{([^{}\n]{1,300})\}|\(([^()\n]{1,300})\))/g;
/** A bareword or scalar handle read with `<…>` (`<SRC>`, `<$fh>`), STDIN and DATA aside (perl.ts reads them). */
const HANDLE_READ = /<[ \t]{0,4}(\$?(?!STDIN\b|DATA\b|main::)[A-Za-z_]\w{0,63})[ \t]{0,4}>/g;

/** Values a statement reads from programs: captured output of a downloader, and lines of a piped handle. */
export function perlCommandOutputs(st: ScriptState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(CAPTURE), 4)) {
    const words = commandWords(st, [`"${m[1] ?? m[2] ?? m[3]}"`]);
    const program = (words[0] ?? '').replace(/^.*\//, '');
    const url = words.slice(1).find((w) => URL_START.test(w));
    if (!DOWNLOADER.test(program) || url === undefined) continue;
    const end = m.index + m[0].length;
    st.addSpan(m.index, end, st.request(program, 'GET', literal(url), [], [], { start: m.index, end }));
  }
  for (const m of upTo(s.matchAll(HANDLE_READ), 4)) {
    const v = st.env.get(m[1]!.replace(/^\$/, ''));
    if (v && !v.literal) st.addSpan(m.index, m.index + m[0].length, v);
  }
}

/** `print {$out} $event`, `printf OUT …`, `say $sh …`: what reaches a write handle's program. */
const PRINT =
  /\b(?:print|printf|say|syswrite)[ \t]{0,8}\(?[ \t]{0,8}\{?[ \t]{0,8}(\$\w{1,64}|[A-Z]\w{0,30})[ \t]{0,8}\}?[ \t]*,?\s/g;

export function perlPipeWrites(st: ScriptState): void {
  if (st.pipeSinks.size === 0) return;
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(PRINT), 4)) {
    const sink = st.pipeSinks.get(m[1]!.replace(/^\$/, ''));
    if (!sink) continue;
    const value = st.valueIn(m.index + m[0].length, s.length);
    if (sink.kind === 'run') st.execute(sink.via, value, m.index, s.length);
    else st.request(sink.tool, 'POST', literal(sink.url), [value], [], { start: m.index, end: s.length });
  }
}
