import type { Value } from './facts.js';
/**
 * What a script reads from a network socket (`cat <&3`, `read -u 9 line` after `exec 9<>/dev/tcp/host/port`):
 * text the peer sent, written `$(socket HOST:PORT)` and tainted as downloaded. Kept in one place because a
 * rule tells such a value apart (a line a peer sent and the script evaluates is reverse-shell's, not
 * remote-code-execution's).
 */
export declare function socketRead(url: string | undefined): Value;
/** The peer (`HOST:PORT`) a value read from a socket came from, when the value holds one; else undefined. */
export declare function socketPeerIn(v: Value): string | undefined;
/** Whether the value is exactly one line read from a socket. */
export declare function isSocketLine(v: Value): boolean;
