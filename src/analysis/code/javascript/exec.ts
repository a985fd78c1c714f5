import type { Node } from 'web-tree-sitter';
import type { Taint, Value } from '../../facts.js';
import { isMostlyPrintable } from '../../payloads.js';
import { splicedDataProgram } from '../data-programs.js';
import { literal, tainted } from '../values.js';
import type { Ctx } from './context.js';
import {
  type DataVal,
  data,
  type JsVal,
  joinItems,
  opaque,
  type ProcHandle,
  ph,
  propOf,
  realTaints,
  ref,
  result,
  staticText,
  toValue,
} from './jsval.js';
import { packagePublish } from './publish.js';
import { commandOutput, noteArgvFiles, shellText, writtenAt, writtenInCommand } from './shell-text.js';
import { endpointFor, type Handler, invokeCallbacks } from './support.js';

/**
 * Code execution: `eval`, `Function`, `vm`, string timers, `Module._compile`, worker `eval`, and every
 * way of starting a process (`child_process`, `execa`, `shelljs`, `zx`, `Bun.spawn`, `Deno.Command`).
 * JavaScript code that is known statically (a literal, a decoded blob) is analysed as nested JavaScript;
 * a shell command line is rebuilt — argv arrays quoted and joined — and handed to the shell analyzer, so
 * `spawn('bash', ['-c', 'curl … | sh'])` and `execSync('curl … | sh')` read the same.
 */

/** Where code comes from when running it is the behaviour: fetched, decoded, read from a file, or the
 *  conversation (a prompt spliced into a shell line is command injection). A secret or an environment
 *  variable passed as an argument is not code. */
const STRONG: readonly Taint[] = ['download', 'decoded', 'file', 'conversation'];

/** Text worth handing to another analyzer: some known characters beyond `${…}` placeholders. */
function hasCode(text: string): boolean {
  return /[A-Za-z]{2}/.test(text.replace(/\$\{[^}]{0,80}\}/g, ''));
}

/** A string argument whose characters are exactly the source's (no escapes): embedded at its offsets. */
function isExactString(node: Node | undefined, v: Value): boolean {
  return (
    node?.type === 'string' &&
    v.literal &&
    node.namedChildren.every((c) => c.type === 'string_fragment') &&
    node.text.length === v.text.length + 2
  );
}

/** `Function('return this')()`: code that only returns the global object (to reach `eval` through it). */
const RETURNS_GLOBAL = /^\s*return[\s(]*(?:this|globalThis|global|window|self)[\s);]*$/;

/** Runs JavaScript `code` through `via` (eval, Function, vm …). */
export function runCode(
  ix: Ctx,
  code: JsVal | undefined,
  via: string,
  node: Node,
  codeNode?: Node,
  prelude = '',
): JsVal {
  const v = toValue(code);
  if (RETURNS_GLOBAL.test(v.text)) return via === 'Function' ? ref('#returns-global') : ref('global');
  // A string of a JSON file the unit loads (a test case's `code`): the file's text is what runs, analysed
  // where it is written (src/rules/support/executed-runs.ts), whatever the file calls it.
  if (code?.k === 'data' && code.json !== undefined && v.literal && hasCode(v.text)) {
    ix.emit({ kind: 'execute', via, code: tainted(v, 'file', { from: code.json }) }, node);
    return result('eval', [code]);
  }
  const endpoint = v.taints.includes('download')
    ? endpointFor(ix, v.from ? literal(v.from) : undefined)
    : undefined;
  ix.emit({ kind: 'execute', via, code: v, ...(endpoint ? { endpoint } : {}) }, node);
  if (hasCode(v.text) && (v.literal || v.taints.includes('decoded')))
    ix.embed('javascript', prelude + v.text, codeNode ?? node, prelude === '' && isExactString(codeNode, v));
  return result('eval', [code ?? opaque('code')]);
}

