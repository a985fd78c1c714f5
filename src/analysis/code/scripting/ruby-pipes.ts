import { argsAt, splitTop } from './expr.js';
import { type ScriptState, upTo } from './model.js';

/**
 * Ruby's ways to run a value as code that are not `eval`: text written to a shell's standard input
 * (`IO.popen(["sh", "-s"], "w") { |io| io.write(body) }`, `sh = IO.popen("bash", "w")` then
 * `sh.puts(x)`, `Open3.capture2("sh", stdin_data: body)`) and an ERB template rendered (`ERB.new(t)
 * .result(binding)`, `Erubi`/`Tilt` likewise): `<% %>` tags run Ruby. Reported through the statement
 * model's `execute`, so only downloaded or decoded values count (a template read from the gem's own
 * folder is the gem's code).
 */

/** A program that runs what it reads on standard input. */
const STDIN_INTERPRETER =
  /^["'](?:\/(?:usr\/)?bin\/)?(?:(?:ba|z|da|k)?sh|ruby|python3?|perl|node)(?:\s+-s)?["']$/;

export function rubyPipes(st: ScriptState): void {
  const s = st.stmt.text;
  for (const m of upTo(s.matchAll(/\bIO\.popen\s*(?=\()|\bIO\.popen\s+/g), 4)) {
    const a = argsAt(s, m.index + m[0].length);
    const [cmd, mode] = splitTop(a.text);
    if (!cmd || !/^["'][wa]|^["']r\+/.test(mode ?? '')) continue;
    const program = /^\[/.test(cmd) ? (splitTop(cmd.slice(1, -1))[0] ?? '') : cmd;
    const operands = /^\[/.test(cmd) ? splitTop(cmd.slice(1, -1)).slice(1) : [];
    // `sh -s -- args` or no operand reads the script from standard input; `sh file.sh` does not.
    if (
      !STDIN_INTERPRETER.test(program) ||
      operands.some((o) => /^["'](?!-)/.test(o) && !/^["']--["']$/.test(o))
    )
      continue;
    const via = program.replace(/["']/g, '').split(/\s/)[0]!;
    const block = /(?:\{|\bdo)\s*\|\s*([a-z_]\w{0,63})\s*\|/.exec(s.slice(a.end));
    const assigned = /^([a-z_]\w{0,63})\s*=\s*IO\.popen/.exec(s);
    const name = block?.[1] ?? assigned?.[1];
    if (name && st.sinkVars.size < 32) st.sinkVars.set(name, `${via} stdin`);
  }
  for (const [name, via] of st.sinkVars) {
    const w = new RegExp(`\\b${name}\\s*(?:\\.(?:write|puts|print|syswrite)\\b|<<)\\s*\\(?`).exec(s);
    if (!w) continue;
    const end = /\)\s*\}?\s*$/.test(s) ? s.lastIndexOf(')') : s.length;
    st.execute(
      via,
      st.valueIn(w.index + w[0].length, Math.max(end, w.index + w[0].length)),
      w.index,
      s.length,
    );
  }
  const open3 =
    /\bOpen3\.(?:capture2e?|capture3|pipeline_w)\s*\(?\s*(["'][^"']{1,40}["'])[\s\S]*?\bstdin_data:\s*/.exec(
      s,
    );
  if (open3 && STDIN_INTERPRETER.test(open3[1]!)) {
    const from = open3.index + open3[0].length;
    const arg = splitTop(s.slice(from).replace(/\)\s*$/, ''))[0] ?? '';
    st.execute(
      `${open3[1]!.replace(/["']/g, '')} stdin`,
      st.valueIn(from, from + arg.length),
      open3.index,
      s.length,
    );
  }
  erb(st, s);
}

/** `ERB.new(t).result(…)`, `Erubi::Engine.new(t).src` evaluated, `Tilt::ERBTemplate.new { t }.render`. */
function erb(st: ScriptState, s: string): void {
  for (const m of upTo(s.matchAll(/\b(?:ERB|Erubi::Engine|Erubis::Eruby)\.new\s*(?=\()/g), 4)) {
    const a = argsAt(s, m.index + m[0].length);
    const template = splitTop(a.text)[0] ?? '';
    const at = s.indexOf(template, m.index);
    const rendered = /^\s*\.\s*(?:result|result_with_hash|run|src)\b/.test(s.slice(a.end));
    const assigned = /^([a-z_]\w{0,63})\s*=\s*(?:ERB|Erubi::Engine|Erubis::Eruby)\.new/.exec(s);
    if (rendered) st.execute('ERB', st.valueIn(at, at + template.length), m.index, s.length);
    else if (assigned && st.templates.size < 32)
      st.templates.set(assigned[1]!, st.valueIn(at, at + template.length));
  }
  for (const [name, code] of st.templates)
    if (new RegExp(`\\b${name}\\.(?:result|result_with_hash|run)\\b`).test(s))
      st.execute('ERB', code, 0, s.length);
}
