import { type ClassifyOptions } from '../hosts.js';
import type { BehaviourInput } from './collector.js';
/** The host a reverse shell connects to: the first IPv4 address, else the first quoted host name. */
export declare function shellHost(text: string): string | undefined;
/**
 * A one-liner that opens a socket and starts a shell: on a command line the two together are the classic
 * reverse shell (`perl -e 'use Socket;…exec("/bin/sh -i")'`).
 */
export declare function oneLinerSocketShell(text: string): boolean;
/** Shell commands handed to system/exec/backquotes/qx/`do shell script`, at most `max`. */
export declare function shellCommandsIn(text: string, max?: number): Array<{
    code: string;
    start: number;
    end: number;
}>;
/**
 * A script file that dials out and wires a shell's standard streams to the connection: the connect call,
 * a shell program and the stream wiring within 30 lines of each other. A script that talks HTTP over a
 * socket and runs `system("/bin/sh -c make")` elsewhere is not one (no wiring, or too far apart).
 */
export declare function scriptSocketShell(text: string): {
    start: number;
    end: number;
    host?: string;
} | undefined;
/**
 * Code fetched from a URL and evaluated in one statement: `eval get("https://…")` (Perl with LWP::Simple),
 * `eval(file_get_contents("https://…"))` (PHP), `eval(Net::HTTP.get(URI("https://…")))` (Ruby),
 * `load(http.request("https://…"))()` (Lua). The sink, a fetch call and the URL on the sink's line, after
 * it; the URL says where the code comes from. At most `max`.
 */
export declare function remoteEvals(text: string, max?: number): Array<{
    start: number;
    end: number;
    via: string;
    url: string;
}>;
/** What a remote eval does: fetches from its URL, and runs what came back (`via` names the caller's tool). */
export declare function remoteEvalBehaviours(r: {
    via: string;
    url: string;
    pinned?: boolean;
}, hosts: ClassifyOptions, via?: string): [BehaviourInput, BehaviourInput];
