import { type ClassifyOptions, endpointOf } from '../hosts.js';
import type { BehaviourInput } from './collector.js';
import { tainted, unknown } from './values.js';

/**
 * Reading code in languages skillscan has no parser for (Perl, Ruby, PHP, Lua, awk programs, AppleScript):
 * a shared library of the shell analyzer (one-liners given on a command line) and the `scripting` analyzer
 * (whole script files). Two things are read: the socket-plus-shell reverse shell, and the shell commands
 * the code hands to `system`, `exec`, backquotes, `qx` or `do shell script`, which the callers analyse as
 * embedded shell; and code fetched from a URL and evaluated in the same statement (`eval get("https://…")`).
 * Nothing else is guessed at.
 */

const SOCKET =
  /\b(?:socket|TCPSocket|fsockopen|IO::Socket|Socket\.new|inet_aton|stream_socket_client)\b|\/dev\/tcp\//i;
const SHELL_SPAWN =
  /\/bin\/(?:ba|z|da)?sh\b|\bsh\s+-i\b|\bexec\s*\(|\bproc_open\b|\bpopen\b|\bspawn\b|\bcmd\.exe\b|\bio\.popen\b/i;
const IPV4 = /\b\d{1,3}(?:\.\d{1,3}){3}\b/;
const QUOTED_HOST = /["']((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})["']/i;
const SHELL_STRINGS =
  /\b(?:system|exec|popen|shell_exec|passthru|spawn)\s*(?:\(\s*)?["']([^"'\n]{1,2000})["']|`([^`\n]{1,2000})`|\bqx[({]([^)}\n]{1,2000})[)}]|do shell script\s+"([^"\n]{1,2000})"/g;

/** The host a reverse shell connects to: the first IPv4 address, else the first quoted host name. */
export function shellHost(text: string): string | undefined {
  return (
    IPV4.exec(text)?.[0] ?? QUOTED_HOST.exec(text)?.[1] ?? DIALED_NAME.exec(text)?.[1] ?? dialedVariable(text)
  );
}

/**
 * `inet_aton($i)` after `$i="$IP"` (the Perl one-liner of every cheat sheet): the address is the string the
 * variable was given, one assignment back; a variable name there is the endpoint's text, and the rules
 * decide whether anything in reach fills it in (src/rules/support/unfilled-hosts.ts).
 */
function dialedVariable(text: string): string | undefined {
  const v = /\binet_aton\s{0,4}\(\s{0,4}\$(\w{1,40})\s{0,4}\)/.exec(text)?.[1];
  if (!v) return undefined;
  const at = text.indexOf(`$${v}`);
  const m = /^\$\w{1,40}\s{0,4}=\s{0,4}["']([^"'\s]{1,100})["']/.exec(text.slice(at, at + 160));
  return m?.[1];
}

/**
 * A dotless name a connect call dials (`fsockopen("ATTACKER",4444)`, `s.connect(("LHOST",4444))`): no public
 * name resolves without a dot, so it is the write-up's placeholder or a name on the local network, and the
 * host classifier decides which. A variable there (`fsockopen("$ATTACKER_IP",4444)`) is kept as written:
 * an address not known statically, unless the rules find nothing in reach that sets it.
 */
const DIALED_NAME =
  /\b(?:fsockopen|stream_socket_client|connect|TCPSocket\.(?:new|open)|Socket\.tcp|socket\.tcp)\s{0,4}\(\s{0,4}\(?\s{0,4}["']([A-Za-z][\w-]{1,40}|\$\{?[A-Za-z_]\w{0,40}\}?)["']/;

/**
 * A one-liner that opens a socket and starts a shell: on a command line the two together are the classic
 * reverse shell (`perl -e 'use Socket;…exec("/bin/sh -i")'`).
 */
export function oneLinerSocketShell(text: string): boolean {
  return SOCKET.test(text) && SHELL_SPAWN.test(text);
}

/** Shell commands handed to system/exec/backquotes/qx/`do shell script`, at most `max`. */
export function shellCommandsIn(text: string, max = 16): Array<{ code: string; start: number; end: number }> {
  const out: Array<{ code: string; start: number; end: number }> = [];
  for (const m of text.matchAll(SHELL_STRINGS)) {
    if (out.length >= max) break;
    const code = m[1] ?? m[2] ?? m[3] ?? m[4];
    if (code) out.push({ code, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** A connected socket: the call that dials out, in each language's usual spelling. */
const CONNECT =
  /\bconnect\s*\(|\bTCPSocket\.(?:new|open)\b|\bfsockopen\s*\(|\bIO::Socket::INET->new\b|\bstream_socket_client\s*\(|\bsocket\.tcp\s*\(|\bSocket\.tcp\b/g;
/** A shell program started by the code. */
const SHELL_PROGRAM = /\/bin\/(?:ba|z|da)?sh\b|\bcmd\.exe\b|["'](?:ba|z)?sh(?:\s+-i)?["']/i;
/** The shell's standard streams wired to a descriptor: what turns "a socket and a shell" into a remote shell. */
const WIRING =
  /[<>]&\s*(?:\d|%d|\$|#\{|S\b)|\bdup2\b|\.reopen\s*\(|\bproc_open\s*\(|\bopen\s*\(\s*STD(?:IN|OUT|ERR)\b|\bpty\.spawn\b/i;
/** How far apart (in lines) the socket, the shell and the wiring may sit in one script. */
const WINDOW_LINES = 30;

/**
 * A script file that dials out and wires a shell's standard streams to the connection: the connect call,
 * a shell program and the stream wiring within 30 lines of each other. A script that talks HTTP over a
 * socket and runs `system("/bin/sh -c make")` elsewhere is not one (no wiring, or too far apart).
 */
export function scriptSocketShell(text: string): { start: number; end: number; host?: string } | undefined {
  const src = text.slice(0, 256 * 1024);
  let n = 0;
  for (const m of src.matchAll(CONNECT)) {
    if (n++ >= 64) break;
    const from = lineStartBefore(src, m.index, WINDOW_LINES);
    const to = lineEndAfter(src, m.index, WINDOW_LINES);
    const window = src.slice(from, to);
    if (!SHELL_PROGRAM.test(window) || !WIRING.test(window)) continue;
    const host = shellHost(window);
    return { start: m.index, end: m.index + m[0].length, ...(host ? { host } : {}) };
  }
  return undefined;
}

function lineStartBefore(s: string, at: number, lines: number): number {
  let i = at;
  for (let k = 0; k <= lines && i > 0; k++) i = s.lastIndexOf('\n', i - 1);
  return Math.max(0, i);
}

function lineEndAfter(s: string, at: number, lines: number): number {
  let i = at;
  for (let k = 0; k <= lines && i >= 0 && i < s.length; k++) i = s.indexOf('\n', i + 1);
  return i < 0 ? s.length : i;
}

/** Sinks that run a string as code: Perl/Ruby/PHP `eval`, Ruby's `instance_eval` family, Lua's `load`. */
const EVAL_SINK = /\b(?:eval|instance_eval|class_eval|module_eval|loadstring|load)\b[ \t]{0,8}\(?/g;
/** Calls that fetch a URL's body, in each language's usual spelling. */
const FETCH_CALL =
  /\b(?:get|getstore|file_get_contents|curl_exec|urlopen|fetch)[ \t]{0,8}\(|\bNet::HTTP\.get\b|\bURI\.open\b|\bURI\([^)\n]{0,300}\)\.read\b|\bopen-uri\b|\bHTTP::Tiny\b|\bLWP::|\bhttp\.request\b|\bHTTParty\.get\b|\bNet::HTTP\b/;
const URL_IN = /https?:\/\/[^\s"'`)\]}>;]{1,300}/;
/** How far past the sink its argument may reach: one statement, on one line. */
const EVAL_REACH = 400;