/** The JavaScript a `data:` URL carries (`import('data:text/javascript;base64,…')`), reporting the decode. */
export function decodeDataUrl(ix: Ctx, url: string, node: Node): DataVal | undefined {
  const m = /^data:([^,;]{0,100})((?:;[^,;]{0,40}){0,4}),(.*)$/is.exec(url);
  if (!m) return undefined;
  const body = m[3] ?? '';
  const b64 = /;base64/i.test(m[2] ?? '');
  let text: string | undefined;
  if (b64) {
    const t = Buffer.from(body.slice(0, 65_536), 'base64').toString('utf8');
    text = isMostlyPrintable(t) ? t : undefined;
  } else {
    try {
      text = decodeURIComponent(body.slice(0, 65_536));
    } catch {
      text = body;
    }
  }
  const scheme = b64 ? 'base64' : 'escape';
  ix.emit(
    { kind: 'decode', scheme, input: literal(url), ...(text ? { decoded: text.slice(0, 2000) } : {}) },
    node,
  );
  return data(tainted(literal(text ?? ph('data-url')), 'decoded'));
}

/** The execute fact of a process whose command came from somewhere: downloaded, decoded, read from a
 *  file or the conversation, or a file this script wrote with such content. */
function executeFact(ix: Ctx, cmd: Value, node: Node, via: string, line = cmd.text): void {
  const written = writtenInCommand(ix, line);
  if (written) ix.emit({ kind: 'execute', via, code: written }, node);
  else if (realTaints(cmd).some((t) => STRONG.includes(t))) {
    const endpoint =
      cmd.taints.includes('download') && cmd.from ? endpointFor(ix, literal(cmd.from)) : undefined;
    const spliced = cmd.taints.includes('download') ? splicedDataProgram(line) : undefined;
    ix.emit(
      { kind: 'execute', via, code: cmd, ...(endpoint ? { endpoint } : {}), ...(spliced ? { spliced } : {}) },
      node,
    );
  }
  reverseShellFromSocket(ix, cmd, node);
}

/** A shell command line run by `exec`/`execSync`/`shell: true`: embedded for the shell analyzer. */
export function runShell(ix: Ctx, cmd: Value, node: Node, cmdNode: Node | undefined, via: string): void {
  executeFact(ix, cmd, node, via);
  if (!hasCode(cmd.text)) return;
  const lang = /^\s*(?:\S*[\\/])?(?:powershell|pwsh)(?:\.exe)?\s/i.test(cmd.text) ? 'powershell' : 'shell';
  ix.embed(lang, cmd.text, cmdNode ?? node, isExactString(cmdNode, cmd));
}

/** Data fed to a shell's stdin is run as commands (`curl … | sh` in Node). */
export function shellInput(ix: Ctx, v: Value, node: Node): void {
  ix.emit({ kind: 'execute', via: 'child_process', code: v }, node);
  reverseShellFromSocket(ix, v, node);
}

/** `execSync('bash -s', { input })`, `spawnSync('sh', [], { input })`: the input is the shell's stdin. */
function stdinOption(ix: Ctx, opts: JsVal | undefined, shell: boolean, node: Node): void {
  const input = shell ? propOf(opts, 'input') : undefined;
  if (input && input.k !== 'fn') shellInput(ix, toValue(input), node);
}

