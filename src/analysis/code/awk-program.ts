import type { SecretClass, Value } from '../facts.js';
import { type ClassifyOptions, endpointOf } from '../hosts.js';
import { normalizeHome, SECRET_ENV_NAME, secretOf } from '../paths.js';
import type { BehaviourInput } from './collector.js';
import { derived, literal, tainted } from './values.js';

/**
 * What an awk program does with the network. gawk opens a socket when a program names a special file
 * `/inet/tcp/LPORT/HOST/RPORT` (also `/inet4/`, `/inet6/`, `/inet/udp/`) as a coprocess (`|&`), a getline
 * source or a print target. Two shapes matter:
 *  - lines read from such a socket reach a command awk runs (`cmd | getline`, `system(cmd)`,
 *    `print … | cmd`, a coprocess `cmd |& getline`, or piped to `"sh"`): a remote host runs commands on the
 *    machine — a reverse shell with no shell binary or `/dev/tcp` in sight;
 *  - a secret (`ENVIRON["…TOKEN"]`, every `ENVIRON` entry, lines of `~/.ssh/…` read with `getline < f`)
 *    printed to such a socket: data sent out.
 * The program is read as statements of text (awk has no parser here): assignments give variables their
 * values and taints, in order, twice over (loops read a variable before the line that assigns it).
 * Callers: the `scripting` analyzer (`.awk` files) and the shell's awk handler (inline programs, with
 * `-v name=value` assignments). Everything is bounded: 64 KiB of program, 256 assignments, 64 sinks.
 */

const MAX_TEXT = 64 * 1024;
const MAX_ITEMS = 256;

/** A socket special file in a string literal: `"/inet/tcp/0/host/443"`, or its start `"/inet/tcp/0/"`. */
const INET_LITERAL = /"\/inet[46]?\/(?:tcp|udp)\/[^"\n]{0,200}"/;
/** `name = expression` (not `==`, `<=`, `!=` …), up to the end of the statement. */
const ASSIGN = /(?<![\w$=!<>~+*/%^-])([A-Za-z_]\w{0,63})[ \t]*=(?!=)[ \t]*([^\n;{}]{1,400})/g;
/** `EXPR |& getline [var]`: a coprocess (or socket) read. */
const COPROC_GETLINE =
  /((?<!\w)[A-Za-z_]\w{0,63}|"[^"\n]{0,300}")[ \t]*\|&[ \t]*getline\b(?:[ \t]*(\$?[A-Za-z_]\w{0,63}|\$\d{1,3}))?/g;
/** `getline [var] < EXPR`: a file (or socket) read. */
const FILE_GETLINE =
  /\bgetline\b[ \t]*(\$?[A-Za-z_]\w{0,63})?[ \t]*<[ \t]*([A-Za-z_]\w{0,63}|"[^"\n]{0,300}"|\([^()\n]{1,300}\))/g;
