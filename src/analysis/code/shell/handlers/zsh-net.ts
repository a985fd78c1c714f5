import type { Value } from '../../../facts.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import { netPath } from '../redirects.js';
import type { ShellState } from '../state.js';

/**
 * zsh's TCP module (`zmodload zsh/net/tcp`): `ztcp HOST PORT` connects and leaves the new descriptor's
 * number in `$REPLY`, so `read -u $REPLY line` reads what the peer sends and `print -u $REPLY` writes to it
 * — the same socket as bash's `exec {fd}<>/dev/tcp/HOST/PORT` (redirects.ts), recorded the same way so a
 * line read from it and evaluated is a reverse shell. Listening (`-l`), accepting (`-a`), closing (`-c`)
 * and listing (`-L`) connect nowhere.
 */

/** Descriptor numbers given out per unit, above the ones scripts write by hand. */
const FIRST_FD = 60;

function ztcp(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1).map((w) => w.v);
  if (args.some((a) => /^-[a-zA-Z]*[lacL]/.test(a.text))) return literal('');
  const [host, port] = args.filter((a) => !a.text.startsWith('-'));
  if (!host?.literal || !port?.literal || !/^\d{1,5}$/.test(port.text)) return undefined;
  const ep = netPath(`/dev/tcp/${host.text}/${port.text}`, st.unit.hosts);
  if (!ep) return undefined;
  const fd = String(FIRST_FD + Math.min(st.netFds.size, 100));
  st.netFds.set(fd, ep);
  st.setVar('REPLY', literal(fd));
  st.emit({ kind: 'fetch', endpoint: ep, tool: 'ztcp' }, cmd.start, cmd.end);
  return literal('');
}

export const ZSH_NET_HANDLERS: Array<[string, Handler]> = [['ztcp', ztcp]];
