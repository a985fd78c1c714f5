import type { Value } from '../../../facts.js';
import { appleScriptCommands } from '../../applescript-commands.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState } from '../state.js';
import { stdinSite } from './code-sites.js';

/**
 * `osascript`: the AppleScript it runs (the `-e` lines, or standard input when no script file is named or
 * the operand is `-`) is read for the shell command lines it hands to a shell or a terminal
 * (src/analysis/code/applescript-commands.ts), with the words after the script as its `argv`. Each line is
 * analysed as embedded shell, so `claude --dangerously-skip-permissions` assembled in a Ghostty tab's
 * command is the agent launch it is. The program prints nothing modelled here.
 */
function osascript(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const lines: string[] = [];
  let i = 0;
  for (; i < args.length; i++) {
    const t = args[i]!.v.text;
    if (t === '-e' && args[i + 1]) lines.push(args[++i]!.v.text);
    else if (t === '-l' || t === '-s') i++;
    else if (!t.startsWith('-') || t === '-') break;
  }
  let code: string | undefined;
  let site = { start: cmd.start, end: cmd.end };
  let rest = args.slice(i);
  if (lines.length > 0) code = lines.join('\n');
  else if (cmd.stdin && (rest.length === 0 || rest[0]!.v.text === '-')) {
    code = cmd.stdin.text;
    site = stdinSite(cmd);
    rest = rest.slice(1);
  }
  if (code === undefined) return undefined;
  const argv = rest.slice(0, 16).map((w) => w.v.text);
  for (const line of appleScriptCommands(code, argv))
    st.embed('shell', line, site.start, site.end, { label: 'osascript shell command' });
  return undefined;
}

export const OSASCRIPT_HANDLERS: Array<[string, Handler]> = [['osascript', osascript]];
