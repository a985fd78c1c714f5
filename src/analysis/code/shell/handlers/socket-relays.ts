import { isAgentSocket } from '../../../agent-socket.js';
import type { Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import { literal } from '../../values.js';
import type { Cmd } from '../cmd.js';
import { type Opt, parseOpts } from '../options.js';
import { joinValues } from '../params.js';
import { readFile } from '../redirects.js';
import { secretOfGlob } from '../secrets.js';
import type { ShellState } from '../state.js';

/**
 * What a connection relays from this machine without a client reading it first (sockets.ts): a socat
 * address on a local socket or file (`UNIX-CONNECT:$SSH_AUTH_SOCK`, `GOPEN:~/.ssh/id_ed25519`) joined to a
 * network address, an `ssh -R` forward of the ssh-agent's socket, and mail (the message, its attachments).
 */

/** A local end whose bytes flow to the other address: a Unix socket or a file. */
const SOCAT_LOCAL = /^(?:unix-connect|unix-client|unix|abstract-connect|gopen|open|file):([^,]{1,300})/i;

/** The path of a socat address that is a local socket or file. */
export function socatLocal(address: string): string | undefined {
  return SOCAT_LOCAL.exec(address)?.[1];
}

/**
 * What a local socat address hands the other end: the ssh-agent (every key it holds signs for whoever is
 * there), or a secret store's file, read as any reader reads it.
 */
export function localEnd(st: ShellState, cmd: Cmd, path: string): Value | undefined {
  if (isAgentSocket(path))
    return { text: path.slice(0, 200), literal: false, taints: ['secret'], secret: 'ssh-agent' };
  if (!secretOfGlob(path)) return undefined;
  return readFile(st, { v: literal(path), start: cmd.start, end: cmd.end }, cmd, 'socat');
}

/**
 * `ssh -R [bind:]port:$SSH_AUTH_SOCK` / `-R remote.sock:$SSH_AUTH_SOCK`: the remote host reaches the user's
 * ssh-agent through the forward (a `-A` forward to a host the user chose is how agents are used).
 */
export function agentForwards(opts: readonly Opt[]): Value[] {
  const agent = opts.find(
    (o) => o.name === '-R' && o.value && isAgentSocket(o.value.v.text.replace(/^.*:/, '')),
  );
  return agent ? [{ text: '${SSH_AUTH_SOCK}', literal: false, taints: ['secret'], secret: 'ssh-agent' }] : [];
}

export function mail(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), { short: 'sAcbraFfqSu' });
  const recipients = p.operands.filter((w) => w.v.text.includes('@'));
  const attachments = p.opts
    .filter((o) => (o.name === '-A' || o.name === '-a') && o.value)
    .map((o) => readFile(st, o.value!, cmd, 'mail'));
  const data = joinValues([...(cmd.stdin ? [cmd.stdin] : []), ...attachments]);
  for (const r of recipients.slice(0, 4)) {
    const host = r.v.text.slice(r.v.text.lastIndexOf('@') + 1);
    st.emit(
      { kind: 'send', endpoint: endpointOf(host, st.unit.hosts), channel: 'mail', data },
      cmd.start,
      cmd.end,
    );
  }
  return undefined;
}
