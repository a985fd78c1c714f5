import type { Endpoint, Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { neverRunsOperands } from '../../operand-programs.js';
import { cliTokenOutput } from '../cli-tokens.js';
import type { SyntaxNode as Node } from '../syntax-tree.js';
import { concat, literal, tainted } from '../values.js';
import type { Ctx, Handler } from './context.js';
import { derive, flat, type GV, knownText, opaque, slot } from './gv.js';

/**
 * Processes: `exec.Command`/`exec.CommandContext` (and `syscall.Exec`, `os.StartProcess`). Each is an
 * `execute` whose `code` is the command as reconstructed, and the command line is embedded as shell code
 * (an argv list quoted as a shell would need it), so the shell analyzer reads `sh -c '…'`, `curl … | sh`,
 * a keychain read or a `git push` whichever way Go spelled it. Beyond what the shell sees: a program (or an
 * interpreter's script operand) that is a file the code wrote downloaded bytes into runs the download; a
 * shell started without a script is given its code on standard input (`cmd.Stdin = resp.Body`, a
 * `StdinPipe` written to); a connection wired to a shell's standard streams, or a line read from a
 * connection run as a command, is a reverse shell; a CLI that prints its login token (`gh auth token`)
 * is a read of it, and its output carries it; `git` given an argument that carries a secret (a remote URL
 * with the token in it) sends it to the URL's host.
 */

const SAFE_WORD = /^[\w@%+=:,./-]+$/;

/** One argv element as a shell word: static text quoted as needed, unknown parts as a shell parameter. */
function shellWord(g: GV): string {
  const known = knownText(g);
  if (known !== undefined) return SAFE_WORD.test(known) ? known : `'${known.replace(/'/g, `'\\''`)}'`;
  // The analyzer's placeholders (`${os.Getenv(…)}`, a command's output `$(gh auth token)`) as plain
  // parameter names the shell grammar reads: the program gets the value, the shell never runs it.
  const param = (inner: string) =>
    `\${${
      inner
        .replace(/\W+/g, '_')
        .replace(/^_+|_+$/g, '')
        .slice(0, 40) || 'ARG'
    }}`;
  const text = g.v.text
    .replace(/\$\{([^}]{0,200})\}/g, (_m, inner: string) =>
      /^[A-Za-z_]\w*$/.test(inner) ? `\${${inner}}` : param(inner),
    )
    .replace(/\$\(([^)]{0,200})\)/g, (_m, inner: string) => param(inner));
  return `"${text.replace(/["\\`]/g, '\\$&')}"`;
}

/** Interactive shells and command interpreters. */
const SHELL =
  /(?:^|[/\\])(?:ba|z|k|da|a|c|tc|fi)?sh(?:\.exe)?$|(?:^|[/\\])(?:cmd|powershell|pwsh)(?:\.exe)?$/i;
/** Programs that run the file named by their first operand. */
const INTERPRETER =
  /(?:^|[/\\])(?:(?:ba|z|k|da|a)?sh|python[\d.]*|node|perl|ruby|php|pwsh|powershell|bun|deno|lua)(?:\.exe)?$/i;

interface CmdState {
  program: string;
  /** A shell or interpreter given no script: it reads its code from standard input. */
  readsStdin: boolean;
  conn?: GV;
  node: Node;
}

/** The URL of the downloaded file an argv runs: the program itself, or an interpreter's script operand. */
function downloadedScript(ctx: Ctx, argv: readonly GV[]): string | undefined {
  const [program, ...rest] = argv;
  if (!program || ctx.downloaded.size === 0) return undefined;
  const urlOf = (g: GV) =>
    (g.alts ?? [g]).map((a) => ctx.downloaded.get(a.v.text)).find((u) => u !== undefined);
  const own = urlOf(program);
  if (own !== undefined) return own;
  const name = knownText(program);
  if (name === undefined || !INTERPRETER.test(name)) return undefined;
  const operand = rest.find((w) => !(knownText(w) ?? '').startsWith('-'));
  return operand ? urlOf(operand) : undefined;
}

/** The connection a value was read from, when it carries a line received on one. */
function receivedOn(ctx: Ctx, v: Value): { endpoint: Endpoint; at: [number, number] } | undefined {
  if (!v.taints.includes('download') || v.from === undefined) return undefined;
  return ctx.conns.get(v.from);
}

/** `git` given an argument that carries a secret: it goes to the host the URL names. */
function gitSend(ctx: Ctx, node: Node, argv: readonly GV[]): void {
  for (const a of argv.slice(1, 24)) {
    const v = flat(a);
    if (v.literal || !v.taints.includes('secret')) continue;
    // Unknown parts (`${token}`, a command's output `$(gh auth token)`) stand in as one word.
    const text = v.text.replace(/\$\{[^}]{0,200}\}|\$\([^)]{0,200}\)/g, 'X');
    const url = /\b[a-z][\w+.-]{1,20}:\/\/[^\s"'`]{1,300}/.exec(text)?.[0];
    const endpoint = url
      ? endpointOf(url.replace(/\/\/[^/@\s]{0,200}@/, '//'), ctx.unit.hosts)
      : ({ cls: 'unknown' } as Endpoint);
    ctx.emit({ kind: 'send', endpoint, channel: 'git', data: v }, node);
    return;
  }
}

