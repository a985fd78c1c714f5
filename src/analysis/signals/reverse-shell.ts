import { inert } from '../payloads.js';
import { args, SHELLS } from '../shell-view.js';
import { commandText } from './commands.js';
import { NETCATS } from './programs.js';
import type { CommandDetector } from './types.js';
import { isLocalHost } from './urls.js';

const SOCKET_CODE = /socket/i;
const SPAWN_CODE =
  /dup2|pty\.spawn|subprocess|\/bin\/(?:ba)?sh|\bexec\b|cmd\.exe|TCPSocket|fsockopen|proc_open/i;

export const detectReverseShell: CommandDetector = (snippet, view, cmd, emit) => {
  const text = commandText(snippet, cmd);
  const words = [...cmd.argv, ...cmd.redirects.flatMap((r) => (r.target ? [r.target] : []))];
  const devTcp = words.find((w) => /\/dev\/(?:tcp|udp)\//.test(w.text));
  if (devTcp) {
    const host = /\/dev\/(?:tcp|udp)\/([^/\s]+)/.exec(devTcp.text)?.[1] ?? '';
    const interactive =
      /\s-i\b/.test(text) ||
      cmd.redirects.some((r) => /[<>]&$/.test(r.op) || r.op.includes('<>')) ||
      cmd.name === 'exec';
    if (!isLocalHost(host) && interactive) {
      emit(
        'reverse-shell',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` connects a shell to ${inert(host, 60)} over /dev/tcp: the remote end gets an interactive shell on the user's machine`,
        `devtcp:${host}`,
      );
      return;
    }
  }
  if (NETCATS.has(cmd.name)) {
    const exec = args(cmd).some((a) => /^-[a-zA-Z]*[ec]$/.test(a) || a === '--exec' || a === '--sh-exec');
    const pipeShell = view.commands.some(
      (c) =>
        c.pipeline === cmd.pipeline &&
        c !== cmd &&
        (SHELLS.has(c.name) || /\/bin\/(?:ba)?sh/.test(c.argv[0]?.text ?? '')),
    );
    if (exec || pipeShell) {
      emit(
        'reverse-shell',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` wires a shell to a network connection with ${cmd.name}: whoever is on the other end controls the user's machine`,
        `nc:${args(cmd).join(' ')}`,
      );
      return;
    }
  }
  if (cmd.name === 'socat' && args(cmd).some((a) => /(?:^|,)(?:exec|system):/i.test(a))) {
    emit(
      'reverse-shell',
      cmd.start,
      cmd.end,
      'critical',
      `\`${inert(text, 100)}\` uses socat to attach a program to a network socket (a reverse or bind shell)`,
      `socat:${args(cmd).join(' ')}`,
    );
    return;
  }
  if (['python', 'python2', 'python3', 'perl', 'ruby', 'php'].includes(cmd.name)) {
    const code = args(cmd).join(' ');
    if (SOCKET_CODE.test(code) && SPAWN_CODE.test(code) && /connect|TCPSocket|fsockopen/i.test(code)) {
      emit(
        'reverse-shell',
        cmd.start,
        cmd.end,
        'critical',
        `\`${inert(text, 100)}\` opens a socket and attaches a shell to it (${cmd.name} reverse-shell one-liner)`,
        `code:${cmd.name}`,
      );
    }
  }
};
