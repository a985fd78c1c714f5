import type { Value } from '../../facts.js';
import { writeClassOf } from '../../paths.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { ParseLimits } from '../grammar.js';
import { modelledByShell, shellCommandLine } from '../native-programs.js';
import { literal } from '../values.js';
import { type BatchCmd, type BatchState, type BWord, programName, runFetched } from './commands.js';
import { type Env, expand, valueAt } from './expand.js';
import { BATCH_HANDLERS } from './handlers.js';
import { logicalLines, splitCommands } from './tokenize.js';

/**
 * The batch analyzer (`.bat`/`.cmd`, lang `batch`; registered in src/analysis/code/index.ts). Lines are
 * read as cmd.exe reads them (tokenize.ts), variables expanded (expand.ts), and each command handed to
 * its handler (commands.ts): downloads (curl, certutil, bitsadmin), PowerShell (embedded, `-enc`
 * decoded), `start`/`call`/`cmd /c`, autostart (`reg add …\Run`, `schtasks /create`), `set`.
 */

const SKIP_LINE = /^[ \t]*(?:@[ \t]*)?(?:rem(?:[ \t]|$)|::|:[A-Za-z_]|echo[ \t]+(?:off|on)[ \t]*$)/i;

export function analyzeBatch(unit: UnitHandle, _limits: ParseLimits): void {
  const seen = new Set<string>();
  const st: BatchState = {
    unit,
    env: new Map() as Env,
    files: new Map(),
    emit(b: BehaviourInput, start: number, end: number) {
      const key = `${start}:${end}:${JSON.stringify(b).slice(0, 2_000)}`;
      if (seen.has(key) || seen.size > 20_000) return;
      seen.add(key);
      unit.emit(b, start, end);
    },
    run: (cmd) => runCommand(st, cmd),
  };
  for (const line of logicalLines(unit.text)) {
    if (SKIP_LINE.test(line.text)) continue;
    const exp = expand(line.text, st.env);
    let stdin: Value | undefined;
    for (const c of splitCommands(exp.text)) {
      const words: BWord[] = c.words.map((w) => {
        let v = valueAt(exp, w.text, w.start, w.end);
        if (w.text.includes('!')) {
          const d = expand(w.text, st.env, true);
          if (d.changed) v = { ...valueAt(d, d.text, 0, d.text.length), text: d.text };
        }
        const start = exp.changed ? line.start : line.start + w.start;
        const end = exp.changed ? line.end : line.start + w.end;
        return { v, start, end };
      });
      if (words[0]?.v.text.startsWith('@'))
        words[0] = { ...words[0], v: { ...words[0].v, text: words[0].v.text.slice(1) } };
      const cmd: BatchCmd = {
        name: words[0] ? programName(words[0].v.text) : '',
        words,
        redirects: c.redirects.map((r) => ({
          op: r.op,
          ...(r.fd ? { fd: r.fd } : {}),
          target: valueAt(exp, r.target.text, r.target.start, r.target.end),
        })),
        raw: c.raw,
        start: exp.changed ? line.start : line.start + c.start,
        end: exp.changed ? line.end : line.start + c.end,
        ...(stdin ? { stdin } : {}),
      };
      const out = runCommand(st, cmd);
      stdin = c.pipesTo ? out : undefined;
    }
  }
  unit.parsed('ok');
}

function runCommand(st: BatchState, cmd: BatchCmd): Value | undefined {
  if (cmd.name === '' && cmd.redirects.length === 0) return undefined;
  const handler = BATCH_HANDLERS.get(cmd.name);
  const out = handler ? handler(st, cmd) : modelledByShell(cmd.name) ? toShell(st, cmd) : runFetched(st, cmd);
  return redirectOutput(st, cmd, out ?? literal(''));
}

/**
 * A native program the shell analyser models (`nc`, `npx`, `git`, `wsl`, `claude` …): its expanded words
 * are one shell command line, so `C:\tools\nc.exe HOST 4444 -e cmd.exe` is read as `nc … -e` is in bash.
 */
function toShell(st: BatchState, cmd: BatchCmd): undefined {
  const words = cmd.words.slice(1).map((w) => w.v.text);
  st.unit.embed('shell', shellCommandLine(cmd.name, words), cmd.start, cmd.end);
  return undefined;
}

const DISCARD = /^(?:nul|con|&\d|\d)$/i;

function redirectOutput(st: BatchState, cmd: BatchCmd, out: Value): Value | undefined {
  let redirected = false;
  for (const r of cmd.redirects) {
    if (r.op.startsWith('<') || r.fd === '2' || DISCARD.test(r.target.text)) continue;
    redirected = true;
    const path = r.target.text.replace(/\\/g, '/');
    st.emit(
      {
        kind: 'write',
        target: r.target,
        cls: writeClassOf(path)?.cls ?? 'other',
        content: out,
        append: r.op === '>>',
      },
      cmd.start,
      cmd.end,
    );
    st.files.set(path.toLowerCase(), { content: out });
  }
  return redirected ? undefined : out;
}