/**
 * Code fetched from a URL and evaluated in one statement: `eval get("https://…")` (Perl with LWP::Simple),
 * `eval(file_get_contents("https://…"))` (PHP), `eval(Net::HTTP.get(URI("https://…")))` (Ruby),
 * `load(http.request("https://…"))()` (Lua). The sink, a fetch call and the URL on the sink's line, after
 * it; the URL says where the code comes from. At most `max`.
 */
export function remoteEvals(
  text: string,
  max = 8,
): Array<{ start: number; end: number; via: string; url: string }> {
  const out: Array<{ start: number; end: number; via: string; url: string }> = [];
  let n = 0;
  for (const m of text.matchAll(EVAL_SINK)) {
    if (out.length >= max || n++ >= 256) break;
    const lineEnd = text.indexOf('\n', m.index);
    const arg = text.slice(
      m.index + m[0].length,
      Math.min(lineEnd < 0 ? text.length : lineEnd, m.index + EVAL_REACH),
    );
    const stmt = arg.split(';', 1)[0] ?? '';
    const url = URL_IN.exec(stmt)?.[0];
    if (!url || !FETCH_CALL.test(stmt)) continue;
    out.push({
      start: m.index,
      end: m.index + m[0].length + stmt.length,
      via: m[0].replace(/[ \t(]{1,9}$/, ''),
      url,
    });
  }
  return out;
}

/** What a remote eval does: fetches from its URL, and runs what came back (`via` names the caller's tool). */
export function remoteEvalBehaviours(
  r: { via: string; url: string; pinned?: boolean },
  hosts: ClassifyOptions,
  via = r.via,
): [BehaviourInput, BehaviourInput] {
  const endpoint = endpointOf(r.url, hosts);
  const code = tainted(unknown('fetched code', []), 'download', { from: r.url });
  return [
    { kind: 'fetch', endpoint, tool: via },
    { kind: 'execute', via, code, endpoint, ...(r.pinned ? { pinned: true } : {}) },
  ];
}
