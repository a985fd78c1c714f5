import { endpointOf } from '../../hosts.js';
import { awkShellCommands, looksLikeAwk } from '../awk-commands.js';
import { awkNetworkFacts } from '../awk-program.js';
import type { UnitAnalyzer } from '../collector.js';
import { foreignCommands } from '../foreign-calls.js';
import { remoteEvalBehaviours, remoteEvals, scriptSocketShell, shellCommandsIn } from '../foreign-code.js';
import { assignments, foreignLoads, loadedSiblings } from '../foreign-loads.js';
import { looksLikeSed, sedShellCommands } from '../sed-program.js';
import { tclRemoteEvals } from '../tcl-evals.js';
import { literal } from '../values.js';
import { analyzeScriptFlow } from './flow.js';
import { analyzeLibFlow } from './lib-flow.js';
import { libLanguage } from './lib-lang.js';
import { socketCommandLoops } from './socket-commands.js';
import { scriptLanguage } from './statements.js';

/**
 * Script files in languages skillscan has no parser for — Perl, Ruby, PHP, Lua (lang `scripting`,
 * registered in src/analysis/code/index.ts). Read as far as src/analysis/code/foreign-code.ts goes: a
 * socket whose connection gets a shell's standard streams is a reverse shell, and each shell command the
 * script hands to system/exec/backquotes/qx is analysed as embedded shell at its own place. Ruby and Perl
 * are also read statement by statement (src/analysis/code/scripting/flow.ts): HTTP requests, secret
 * reads, code run from downloaded values, and the sibling files they load. PHP, Lua, Go and Rust are
 * read as library calls (src/analysis/code/scripting/lib-flow.ts): the same behaviour facts from their
 * HTTP clients, file reads and writes, eval/require/load/dlopen and command runners. A socket whose input
 * lines reach a command runner is a reverse shell in any of them (socket-commands.ts).
 */
export const analyzeScripting: UnitAnalyzer = (unit) => {
  const text = unit.text;
  const shell = scriptSocketShell(text);
  if (shell)
    unit.emit(
      {
        kind: 'reverse-shell',
        how: 'script socket wired to a shell',
        endpoint: endpointOf(shell.host, unit.hosts),
      },
      shell.start,
      shell.end,
    );
  // awk programs: a socket special file whose input runs as commands, or that secrets are printed to.
  for (const f of awkNetworkFacts(text, unit.hosts)) unit.emit(f.b, f.start, f.end);
  // awk programs: what they print to a shell, `system()` and `cmd | getline` are shell commands.
  if (looksLikeAwk(text))
    for (const c of awkShellCommands(text))
      unit.embed('shell', c.code, c.start, c.end, { label: 'awk shell command' });
  // sed scripts (`sed -f x.sed`): the commands GNU sed's `e` runs. A `/re/ {` line reads as both.
  if (looksLikeSed(text))
    for (const c of sedShellCommands(text))
      unit.embed('shell', c.code, c.start, c.end, { label: 'sed e command' });
  // A socket whose input lines are run as commands: a reverse shell with no shell binary named.
  if (!shell)
    for (const r of socketCommandLoops(text))
      unit.emit(
        { kind: 'reverse-shell', how: r.how, endpoint: endpointOf(r.host ?? '', unit.hosts) },
        r.start,
        r.end,
      );
  // PHP, Lua, Go and Rust first: Lua's `end` lines would otherwise read as Ruby.
  const lib = libLanguage(text);
  const lang = lib ? undefined : scriptLanguage(text);
  const executed = lang ? analyzeScriptFlow(unit, lang) : lib ? analyzeLibFlow(unit, lib) : [];
  // Literal assignments, read once for the loads and the argument-list commands below.
  const vars = assignments(text);
  for (const r of [
    ...remoteEvals(text.slice(0, 256 * 1024)),
    ...tclRemoteEvals(text),
    ...foreignLoads(text, vars),
  ]) {
    // The statement model (or the one-statement reading) already reported this one.
    if (executed.some((e) => e.start <= r.end && r.start <= e.end)) continue;
    executed.push(r);
    for (const b of remoteEvalBehaviours(r, unit.hosts)) unit.emit(b, r.start, r.end);
  }
  for (const c of shellCommandsIn(text.slice(0, 256 * 1024), 64)) {
    // The command's own text, where it sits (the quotes are inside the match).
    const at = text.indexOf(c.code, c.start);
    const exact = at >= 0 && at < c.end;
    unit.embed('shell', c.code, exact ? at : c.start, exact ? at + c.code.length : c.end, {
      ...(exact ? { exact: true } : {}),
      label: 'script shell command',
    });
  }
  if (lang === undefined)
    for (const s of loadedSiblings(text))
      unit.emit({ kind: 'source', target: literal(s.target) }, s.start, s.end);
  for (const c of foreignCommands(text, { tcl: lang === undefined && lib === undefined, vars }))
    unit.embed('shell', c.code, c.start, c.end, { label: c.label });
};