/** `EXPR | getline [var]`: a command whose output is read (the expression back to an opening bracket). */
const CMD_GETLINE = /([^\n;{}()|]{1,300})\|(?!&)[ \t]*getline\b(?:[ \t]*(\$?[A-Za-z_]\w{0,63}))?/g;
const SYSTEM_CALL = /\bsystem[ \t]*\(([^)\n]{0,400})\)/g;
/** `print … | cmd` (not `|&`): the program's output piped to a command. */
const PRINT_PIPE = /\bprintf?\b([^\n;|]{0,400})\|(?![&|])[ \t]*([^\n;}]{1,300})/g;
/** `print … |& target` or `print … > target`: output to a coprocess, socket or file. */
const PRINT_TO = /\bprintf?\b([^\n;|>]{0,400})(?:\|&|>>?)[ \t]*([A-Za-z_]\w{0,63}|"[^"\n]{0,300}")/g;
/** `function name(…) { return "/inet/…" … }`: a function that builds the socket's name. */
const SOCKET_FUNCTION =
  /\bfunction[ \t]+([A-Za-z_]\w{0,63})[ \t]*\([^)\n]{0,200}\)[ \t\n]*\{[ \t\n]{0,40}return\b[^{}\n]{0,400}"\/inet[46]?\//g;
const ENVIRON_NAMED = /\bENVIRON[ \t]*\[[ \t]*"([A-Za-z_]\w{0,127})"[ \t]*\]/g;
const ENVIRON_LOOP = /\bfor[ \t]*\([ \t]*([A-Za-z_]\w{0,63})[ \t]+in[ \t]+ENVIRON[ \t]*\)/;
const SHELL_TARGET = /^"(?:\/(?:usr\/)?bin\/)?(?:ba|z|da|k)?sh(?:[ \t]+-[a-z]{1,4})?"$/;

interface Var {
  /** The static text, when every part of the expression is known. */
  text?: string;
  socket: boolean;
  network: boolean;
  secret?: SecretClass;
  from?: string;
}

/** What the program does with sockets: behaviours, each at an offset of the program text. */
export interface AwkNetFact {
  b: BehaviourInput;
  start: number;
  end: number;
}

/** Comments blanked (offsets kept): `#` outside a string runs to the line end. */
export function withoutComments(text: string): string {
  let out = '';
  let inString = false;
  let inComment = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      inString = false;
      inComment = false;
    } else if (inComment) {
      out += ' ';
      continue;
    } else if (inString && c === '\\') {
      out += c + (text[i + 1] ?? '');
      i++;
      continue;
    } else if (c === '"') inString = !inString;
    else if (c === '#' && !inString) {
      inComment = true;
      out += ' ';
      continue;
    }
    out += c;
  }
  return out;
}

export class AwkState {
  readonly vars = new Map<string, Var>();

  constructor(preset: Readonly<Record<string, string>>) {
    for (const [k, v] of Object.entries(preset).slice(0, 64)) this.vars.set(k, this.ofText(v));
  }

  private ofText(text: string): Var {
    return { text, socket: /^\/inet[46]?\/(?:tcp|udp)\//.test(text), network: false };
  }

  /** An expression: a concatenation of string literals, variables, `ENVIRON["…"]` and `$n` fields. */
  eval(expr: string): Var {
    const e = expr.trim();
    const out: Var = { text: '', socket: INET_LITERAL.test(e), network: false };
    let n = 0;
    for (const m of e.matchAll(
      /(?<!\\)"((?:[^"\\\n]|\\.){0,400})"|ENVIRON[ \t]*\[[ \t]*"(\w{1,128})"[ \t]*\]|(\$?[A-Za-z_]\w{0,63}|\$\d{1,3})/g,
    )) {
      if (n++ >= 64) break;
      if (m[1] !== undefined) out.text = out.text === undefined ? undefined : out.text + m[1];
      else if (m[2] !== undefined) {
        if (m[2] === 'HOME') out.text = out.text === undefined ? undefined : `${out.text}~`;
        else {
          out.text = undefined;
          if (SECRET_ENV_NAME.test(m[2])) out.secret ??= 'env-secret';
        }
      } else {
        const v = this.vars.get(m[3]!);
        if (!v) {
          if (
            !/^(?:getline|close|length|substr|index|split|sub|gsub|sprintf|tolower|toupper|in)$/.test(m[3]!)
          )
            out.text = undefined;
          continue;
        }
        out.text = out.text === undefined || v.text === undefined ? undefined : out.text + v.text;
        out.socket ||= v.socket;
        out.network ||= v.network;
        out.secret ??= v.secret;
        out.from ??= v.from;
      }
    }
    return out;
  }

  set(name: string, v: Var): void {
    if (this.vars.size >= MAX_ITEMS && !this.vars.has(name)) return;
    // A variable once tainted keeps it: loops assign before and after their reads.
    const old = this.vars.get(name);
    const secret = v.secret ?? old?.secret;
    const from = v.from ?? old?.from;
    this.vars.set(name, {
      ...(v.text !== undefined ? { text: v.text } : {}),
      socket: v.socket || old?.socket === true,
      network: v.network || old?.network === true,
      ...(secret ? { secret } : {}),
      ...(from ? { from } : {}),
    });
  }

  taint(name: string | undefined, patch: Partial<Var>): void {
    const key = name ?? '$0';
    const old = this.vars.get(key) ?? { socket: false, network: false };
    if (this.vars.size < MAX_ITEMS || this.vars.has(key))
      this.vars.set(key, { ...old, ...patch, text: undefined });
  }
}

