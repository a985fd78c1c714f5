import type { Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { codeWordsOf, operandUse, programName } from '../../operand-programs.js';
import { argvFileEffect, extractedPaths } from '../argv-files.js';
import { cliTokenOutput } from '../cli-tokens.js';
import { splicedDataProgram } from '../data-programs.js';
import { splicedIntoLiteral } from '../spliced-source.js';
import { tainted } from '../values.js';
import type { PyNode as Node } from './ast.js';
import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { concatPV, derive, fullText, knownText, type PV, slot, str, textsOf } from './pv.js';

/**
 * Processes: `subprocess.*`, `os.system`/`popen`/`exec*`/`spawn*`, `pty.spawn`, asyncio subprocesses,
 * `pip.main`. Each is an `execute` whose `code` is the command as reconstructed, and the command is
 * embedded as shell code (a string run by a shell as written; an argv list joined and quoted), so the
 * shell analyzer sees `curl … | sh` whichever way Python spelled it. A shell whose standard streams are
 * a connected socket is a reverse shell (also assembled from `os.dup2` + a shell, see `reverseShell`).
 */

const SAFE_WORD = /^[\w@%+=:,./-]+$/;

/** One argv element as a shell word: static text quoted as needed, unknown parts left as `${name}`. */
function shellWord(p: PV): string {
  const known = fullText(p);
  if (known !== undefined) return SAFE_WORD.test(known) ? known : `'${known.replace(/'/g, `'\\''`)}'`;
  return `"${p.v.text.replace(/["\\`]/g, '\\$&')}"`;
}

/** An argv list (or a single program) as the command line a shell would run. */
export function argvCommand(argv: readonly PV[]): { text: string; value: Value } {
  const text = argv.map(shellWord).join(' ');
  const value = concatPV(argv.length ? [...codeWords(argv)] : [str('')]).v;
  // Taints come from the words that may run; whether the command is known comes from all of them, except
  // for a program that only reads, describes or looks up what it is given (`pdfinfo <path>`: no sink).
  const program = argv[0] ? knownText(argv[0]) : undefined;
  const readsOnly = program !== undefined && operandUse(program) !== undefined;
  const literal = value.literal && (readsOnly || argv.every((w) => knownText(w) !== undefined));
  return { text, value: { ...value, literal, text: text.slice(0, 2_000) } };
}

/**
 * The words of an argv list that may run as code, for the taints of the execute (no shell reads the list:
 * each word reaches the program as it is). What a program does with each word is in one table
 * (src/analysis/operand-programs.ts `codeWordsOf`): a program that only reads, sends or shows its words
 * (`[lark_cli, "im", "+messages-send", "--markdown", text]`, `pdftotext -l 3 <downloaded.pdf> -`, a
 * script of the repository by its path) gets them as data — what a repository script does with them is
 * its own code, analysed where it is; a shell or an interpreter runs its code option's value or its script
 * (`["bash", "-c", reply]`), not the arguments after it; a runner (`sudo`, `env`, `xargs`, `ssh`) and a
 * program named by a value not known statically may run any word.
 */
function codeWords(argv: readonly PV[]): readonly PV[] {
  const program = argv[0]!;
  const name = knownText(program) ?? namedTail(program.v.text);
  if (name === undefined) return argv;
  const code = codeWordsOf(name, argv.slice(1).map(knownText));
  return code === 'all' ? argv : [program, ...code.map((i) => argv[i + 1]!).filter(Boolean)];
}

/**
 * `["python3", "-c", f"… json.loads('''{r.text}''') …"]`: the downloaded parts of an interpreter's code
 * word all sit in string literals of its source (src/analysis/code/spliced-source.ts), an injection.
 */
function splicedCode(argv: readonly PV[]): { lang: string; quote: string } | undefined {
  const name = knownText(argv[0]) ?? namedTail(argv[0]?.v.text ?? '');
  const base = name === undefined ? '' : programName(name).toLowerCase();
  const lang = /^python[\d.]{0,6}$/.test(base)
    ? 'python'
    : /^node(?:js)?$/.test(base)
      ? 'javascript'
      : undefined;
  if (!lang || name === undefined) return undefined;
  const code = codeWordsOf(name, argv.slice(1).map(knownText));
  if (code === 'all') return undefined;
  const hot = code.map((i) => argv[i + 1]).filter((w) => w?.v.taints.includes('download'));
  if (hot.length === 0 || hot.some((w) => w?.v.taints.includes('decoded'))) return undefined;
  let quote: string | undefined;
  for (const w of hot) {
    const found = splicedIntoLiteral(lang, w!.v.text);
    if (!found) return undefined;
    quote ??= found.quote;
  }
  return quote === undefined ? undefined : { lang, quote };
}

/** The program's file name when only its folder is unknown (`${venv}/bin/python`), else undefined. */
function namedTail(text: string): string | undefined {
  const cut = Math.max(text.lastIndexOf('/'), text.lastIndexOf('\\'));
  const base = cut >= 0 ? text.slice(cut + 1) : '';
  return /^[\w.+-]+$/.test(base) ? base : undefined;
}

/** A placeholder this analyzer wrote for a value it does not know: `${sys.argv}`, `${parse_args(…)}`. */
const PYTHON_PLACEHOLDER = /\$\{([A-Za-z_]\w{0,80}(?:[.( …][^}]{0,200})?)\}/g;

/**
 * The command line with the analyzer's placeholders as shell parameter names (`${parse_args(…)}.model` →
 * `${parse_args}.model`, `${sys.argv}` → `${sys_argv}`): the shell grammar reads `${name(…)}` as a broken
 * expansion and loses the rest of the line, flags included. An expansion the code wrote (`${HOME:-/tmp}`)
 * is left as it is.
 */
function shellPlaceholders(text: string): string {
  return text.replace(PYTHON_PLACEHOLDER, (whole, name: string) =>
    /^[A-Za-z_]\w*$/.test(name) ? whole : `\${${name.replaceAll('(…)', '').replace(/\W/g, '_')}}`,
  );
}

/** Interactive shells and command interpreters (the end of a reverse shell). */
const SHELL =
  /(?:^|[/\\])(?:ba|z|k|da|a|c|tc|fi)?sh(?:\.exe)?$|(?:^|[/\\])(?:cmd|powershell|pwsh)(?:\.exe)?$/i;

function isSocketFd(p: PV | undefined): boolean {
  return p?.ref === 'socket.fileno()' || p?.ref === 'socket.socket()';
}

/** Reports an execute of a command line and hands the text to the shell analyzer. */
export function runCommand(
  ctx: Ctx,
  call: Call,
  via: string,
  cmd: { text: string; value: Value },
  argv?: readonly PV[],
): void {
  const fetchedFrom = argv ? downloadedScript(ctx, argv) : undefined;
  if (argv) noteArgvFiles(ctx, argv);
  const code = fetchedFrom === undefined ? cmd.value : tainted(cmd.value, 'download', { from: fetchedFrom });
  const endpoint =
    code.taints.includes('download') && code.from ? endpointOf(code.from, ctx.unit.hosts) : undefined;
  // A reply spliced, quoted, into a shell line as an argument of a program that does not run it.
  const spliced =
    !argv && fetchedFrom === undefined && code.taints.includes('download')
      ? splicedDataProgram(cmd.text)
      : undefined;
  const splicedInto = argv && fetchedFrom === undefined ? splicedCode(argv) : undefined;
  ctx.emit(
    {
      kind: 'execute',
      via,
      code,
      ...(endpoint ? { endpoint } : {}),
      ...(spliced ? { spliced } : {}),
      ...(splicedInto ? { splicedInto } : {}),
    },
    call.node,
  );
  if (!/^"?\$\{[^}]*\}"?$/.test(cmd.text.trim())) ctx.embed('shell', shellPlaceholders(cmd.text), call.node);
  const program = argv?.[0] ? knownText(argv[0]) : /^\S+/.exec(cmd.text)?.[0];
  if (program && SHELL.test(program)) {
    const streams = ['stdin', 'stdout', 'stderr'].map((k) => call.kwargs.get(k));
    if (streams.some(isSocketFd)) reverseShell(ctx, call.node, `${via} with socket streams`);
    else ctx.reverse.shell ??= [call.node.startIndex, call.node.endIndex];
  }
}

/** Programs that run the file named by their first operand (`bash f`, `python3 f`, `node f`). */
const INTERPRETER =
  /(?:^|[/\\])(?:(?:ba|z|k|da|a)?sh|python[\d.]*|node|perl|ruby|php|pwsh|powershell|bun|deno|lua)(?:\.exe)?$/i;

/** Variables naming the user's shell (`os.environ.get("SHELL", "/bin/sh")`). */
const SHELL_VARS = new Set(['SHELL', 'COMSPEC']);

/**
 * The URL of the downloaded file an argv runs, when it runs one: the program itself (`[path, …]` after a
 * download to `path`), or the script operand of an interpreter (`["bash", "-e", path]`, `[sys.executable,
 * path]`). A downloaded file handed to any other program (`tar`, `sha256sum`) is data, not code.
 */
function downloadedScript(ctx: Ctx, argv: readonly PV[]): string | undefined {
  const [program, ...rest] = argv;
  if (!program || ctx.downloaded.size === 0) return undefined;
  // The file itself received the download, or a folder above it did (an archive extracted there).
  const urlOf = (p: PV) =>
    textsOf(p)
      .map((t) => ctx.downloaded.get(t) ?? underDownloaded(ctx, t))
      .find((u) => u !== undefined);
  const own = urlOf(program);
  if (own !== undefined) return own;
  const name = knownText(program);
  const interpreter =
    name !== undefined ? INTERPRETER.test(name) : (program.v.vars ?? []).some((v) => SHELL_VARS.has(v));
  if (!interpreter) return undefined;
  const operand = rest.find((w) => !(knownText(w) ?? '').startsWith('-'));
  return operand ? urlOf(operand) : undefined;
}

/**
 * Files a download or extraction run from an argv fills (src/analysis/code/argv-files.ts): `["curl", "-o",
 * path, url]` puts the download at `path`, `["tar", "-xzf", path, "-C", dir]` under `dir` and at the members
 * it names, so running or importing from there later runs the download.
 */
function noteArgvFiles(ctx: Ctx, argv: readonly PV[]): void {
  const effect = argvFileEffect(argv.map((w) => knownText(w) ?? w.v.text));
  if (!effect || ctx.downloaded.size >= 256) return;
  if (effect.kind === 'download') ctx.downloaded.set(effect.file, effect.url);
  else {
    const url = ctx.downloaded.get(effect.archive) ?? underDownloaded(ctx, effect.archive);
    if (url !== undefined)
      for (const p of extractedPaths(effect)) ctx.downloaded.set(p.replace(/\/$/, ''), url);
  }
}

/** The URL of a downloaded folder (an extracted archive) that holds `path`. */
function underDownloaded(ctx: Ctx, path: string): string | undefined {
  for (const [dir, url] of ctx.downloaded) if (dir !== '' && path.startsWith(`${dir}/`)) return url;
  return undefined;
}

/** `subprocess.run(args, shell=…)` and friends: argv list or command string. */
const subprocess =
  (via: string, alwaysShell = false): Handler =>
  (ctx, call) => {
    const args = arg(call, 0, 'args') ?? arg(call, 0, 'cmd');
    if (!args) return undefined;
    const shell = alwaysShell || (call.kwargs.get('shell')?.num ?? 0) !== 0;
    if (args.items && !shell) runCommand(ctx, call, via, argvCommand(args.items), args.items);
    else if (args.items?.[0])
      runCommand(ctx, call, via, {
        text: fullText(args.items[0]) ?? args.items[0].v.text,
        value: args.items[0].v,
      });
    else runCommand(ctx, call, via, { text: fullText(args) ?? args.v.text, value: args.v });
    // `subprocess.check_output(["gh", "auth", "token"])`: the user's token, as the shell form reads it.
    const words = args.items?.map((w) => knownText(w) ?? '') ?? (knownText(args) ?? '').split(/\s+/);
    const token = words[0] ? cliTokenOutput(words[0], words.slice(1, 12).join(' ')) : undefined;
    if (token) return { v: token.value, ref: `${via}()` };
    return { ...derive(slot('output'), [args]), ref: `${via}()` };
  };

/** `os.execv(path, argv)`, `os.execl(path, arg0, …)`, `os.spawnv(mode, path, argv)`: argv from a list or the rest. */
const osExec =
  (pathAt: number, argv: { list: number } | { rest: number }): Handler =>
  (ctx, call) => {
    const program = call.args[pathAt];
    const words = 'list' in argv ? call.args[argv.list]?.items : call.args.slice(argv.rest);
    const argvWords = words?.length ? words : program ? [program] : [];
    if (argvWords.length === 0) return undefined;
    runCommand(ctx, call, 'os.exec', argvCommand(argvWords), argvWords);
    return str('None');
  };

const ptySpawn: Handler = (ctx, call) => {
  const a = call.args[0];
  if (!a) return undefined;
  const words = a.items ?? [a];
  runCommand(ctx, call, 'pty.spawn', argvCommand(words), words);
  return str('None');
};

/** `pip.main(["install", …])`: the same as running pip. */
const pipMain: Handler = (ctx, call) => {
  const a = call.args[0];
  if (!a?.items) return undefined;
  runCommand(ctx, call, 'pip', argvCommand([str('pip'), ...a.items]));
  return str('0');
};

/**
 * `shutil.which("lark-cli")`: the path of the program of that name on `PATH` (or None); as an argv's
 * program it is that program, so what it does with its words is read by its name.
 */
const which: Handler = (_ctx, call) => {
  const name = knownText(arg(call, 0, 'cmd'));
  return name !== undefined && /^[\w.+-]{1,80}$/.test(name) ? str(name) : undefined;
};

/** `os.dup2(sock.fileno(), 0)`: a socket becomes the process's standard streams. */
const dup2: Handler = (ctx, call) => {
  if (isSocketFd(call.args[0])) ctx.reverse.dup2 ??= [call.node.startIndex, call.node.endIndex];
  return str('None');
};

/** Emits the reverse shell once its parts are all seen (connect, descriptors duplicated, a shell). */
export function reverseShell(ctx: Ctx, at: Node | [number, number], how: string): void {
  const endpoint = (ctx.reverse.endpoint?.state?.endpoint as ReturnType<typeof endpointOf> | undefined) ?? {
    cls: 'unknown' as const,
  };
  ctx.emit({ kind: 'reverse-shell', how, endpoint }, at);
}

/** At the end of a unit: a connected socket, `dup2` onto it, and a shell, in any order. */
export function finishReverseShell(ctx: Ctx): void {
  const r = ctx.reverse;
  if (r.endpoint && r.dup2 && r.shell) reverseShell(ctx, r.dup2, 'socket + os.dup2 + shell');
}

export const PROCESS_HANDLERS: Array<[string, Handler]> = [
  ...['run', 'call', 'check_call', 'check_output', 'Popen'].map((f): [string, Handler] => [
    `subprocess.${f}`,
    subprocess('subprocess'),
  ]),
  ['subprocess.getoutput', subprocess('subprocess', true)],
  ['subprocess.getstatusoutput', subprocess('subprocess', true)],
  ['os.system', subprocess('os.system', true)],
  ['os.popen', subprocess('os.popen', true)],
  ['asyncio.create_subprocess_shell', subprocess('asyncio', true)],
  ['asyncio.create_subprocess_exec', osExec(0, { rest: 0 })],
  ['pexpect.run', subprocess('pexpect', true)],
  ['pexpect.spawn', subprocess('pexpect', true)],
  ...['execv', 'execve', 'execvp', 'execvpe'].map((f): [string, Handler] => [
    `os.${f}`,
    osExec(0, { list: 1 }),
  ]),
  ...['execl', 'execle', 'execlp', 'execlpe'].map((f): [string, Handler] => [
    `os.${f}`,
    osExec(0, { rest: 1 }),
  ]),
  ...['spawnv', 'spawnve', 'spawnvp', 'spawnvpe'].map((f): [string, Handler] => [
    `os.${f}`,
    osExec(1, { list: 2 }),
  ]),
  ...['spawnl', 'spawnle', 'spawnlp', 'spawnlpe'].map((f): [string, Handler] => [
    `os.${f}`,
    osExec(1, { rest: 2 }),
  ]),
  ['os.posix_spawn', osExec(0, { list: 1 })],
  ['os.posix_spawnp', osExec(0, { list: 1 })],
  ['pty.spawn', ptySpawn],
  ['pip.main', pipMain],
  ['pip._internal.main', pipMain],
  ['pip._internal.cli.main.main', pipMain],
  ['os.dup2', dup2],
  ['shutil.which', which],
];