/** Code that arrived on a raw TCP/TLS socket and is run: a reverse shell (the socket is the operator). */
export function reverseShellFromSocket(ix: Ctx, code: Value, node: Node): void {
  const from = code.from ?? '';
  if (!code.taints.includes('download') || !/^(?:tcp|tls):\/\//.test(from)) return;
  ix.emit(
    { kind: 'reverse-shell', how: 'socket data run as commands', endpoint: endpointFor(ix, literal(from)) },
    node,
  );
}

/** Interpreters whose `-c`/`-e` argument is code. */
const CODE_FLAG_PROGRAM =
  /^(?:\S*[\\/])?(?:(?:ba|z|da|k|a|c|tc|fi)?sh|cmd|powershell|pwsh|node|nodejs|deno|bun|python[\d.]*|perl|ruby|php|osascript)(?:\.exe)?$/i;
const CODE_FLAG = /^(?:-c|-e|--eval|-p|--print|\/c|\/k|-command|-encodedcommand|-enc|-ec)$/i;

/** The argv word that is code: the one after `-c`/`-e`/`-Command` of a shell or interpreter. Other words
 *  are data passed to a program (a prompt passed as an argument is not run). */
function codeWord(prog: Value, words: readonly JsVal[]): Value | undefined {
  if (!CODE_FLAG_PROGRAM.test(prog.text.trim())) return undefined;
  const i = words.findIndex((w) => CODE_FLAG.test(staticText(w) ?? ''));
  return i >= 0 && words[i + 1] ? toValue(words[i + 1]) : undefined;
}

/** `-i`, `-s`, `-l`, `--login`: flags that leave a shell reading commands from its stdin (not `-c`). */
function isInteractiveFlag(w: JsVal): boolean {
  const t = staticText(w);
  return t !== undefined && /^-{1,2}[a-z]{0,20}$/i.test(t) && !/^-[a-z]*c$/i.test(t);
}

const SHELL_PROGRAM = /^(?:\S*[\\/])?(?:ba|z|da|k|a|c|tc|fi)?sh(?:\.exe)?$|^(?:\S*[\\/])?cmd(?:\.exe)?$/i;
const PS_PROGRAM = /^(?:\S*[\\/])?(?:powershell|pwsh)(?:\.exe)?$/i;

/**
 * A process started from a program and an argv array. With `shell: true` the words are joined as Node
 * joins them; otherwise each word is quoted so the shell analyzer reads the argv it is.
 */
export function runArgv(
  ix: Ctx,
  program: JsVal | undefined,
  argv: JsVal | undefined,
  opts: JsVal | undefined,
  node: Node,
  via: string,
): ProcHandle {
  const prog = toValue(program);
  const words = argv?.k === 'arr' ? argv.items : argv ? [argv] : [];
  const shellOpt = propOf(opts, 'shell');
  const useShell = shellOpt !== undefined && !(shellOpt.k === 'data' && /^(?:false|)$/.test(shellOpt.v.text));
  const line = useShell
    ? joinItems([program ?? opaque('program'), ...words], ' ')
    : shellText([prog, ...words.map((w) => toValue(w))]);
  const programName = prog.text.trim();
  const proc: ProcHandle = {
    kind: 'proc',
    shell:
      (SHELL_PROGRAM.test(programName) || PS_PROGRAM.test(programName)) && words.every(isInteractiveFlag),
    at: [node.startIndex, node.endIndex],
  };
  if (proc.shell) ix.shellProcs.push(proc);
  packagePublish(ix, prog, words, opts, node);
  if (!useShell) noteArgvFiles(ix, [prog.text, ...words.map((w) => toValue(w).text)]);
  stdinOption(ix, opts, proc.shell, node);
  executeFact(ix, useShell ? line : (codeWord(prog, words) ?? prog), node, via, line.text);
  // `spawn(path.join(__dirname, 'launcher.exe'), …)`: a program of the repository, followed like a fork.
  if (!useShell && /^(?:\.{1,2}\/|\$\{__dirname\})/.test(programName))
    ix.emit({ kind: 'source', target: prog }, node);
  if (hasCode(line.text))
    ix.embed(PS_PROGRAM.test(programName) ? 'powershell' : 'shell', line.text, node, false);
  // A wrapper this unit wrote, run by path or by a shell (`spawn(w, args)`, `spawn('bash', [w])`): its text runs.
  const script = useShell
    ? undefined
    : (ix.scripts.get(programName) ??
      (SHELL_PROGRAM.test(programName) && words[0]
        ? ix.scripts.get(toValue(words[0]).text.trim())
        : undefined));
  if (script !== undefined && /^#![^\n]{0,80}\b(?:ba|z|da|k)?sh\b/.test(script))
    ix.embed('shell', script, node, false);
  stdioSocket(ix, opts, proc, node);
  return proc;
}

/** `spawn('/bin/sh', [], { stdio: [sock, sock, sock] })`: the shell talks to the socket. */
function stdioSocket(ix: Ctx, opts: JsVal | undefined, proc: ProcHandle, node: Node): void {
  const stdio = propOf(opts, 'stdio');
  if (!proc.shell || stdio?.k !== 'arr') return;
  const sock = stdio.items.find((s) => s.k === 'handle' && s.h.kind === 'socket');
  if (sock?.k === 'handle' && sock.h.kind === 'socket')
    ix.emit({ kind: 'reverse-shell', how: 'shell stdio bound to a socket', endpoint: sock.h.endpoint }, node);
}

const SHELL_READING_STDIN = /^\s*(?:\S*\/)?(?:ba|z|da)?sh(?:\s+-[a-z]{1,8}){0,4}\s*$/;

function execString(sync: boolean): Handler {
  return (ix, args, node, name) => {
    const cmd = toValue(args.vals[0]);
    runShell(ix, cmd, node, args.nodes[0], name.startsWith('child_process') ? 'child_process' : name);
    const out = commandOutput(ix, cmd);
    invokeCallbacks(ix, args, [opaque('error'), out, opaque('stderr')]);
    // A shell given no script (`sh`, `bash -s`) reads its commands from stdin.
    const shell = SHELL_READING_STDIN.test(cmd.text) && !/\s-[a-z]{0,8}c/.test(cmd.text);
    if (sync) {
      stdinOption(ix, args.vals[1], shell, node);
      return out;
    }
    const proc: ProcHandle = { kind: 'proc', shell, at: [node.startIndex, node.endIndex] };
    if (shell) ix.shellProcs.push(proc);
    return { k: 'handle', h: proc };
  };
}

function spawnLike(sync: boolean): Handler {
  return (ix, args, node, name) => {
    const hasArgv = args.vals[1]?.k === 'arr';
    const proc = runArgv(
      ix,
      args.vals[0],
      hasArgv ? args.vals[1] : undefined,
      hasArgv ? args.vals[2] : args.vals[1],
      node,
      name.split('.')[0] ?? name,
    );
    invokeCallbacks(ix, args, [opaque('error'), commandOutput(ix, toValue(args.vals[0])), opaque('stderr')]);
    return sync ? commandOutput(ix, toValue(args.vals[0])) : { k: 'handle', h: proc };
  };
}

/** `Bun.spawn(['sh', '-c', …])` / `Bun.spawn({ cmd: [...] })` / `Deno.run({ cmd: [...] })`. */
const argvArray: Handler = (ix, args, node, name) => {
  const first = args.vals[0];
  const cmd = first?.k === 'arr' ? first : (propOf(first, 'cmd') ?? propOf(first, 'args'));
  const items = cmd?.k === 'arr' ? cmd.items : [];
  return { k: 'handle', h: runArgv(ix, items[0], { k: 'arr', items: items.slice(1) }, first, node, name) };
};

/** Tagged templates that run a shell line: zx `$`, `execa.$`, `Bun.$`. */
const shellTemplate: Handler = (ix, args, node, name) => {
  const cmd = toValue(args.vals[0]);
  runShell(ix, cmd, node, undefined, name);
  return commandOutput(ix, cmd);
};

const codeArg =
  (via: string, last = false): Handler =>
  (ix, args, node) => {
    const i = last ? args.vals.length - 1 : 0;
    const prelude = last ? loaderParams(args.vals.slice(0, i), toValue(args.vals[i]).text) : '';
    return runCode(ix, args.vals[i], via, node, args.nodes[i], prelude);
  };

/** Node modules whose name passed to a function shows that function is `require`. */
const NODE_MODULE_ARG =
  /^\(\s*['"`](?:node:)?(?:child_process|fs|fs\/promises|https?|net|tls|dgram|dns|os|vm|module|worker_threads|zlib|crypto)['"`]\s*\)/;

/**
 * `new Function('req', body)(require)`: the parameters are bound only when the built function is called,
 * out of sight of the body's analysis. A parameter the body calls with a Node module's name
 * (`req('child_process')`) can only be a module loader, so the nested analysis reads it as `require`.
 */
function loaderParams(params: readonly JsVal[], body: string): string {
  const names = params
    .flatMap((p) => (staticText(p) ?? '').split(',', 16))
    .map((n) => n.trim())
    .filter((n) => /^[A-Za-z_$][\w$]{0,40}$/.test(n) && n !== 'require');
  const loaders = names.filter((n) => callsWithModule(body, n));
  return loaders.map((n) => `const ${n} = require;\n`).join('');
}

/** Whether `body` calls `name(...)` with a Node module's name (bounded scan of its occurrences). */
function callsWithModule(body: string, name: string): boolean {
  let from = 0;
  for (let hits = 0; hits < 64; hits++) {
    const at = body.indexOf(`${name}(`, from);
    if (at < 0) return false;
    const before = at > 0 ? body[at - 1]! : ' ';
    if (!/[\w$.]/.test(before) && NODE_MODULE_ARG.test(body.slice(at + name.length, at + name.length + 40)))
      return true;
    from = at + name.length;
  }
  return false;
}

/** `setTimeout('code', …)` runs a string as code; a function argument is just a callback. */
const timer: Handler = (ix, args, node) => {
  const first = args.vals[0];
  if (first?.k === 'data' && (first.v.literal || realTaints(first.v).length))
    return runCode(ix, first, 'eval', node, args.nodes[0]);
  invokeCallbacks(ix, args, []);
  return opaque('timer');
};

/** `new Worker(code, { eval: true })` runs a string; `new Worker('./w.js')` runs a local file. */
const worker: Handler = (ix, args, node) => {
  const evalOpt = propOf(args.vals[1], 'eval');
  if (evalOpt?.k === 'data' && evalOpt.v.text === 'true')
    return runCode(ix, args.vals[0], 'worker_threads', node, args.nodes[0]);
  return fork(ix, args, node, 'worker_threads');
};

/** `fork('./child.js')`: a local module run in a new process (followed like an import). */
const fork: Handler = (ix, args, node) => {
  const target = toValue(args.vals[0]);
  const written = writtenAt(ix, target.text);
  if (written) ix.emit({ kind: 'execute', via: 'child_process.fork', code: written }, node);
  else if (realTaints(target).some((t) => t === 'download' || t === 'decoded'))
    ix.emit({ kind: 'execute', via: 'child_process.fork', code: target }, node);
  else if (/^(?:\.{1,2}\/|\$\{__dirname\})/.test(target.text)) ix.emit({ kind: 'source', target }, node);
  return { k: 'handle', h: { kind: 'proc', shell: false, at: [node.startIndex, node.endIndex] } };
};

export const EXEC_HANDLERS: Record<string, Handler> = {
  '#returns-global': () => ref('global'),
  eval: codeArg('eval'),
  Function: codeArg('Function', true),
  'vm.runInThisContext': codeArg('vm'),
  'vm.runInNewContext': codeArg('vm'),
  'vm.runInContext': codeArg('vm'),
  'vm.compileFunction': codeArg('vm'),
  'vm.Script': codeArg('vm'),
  'vm.SourceTextModule': codeArg('vm'),
  setTimeout: timer,
  setInterval: timer,
  setImmediate: timer,
  'module._compile': codeArg('Module._compile'),
  'new worker_threads.Worker': worker,
  'child_process.exec': execString(false),
  'child_process.execSync': execString(true),
  'shelljs.exec': execString(true),
  'execa.execaCommand': execString(false),
  'execa.execaCommandSync': execString(true),
  'child_process.spawn': spawnLike(false),
  'child_process.spawnSync': spawnLike(true),
  'child_process.execFile': spawnLike(false),
  'child_process.execFileSync': spawnLike(true),
  'child_process.fork': fork,
  'child_process.spawn.sync': spawnLike(true),
  execa: spawnLike(false),
  'execa.execa': spawnLike(false),
  'execa.execaSync': spawnLike(true),
  'execa.sync': spawnLike(true),
  'Bun.spawn': argvArray,
  'Bun.spawnSync': argvArray,
  'Deno.run': argvArray,
  'new Deno.Command': (ix, args, node) => {
    const argv = propOf(args.vals[1], 'args');
    return { k: 'handle', h: runArgv(ix, args.vals[0], argv, args.vals[1], node, 'Deno.Command') };
  },
  // JavaScript for Automation (`osascript -l JavaScript f.js`): the current application's
  // `doShellScript(cmd)` runs `cmd` with /bin/sh and returns what it prints, as `execSync` does.
  'Application.currentApplication': () => ref('jxa.app'),
  Application: () => ref('jxa.app'),
  'jxa.app.doShellScript': execString(true),
  'zx.$': shellTemplate,
  'execa.$': shellTemplate,
  'Bun.$': shellTemplate,
  'process.binding': () => opaque('binding'),
};