/** Programs that run their operands as a command (`sudo cmd`, `env X=1 cmd`, `ssh host cmd`, `xargs cmd`). */
const RUNS_OPERANDS =
  /^(?:sudo|doas|su|env|nohup|timeout|nice|setsid|stdbuf|xargs|time|exec|chroot|ssh|watch|script|flock|busybox|npx|bunx|uvx|pipx|uv|docker|podman|kubectl|find|parallel)(?:\.exe)?$/i;

/**
 * The words of an argv that may run as code: a program that never runs its operands, or a local file that
 * is neither an interpreter nor a runner (`./verifier --text msg`: what it does with a word is its own code,
 * analysed where it is), gets its other words as data; any other program may run them.
 */
function codeWords(argv: readonly GV[]): readonly GV[] {
  const program = argv[0];
  const text = program?.v.text ?? '';
  const base = text.slice(Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\')) + 1);
  if (!program) return [];
  // A program that never runs its operands (src/analysis/operand-programs.ts): `pdftotext <downloaded.pdf> -`.
  if (neverRunsOperands(base, argv.slice(1).map(knownText))) return [program];
  const path = text.includes('/') && /^[\w.+-]+$/.test(base);
  return path && !INTERPRETER.test(base) && !SHELL.test(base) && !RUNS_OPERANDS.test(base) ? [program] : argv;
}

/** Shell code already read where its argument list was written (`shellArgv`), by value. */
const readLists = new WeakMap<Ctx, WeakSet<GV>>();

/**
 * A slice literal that is a shell, its run flag and code (`[]string{"sh", "-c", cmd}`) is a command line
 * whatever later runs it — a function of another file of the package may hand it to `exec.Command` — so
 * its command is read as shell where it is written (as the readers of languages without a parser read
 * such a list, src/analysis/code/foreign-calls.ts).
 */
export function shellArgv(ctx: Ctx, items: readonly GV[], at: Node): void {
  const [shell, flag, code] = items;
  if (!shell || !flag || !code || !SHELL.test(knownText(shell) ?? '')) return;
  if (!RUN_FLAG.test(knownText(flag) ?? '')) return;
  ctx.embedShell(items.map(shellWord).join(' '), at);
  const read = readLists.get(ctx) ?? new WeakSet<GV>();
  readLists.set(ctx, read);
  read.add(code);
}

const RUN_FLAG = /^(?:-[a-z]{0,3}c|\/[ck]|-command)$/i;

/** Runs an argv list: the execute, the command line as embedded shell, and what running it means here. */
export function runCommand(ctx: Ctx, node: Node, via: string, argv: readonly GV[]): GV {
  const program = argv[0] ? knownText(argv[0]) : undefined;
  const text = argv.map(shellWord).join(' ');
  const fetched = downloadedScript(ctx, argv);
  const run = codeWords(argv).map(flat);
  let code: Value = { ...concat(run.length ? run : [literal('')]), text: text.slice(0, 2_000) };
  if (fetched !== undefined) code = tainted(code, 'download', { from: fetched });
  const endpoint = fetched !== undefined ? endpointOf(fetched, ctx.unit.hosts) : undefined;
  ctx.emit({ kind: 'execute', via, code, ...(endpoint ? { endpoint } : {}) }, node);
  const listed = argv.some((a) => readLists.get(ctx)?.has(a));
  if (!listed && !/^"?\$\{[^}]*\}"?$/.test(text.trim())) ctx.embedShell(text, node);
  for (const w of run.slice(1)) {
    const conn = receivedOn(ctx, w);
    if (conn)
      ctx.emit(
        { kind: 'reverse-shell', how: 'connection input run as commands', endpoint: conn.endpoint },
        conn.at,
      );
  }
  const name = (program ?? '').replace(/^.*[\\/]/, '').toLowerCase();
  if (name === 'git') gitSend(ctx, node, argv);
  const literalWords = argv
    .slice(1, 12)
    .map(knownText)
    .filter((w): w is string => w !== undefined);
  const token = program ? cliTokenOutput(program, literalWords.join(' ')) : undefined;
  if (token) {
    ctx.emit(
      { kind: 'read', target: literal(token.command), secret: token.value.secret ?? 'cli-login-token' },
      node,
    );
    return { v: token.value };
  }
  return derive(slot(`${name || 'command'} output`), argv);
}

/** `exec.Command(name, args…)`: the command, remembered for its streams and output. */
const command =
  (first: number): Handler =>
  (ctx, call) => {
    const argv = call.args.slice(first);
    if (argv.length === 0) return undefined;
    const output = runCommand(ctx, call.node, 'exec.Command', argv);
    const program = knownText(argv[0]) ?? '';
    const rest = argv.slice(1).map((a) => knownText(a) ?? '${}');
    const script = rest.some((w) => !w.startsWith('-') || w === '-c');
    const state: CmdState = {
      program: program.replace(/^.*[\\/]/, ''),
      readsStdin: (SHELL.test(program) || INTERPRETER.test(program)) && !script,
      node: call.node,
    };
    return { ...output, ref: 'os/exec.Cmd', state: { cmd: state } };
  };

/** `cmd.Output()`, `cmd.CombinedOutput()`: what the command printed (its value), and an error. */
const output: Handler = (_ctx, call) => {
  const self = call.self;
  if (!self) return undefined;
  const out: GV = { v: self.v };
  return { ...out, tuple: [out, opaque('err')] };
};

/** A connection wired to a shell's streams: a reverse shell, reported where the connection is dialled. */
function wired(ctx: Ctx, cmd: CmdState, conn: GV): void {
  cmd.conn = conn;
  if (!SHELL.test(cmd.program) && !INTERPRETER.test(cmd.program)) return;
  const addr = conn.state?.addr as string | undefined;
  const dialled = addr !== undefined ? ctx.conns.get(addr) : undefined;
  const endpoint = (conn.state?.endpoint as Endpoint | undefined) ?? { cls: 'unknown' };
  ctx.emit(
    { kind: 'reverse-shell', how: `connection wired to ${cmd.program}'s standard streams`, endpoint },
    dialled?.at ?? cmd.node,
  );
}

/** Code given to a shell on its standard input: run as that shell's script. */
export function stdinCode(ctx: Ctx, cmd: CmdState, code: GV, at: Node): void {
  if (!cmd.readsStdin) return;
  const v = flat(code);
  const endpoint = v.taints.includes('download') && v.from ? endpointOf(v.from, ctx.unit.hosts) : undefined;
  ctx.emit({ kind: 'execute', via: `${cmd.program} stdin`, code: v, ...(endpoint ? { endpoint } : {}) }, at);
}

/** `cmd.Stdin = x`, `cmd.Stdout = conn`: what the command reads and where it prints. */
export function commandField(ctx: Ctx, obj: GV, field: string, value: GV, at: Node): void {
  const cmd = obj.state?.cmd as CmdState | undefined;
  if (!cmd) return;
  if (field !== 'Stdin') return;
  // Its input from a connection: whoever is at the other end types the commands (output sent to a
  // connection alone is a log stream).
  if (value.ref === 'net.Conn') wired(ctx, cmd, value);
  else if (value.ref !== 'os.Std') stdinCode(ctx, cmd, value, at);
}

/** `cmd.StdinPipe()`: a writer whose bytes are the command's standard input. */
const stdinPipe: Handler = (_ctx, call) => {
  const cmd = call.self?.state?.cmd as CmdState | undefined;
  if (!cmd) return undefined;
  const pipe: GV = { ...opaque('stdin'), ref: 'os/exec.Stdin', state: { cmd } };
  return { ...pipe, tuple: [pipe, opaque('err')] };
};

/** `syscall.Exec(path, argv, env)`, `os.StartProcess(name, argv, attr)`. */
const execArgv: Handler = (ctx, call) => {
  const [path, argv] = call.args;
  if (!path) return undefined;
  const words = argv?.items?.length ? argv.items : [path];
  return runCommand(ctx, call.node, call.name.replace(/^.*\//, ''), words);
};

/** `plugin.Open(path)`: a Go plugin's code runs in this process. */
const pluginOpen: Handler = (ctx, call) => {
  const path = call.args[0];
  const url = path ? ctx.downloaded.get(path.v.text) : undefined;
  if (path && url !== undefined) {
    const code = tainted(path.v, 'download', { from: url });
    ctx.emit(
      { kind: 'execute', via: 'plugin.Open', code, endpoint: endpointOf(url, ctx.unit.hosts) },
      call.node,
    );
  } else if (path) ctx.unit.dataUses.load('plugin.Open');
  return { ...opaque('plugin'), tuple: [opaque('plugin'), opaque('err')] };
};

/** yaegi, the Go interpreter as a library: `interp.New(…).Eval(src)` runs `src` as Go. */
const YAEGI = 'github.com/traefik/yaegi/interp';

const yaegiEval: Handler = (ctx, call) => {
  const code = call.args[0];
  if (!code) return undefined;
  const v = flat(code);
  const endpoint = v.taints.includes('download') && v.from ? endpointOf(v.from, ctx.unit.hosts) : undefined;
  ctx.emit({ kind: 'execute', via: 'yaegi', code: v, ...(endpoint ? { endpoint } : {}) }, call.node);
  return { ...opaque('value'), tuple: [opaque('value'), opaque('err')] };
};

export const EXEC_HANDLERS: Array<[string, Handler]> = [
  [`${YAEGI}.New`, () => ({ ...opaque('interp'), ref: `${YAEGI}.Interpreter`, state: {} })],
  [`${YAEGI}.Interpreter.Eval`, yaegiEval],
  ['os/exec.Command', command(0)],
  ['os/exec.CommandContext', command(1)],
  ['os/exec.Cmd.Output', output],
  ['os/exec.Cmd.CombinedOutput', output],
  ['os/exec.Cmd.StdinPipe', stdinPipe],
  ['syscall.Exec', execArgv],
  ['os.StartProcess', execArgv],
  ['plugin.Open', pluginOpen],
];