/** `$0` and the fields hold the last line read with a bare getline (or the main loop's input). */
function fieldsOf(state: AwkState, expr: string): Var {
  const v = state.eval(expr);
  const zero = state.vars.get('$0');
  if (zero && /\$(?:0|[1-9]\d{0,2}|NF)\b/.test(expr))
    return { ...v, network: v.network || zero.network, ...(zero.secret ? { secret: zero.secret } : {}) };
  return v;
}

/** One reading of the program: assignments and reads, updating taints in text order. */
export function propagate(state: AwkState, src: string): void {
  const events: Array<{ at: number; run: () => void }> = [];
  for (const m of src.matchAll(ASSIGN)) {
    if (events.length >= MAX_ITEMS) break;
    const [, name, expr] = m;
    events.push({ at: m.index, run: () => state.set(name!, fieldsOf(state, expr!)) });
  }
  for (const m of src.matchAll(COPROC_GETLINE)) {
    if (events.length >= MAX_ITEMS * 2) break;
    events.push({
      at: m.index,
      run: () => {
        // Reading a socket (or a coprocess fed from one) gives network text; a plain command's output does not.
        if (state.eval(m[1]!).socket) state.taint(m[2], { network: true, socket: false });
      },
    });
  }
  for (const m of src.matchAll(FILE_GETLINE)) {
    if (events.length >= MAX_ITEMS * 3) break;
    events.push({
      at: m.index,
      run: () => {
        const source = state.eval(m[2]!.replace(/^\(|\)$/g, ''));
        if (source.socket) state.taint(m[1], { network: true, socket: false });
        const secret = source.text ? secretOf(normalizeHome(source.text)) : undefined;
        if (secret) state.taint(m[1], { secret: secret.cls, from: source.text! });
      },
    });
  }
  for (const m of src.matchAll(CMD_GETLINE)) {
    if (events.length >= MAX_ITEMS * 4) break;
    events.push({
      at: m.index,
      run: () => {
        // `"cat ~/.ssh/id_rsa" | getline key`: the command's text names the store it prints.
        const cmd = state.eval(lastOperand(m[1]!));
        const path = cmd.text ? /(?:^|\s)((?:~|\$HOME|\/)[^\s"']{1,200})/.exec(cmd.text)?.[1] : undefined;
        const secret = path ? secretOf(normalizeHome(path)) : undefined;
        if (secret) state.taint(m[2], { secret: secret.cls, from: path! });
      },
    });
  }
  events.sort((a, b) => a.at - b.at);
  for (const e of events) e.run();
}

/** The command expression before `| getline`: after the last `while (`, `if (` or opening bracket. */
function lastOperand(before: string): string {
  const cut = Math.max(before.lastIndexOf('('), before.lastIndexOf('='));
  return (cut >= 0 ? before.slice(cut + 1) : before).trim();
}

/** Where lines from the network are run as commands: [offset, end, how]. */
function networkExecs(state: AwkState, src: string): Array<[number, number, string]> {
  const out: Array<[number, number, string]> = [];
  const net = (expr: string) => fieldsOf(state, expr).network;
  for (const m of src.matchAll(CMD_GETLINE))
    if (out.length < 64 && net(lastOperand(m[1]!)))
      out.push([m.index, m.index + m[0].length, 'cmd | getline']);
  for (const m of src.matchAll(SYSTEM_CALL))
    if (out.length < 64 && net(m[1]!)) out.push([m.index, m.index + m[0].length, 'system()']);
  for (const m of src.matchAll(PRINT_PIPE)) {
    if (out.length >= 64) break;
    const target = m[2]!.trim();
    if (net(target) || (SHELL_TARGET.test(target) && net(m[1]!)))
      out.push([m.index, m.index + m[0].length, 'print | command']);
  }
  for (const m of src.matchAll(COPROC_GETLINE)) {
    const v = state.eval(m[1]!);
    if (out.length < 64 && !v.socket && v.network) out.push([m.index, m.index + m[0].length, 'coprocess']);
  }
  return out;
}

/** The socket's remote host: `/inet/tcp/LPORT/HOST/RPORT`. */
function socketHost(state: AwkState, src: string): string | undefined {
  for (const v of state.vars.values()) {
    const host =
      v.socket && v.text
        ? /^\/inet[46]?\/(?:tcp|udp)\/[^/]{0,10}\/([^/]{1,253})\//.exec(v.text)?.[1]
        : undefined;
    if (host) return host;
  }
  const lit = /"\/inet[46]?\/(?:tcp|udp)\/[^/"]{0,10}\/([^/"]{1,253})\//.exec(src)?.[1];
  return lit;
}

function endpointFor(host: string | undefined, hosts: ClassifyOptions) {
  // Host `0` with a local port is a listener (gawk's server form); `localhost` a local peer.
  if (host === '0' || host === '0.0.0.0') return endpointOf('localhost', hosts);
  return endpointOf(host, hosts);
}

/**
 * The network behaviours of an awk program: a reverse shell when socket input reaches a command, and a
 * send for each print of a secret to a socket. `preset` holds `-v name=value` assignments.
 */
export function awkNetworkFacts(
  text: string,
  hosts: ClassifyOptions,
  preset: Readonly<Record<string, string>> = {},
): AwkNetFact[] {
  const src = withoutComments(text.slice(0, MAX_TEXT));
  if (!/\/inet[46]?\/(?:tcp|udp)\//.test(src)) return [];
  const state = new AwkState(preset);
  // A function that returns a socket special file makes its calls socket expressions.
  for (const m of src.matchAll(SOCKET_FUNCTION)) state.set(m[1]!, { socket: true, network: false });
  propagate(state, src);
  propagate(state, src);
  const host = socketHost(state, src);
  const endpoint = endpointFor(host, hosts);
  const out: AwkNetFact[] = [];
  const exec = networkExecs(state, src)[0];
  if (exec)
    out.push({
      b: {
        kind: 'reverse-shell',
        how: `awk socket special file whose input runs as commands (${exec[2]})`,
        endpoint,
      },
      start: exec[0],
      end: exec[1],
    });
  const envAll = ENVIRON_LOOP.exec(src)?.[1];
  for (const m of src.matchAll(PRINT_TO)) {
    if (out.length >= 32) break;
    if (!state.eval(m[2]!).socket) continue;
    const data = sentData(state, m[1]!, envAll);
    if (!data) continue;
    const at = { start: m.index, end: m.index + m[0].length };
    if (data.secret && data.secret !== 'env-all')
      out.push({ b: { kind: 'read', target: literal(data.from ?? data.text), secret: data.secret }, ...at });
    out.push({ b: { kind: 'send', endpoint, channel: 'socket', data }, ...at });
  }
  return out;
}

/** What a print to a socket carries, when it is a secret (or the whole environment). */
function sentData(state: AwkState, printed: string, envAll: string | undefined): Value | undefined {
  for (const m of printed.matchAll(ENVIRON_NAMED))
    if (SECRET_ENV_NAME.test(m[1]!))
      return tainted(tainted(derived(`ENVIRON["${m[1]}"]`, []), 'env'), 'secret', { secret: 'env-secret' });
  if (envAll && new RegExp(`\\bENVIRON[ \\t]*\\[[ \\t]*${envAll}[ \\t]*\\]`).test(printed))
    return tainted(tainted(derived('ENVIRON', []), 'env'), 'secret', { secret: 'env-all' });
  const v = fieldsOf(state, printed);
  if (!v.secret) return undefined;
  const base = tainted(derived(printed.trim().slice(0, 200), []), v.from ? 'file' : 'env', {
    ...(v.from ? { from: v.from } : {}),
  });
  return tainted(base, 'secret', { secret: v.secret, ...(v.from ? { from: v.from } : {}) });
}
