import type { Value } from './facts.js';
import { literal, tainted } from './values.js';

/**
 * What a script reads from a network socket (`cat <&3`, `read -u 9 line` after `exec 9<>/dev/tcp/host/port`):
 * text the peer sent, written `$(socket HOST:PORT)` and tainted as downloaded. Kept in one place because a
 * rule tells such a value apart (a line a peer sent and the script evaluates is reverse-shell's, not
 * remote-code-execution's).
 */
export function socketRead(url: string | undefined): Value {
  return tainted(literal(`$(socket ${url ?? ''})`), 'download', url ? { from: url } : {});
}

/** The peer (`HOST:PORT`) a value read from a socket came from, when the value holds one; else undefined. */
export function socketPeerIn(v: Value): string | undefined {
  if (!v.taints.includes('download')) return undefined;
  return /\$\(socket ([^)\s]{0,300})\)/.exec(v.text)?.[1];
}

/** Whether the value is exactly one line read from a socket. */
export function isSocketLine(v: Value): boolean {
  return v.taints.includes('download') && /^\$\(socket [^)\s]{0,300}\)$/.test(v.text.trim());
}
