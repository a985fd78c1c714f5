import type { Value } from '../../../facts.js';
import type { Cmd } from '../cmd.js';
import { type Opt } from '../options.js';
import type { ShellState } from '../state.js';
/** The path of a socat address that is a local socket or file. */
export declare function socatLocal(address: string): string | undefined;
/**
 * What a local socat address hands the other end: the ssh-agent (every key it holds signs for whoever is
 * there), or a secret store's file, read as any reader reads it.
 */
export declare function localEnd(st: ShellState, cmd: Cmd, path: string): Value | undefined;
/**
 * `ssh -R [bind:]port:$SSH_AUTH_SOCK` / `-R remote.sock:$SSH_AUTH_SOCK`: the remote host reaches the user's
 * ssh-agent through the forward (a `-A` forward to a host the user chose is how agents are used).
 */
export declare function agentForwards(opts: readonly Opt[]): Value[];
export declare function mail(st: ShellState, cmd: Cmd): Value | undefined;
