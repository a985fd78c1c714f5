import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { isMostlyPrintable } from '../../payloads.js';
import { wildcardMatch } from '../../strings.js';
import { modelledByShell, SHELL_MODELLED_PROGRAMS, shellCommandLine } from '../native-programs.js';
import { literal, tainted } from '../values.js';
import { arg, type CmdCall, type CmdHandler, param } from './cmdargs.js';
import type { PsCtx } from './context.js';
import { endpointOf } from './endpoints.js';
import { data, itemsOf, lit, obj, opaque, type PsVal, ph, realTaints, staticText, toValue } from './psval.js';
import { runWrittenScripts } from './written-scripts.js';

/**
 * Running code: `Invoke-Expression`/`iex` (argument or pipeline), script blocks made from text,
 * `powershell -EncodedCommand` (UTF-16LE base64, decoded and analysed as PowerShell), `-Command`,
 * `Start-Process` (of a downloaded file, elevated with `-Verb RunAs`, hidden), `Add-Type` and
 * `Assembly.Load` of fetched or decoded code, `cmd /c`, Windows binaries that fetch and run
 * (`mshta`, `regsvr32 /i:`), and native programs whose lines go to the shell analyzer.
 */

/** Text worth analysing as code: known characters beyond `${…}` placeholders. */
function hasCode(text: string): boolean {
  return /[A-Za-z]{2}/.test(text.replace(/\$\{[^}]{0,80}\}/g, ''));
}

/** The downloaded or decoded content of a file this unit wrote, when `text` names that file. */
export function writtenIn(ix: PsCtx, text: string): Value | undefined {
  const t = text.toLowerCase();
  for (const [path, content] of ix.written)
    if (path.length >= 3 && t.includes(path.toLowerCase())) return content;
  return undefined;
}

/**
 * A command run by path (`& $p`, `. .\\lib.ps1`, `.\\setup.ps1`): running a file this unit downloaded
 * runs the download; a local script is a `source` the lead follows.
 */
export function runPath(ix: PsCtx, value: Value, node: Node): void {
  const written = writtenIn(ix, value.text);
  // The download's address travels with the file, so a vendor's documented installer saved to a temp
  // file and run (`iwr https://dot.net/v1/dotnet-install.ps1 -OutFile $f; & $f`) is known as one.
  const from = written?.taints.includes('download') ? written.from : undefined;
  if (written)
    ix.emit(
      {
        kind: 'execute',
        via: 'call operator',
        code: written,
        ...(from !== undefined ? { endpoint: endpointOf(ix, from) } : {}),
      },
      node,
    );
  else if (runWrittenScripts(ix, value.text).length > 0) return;
  else if (/\.ps[dm]?1$/i.test(value.text.trim())) ix.emit({ kind: 'source', target: value }, node);
}

/** Runs `code` as PowerShell through `via`: an execute fact, and the code analysed when known. */
export function runPowerShell(ix: PsCtx, code: PsVal, via: string, node: Node): PsVal {
  if (code.k === 'block') return ix.runBlock(code.node);
  const v = toValue(code);
  const from = v.taints.includes('download') ? v.from : undefined;
  ix.emit(
    { kind: 'execute', via, code: v, ...(from !== undefined ? { endpoint: endpointOf(ix, from) } : {}) },
    node,
  );
  reverseShell(ix, v, node);
  if (hasCode(v.text) && (v.literal || v.taints.includes('decoded'))) ix.embed('powershell', v.text, node);
  return data(tainted(literal(ph('output')), 'unknown'));
}

/** Commands read from a raw socket and run: the socket is the operator's console. */
function reverseShell(ix: PsCtx, v: Value, node: Node): void {
  if (!v.taints.includes('download') || !/^(?:tcp|tls):\/\//.test(v.from ?? '')) return;
  ix.emit(
    { kind: 'reverse-shell', how: 'socket data run as commands', endpoint: endpointOf(ix, v.from!) },
    node,
    `rs:${v.from}`,
  );
}

/** `[scriptblock]::Create($text)` / `[scriptblock]$text`: text made into code (run where it is made). */
export function scriptBlockFromText(ix: PsCtx, v: PsVal, node: Node): PsVal {
  if (v.k === 'block') return v;
  runPowerShell(ix, v, 'scriptblock', node);
  return obj('scriptblock-text', { inner: data(toValue(v)) });
}

/** `powershell -EncodedCommand <base64 of UTF-16LE>`: decoded (inert) and analysed as PowerShell. */
export function encodedCommand(ix: PsCtx, b64: PsVal, node: Node): void {
  const input = toValue(b64);
  // Encoded here from text the script holds: that text is the command (whatever parts of it are unknown).
  if (!input.literal && b64.k === 'data' && b64.encodes?.utf16) {
    runPowerShell(ix, data(tainted(b64.encodes.text, 'decoded')), 'powershell -EncodedCommand', node);
    return;
  }
  if (!input.literal) {
    runPowerShell(ix, data(tainted(input, 'decoded')), 'powershell -EncodedCommand', node);
    return;
  }
  const text = Buffer.from(input.text.slice(0, 65_536), 'base64').toString('utf16le').slice(0, 16_384);
  const printable = isMostlyPrintable(text);
  ix.emit(
    {
      kind: 'decode',
      scheme: 'utf16le-base64',
      input,
      ...(printable ? { decoded: text.slice(0, 2000) } : {}),
    },
    node,
  );
  runPowerShell(
    ix,
    data(tainted(literal(printable ? text : ph('encoded-command')), 'decoded')),
    'powershell -EncodedCommand',
    node,
  );
}

/** `powershell.exe`/`pwsh` and their parameters (prefixes as the host accepts them). */
const powershell: CmdHandler = (ix, c) => {
  const named = (prefixes: RegExp) => c.named.find((n) => prefixes.test(n.name));
  const enc = named(/^(?:e|ec|en|enc|enco|encod|encode|encoded|encodedc\w*)$/i);
  const cmd = named(/^(?:c|co|com|comm|comma|comman|command)$/i);
  const policy = named(/^(?:ep|ex|exe|exec|execu\w*)$/i);
  const style = named(/^(?:w|wi|win|window\w*)$/i);
  const file = named(/^(?:f|fi|fil|file)$/i);
  if (policy?.v && /^(?:bypass|unrestricted)$/i.test(staticText(policy.v) ?? ''))
    ix.emit({ kind: 'config', setting: 'other', value: `ExecutionPolicy ${staticText(policy.v)}` }, c.node);
  if (style?.v && /^hidden$/i.test(staticText(style.v) ?? ''))
    ix.emit({ kind: 'detach', how: 'hidden window' }, c.node);
  if (enc?.v) encodedCommand(ix, enc.v, c.node);
  const command =
    cmd?.v ??
    (enc || file ? undefined : c.positional[0]?.v) ??
    (c.input && !enc && !file ? c.input : undefined);
  if (command) {
    const rest = cmd
      ? c.positional.map((p) => toValue(p.v).text)
      : c.positional.slice(1).map((p) => toValue(p.v).text);
    const code: PsVal =
      command.k === 'block' || rest.length === 0
        ? command
        : data({ ...toValue(command), text: [toValue(command).text, ...rest].join(' ') });
    if (command.k === 'block') ix.runBlock(command.node);
    else runPowerShell(ix, code, 'powershell -Command', c.node);
  }
  if (file?.v) {
    const written = writtenIn(ix, toValue(file.v).text);
    if (written) ix.emit({ kind: 'execute', via: 'powershell -File', code: written }, c.node);
    else if (runWrittenScripts(ix, toValue(file.v).text).length === 0)
      ix.emit({ kind: 'source', target: toValue(file.v) }, c.node);
  }
  return opaque('output');
};

/** `cmd /c <line>`: the rest of the line is a batch command. */
const cmd: CmdHandler = (ix, c) => {
  const words = [...c.positional.map((p) => toValue(p.v).text)];
  const i = words.findIndex((w) => /^\/[ck]$/i.test(w));
  const line = (i >= 0 ? words.slice(i + 1) : words).join(' ');
  const lang = /^\s*(?:\S*[\\/])?(?:powershell|pwsh)(?:\.exe)?\s/i.test(line) ? 'powershell' : 'batch';
  if (hasCode(line)) ix.embed(lang, line, c.node);
  return opaque('output');
};

/** The text of a native command line, its words in order, quoted for the shell analyzer. */
export function commandLine(c: CmdCall): string {
  return shellCommandLine(c.name, c.words);
}

/** Native programs with their own behaviours go to the shell analyzer; `curl`/`wget` only with `.exe`,
 *  since bare they are PowerShell's aliases of `Invoke-WebRequest`. */
const forShell = (name: string) => modelledByShell(name) || name === 'curl.exe' || name === 'wget.exe';

/** WSL's own options before the Linux command it runs (`wsl -d Ubuntu -u root -- bash -c …`). */
function wslCommand(words: readonly string[]): string[] {
  let i = 0;
  while (i < words.length && /^-/.test(words[i]!)) {
    const flag = words[i]!;
    i += /^(?:-d|--distribution|-u|--user|--cd)$/.test(flag) ? 2 : 1;
    if (flag === '--' || flag === '-e' || flag === '--exec') break;
  }
  return words.slice(i);
}

const native: CmdHandler = (ix, c) => {
  if (c.name === 'wsl') {
    const [program, ...rest] = wslCommand(c.words);
    if (program) ix.embed('shell', commandLine({ ...c, name: program, words: rest }), c.node);
    return undefined;
  }
  if (forShell(c.name)) ix.embed('shell', commandLine({ ...c, name: c.name.replace(/\.exe$/, '') }), c.node);
  return undefined;
};

/** `mshta <url>` / `regsvr32 /i:<url> scrobj.dll`: Windows binaries that fetch script and run it. */
const fetchAndRun =
  (via: string): CmdHandler =>
  (ix, c) => {
    const words = c.positional
      .map((p) => toValue(p.v).text)
      .concat(c.named.map((n) => `/${n.name}${n.v ? ` ${toValue(n.v).text}` : ''}`));
    const url = words.map((w) => w.replace(/^\/i:/i, '')).find((w) => /^(?:https?|ftp):\/\//i.test(w));
    const script = words.find((w) => /^(?:javascript|vbscript):/i.test(w));
    if (url) {
      const code = tainted(literal(url), 'download', { from: url });
      ix.emit({ kind: 'execute', via, code, endpoint: endpointOf(ix, url) }, c.node);
    } else if (script) ix.emit({ kind: 'execute', via, code: literal(script) }, c.node);
    return opaque('output');
  };

const invokeExpression: CmdHandler = (ix, c) => {
  const given = arg(c, 0, 'Command');
  const code = given ?? c.input;
  // Piped in (`irm URL | iex`): the whole pipeline is what ran, and what a reader needs to see, not `iex`.
  const pipeline = given === undefined ? pipelineOf(c.node) : undefined;
  return code ? runPowerShell(ix, code, 'iex', pipeline ?? c.node) : opaque('output');
};

/** The pipeline a command ends, when it is the last element of one. */
function pipelineOf(node: Node): Node | undefined {
  const p = node.parent;
  return p?.type === 'pipeline_chain' && p.namedChildren.length > 1 && p.namedChildren.at(-1)?.id === node.id
    ? p
    : undefined;
}

const invokeCommand: CmdHandler = (ix, c) => {
  const block = arg(c, 0, 'ScriptBlock');
  if (block?.k === 'block') return ix.runBlock(block.node);
  const file = param(c, 'FilePath');
  if (file) ix.emit({ kind: 'source', target: toValue(file) }, c.node);
  return opaque('output');
};

const startProcess: CmdHandler = (ix, c) => {
  const file = arg(c, 0, 'FilePath');
  const args = arg(c, 1, 'ArgumentList');
  const fileText = toValue(file).text;
  const argText = itemsOf(args)
    .map((a) => toValue(a).text)
    .join(' ');
  const line = `${fileText} ${argText}`.trim();
  if (/^runas$/i.test(staticText(param(c, 'Verb')) ?? ''))
    ix.emit(
      {
        kind: 'privilege',
        how: 'runas',
        command: line.slice(0, 300),
        interpreter: /^(?:.*[\\/])?(?:powershell|pwsh|cmd)(?:\.exe)?$/i.test(fileText),
      },
      c.node,
    );
  if (/^hidden$/i.test(staticText(param(c, 'WindowStyle')) ?? ''))
    ix.emit({ kind: 'detach', how: 'hidden window' }, c.node);
  const written = writtenIn(ix, line);
  const v = toValue(file);
  const command = shellCommandArg(fileText, itemsOf(args));
  if (written) ix.emit({ kind: 'execute', via: 'Start-Process', code: written }, c.node);
  else if (realTaints(v).some((t) => t === 'download' || t === 'decoded'))
    ix.emit({ kind: 'execute', via: 'Start-Process', code: v }, c.node);
  // `Start-Process pwsh -ArgumentList '-Command', $reply.script`: the shell runs what was fetched.
  else if (command && realTaints(command).some((t) => t === 'download' || t === 'decoded'))
    ix.emit({ kind: 'execute', via: 'Start-Process', code: command }, c.node);
  else runWrittenScripts(ix, line);
  if (/^(?:.*[\\/])?(?:powershell|pwsh)(?:\.exe)?$/i.test(fileText) && argText)
    ix.embed('powershell', line, c.node);
  else if (/^(?:.*[\\/])?cmd(?:\.exe)?$/i.test(fileText) && argText)
    ix.embed('batch', argText.replace(/^\/[ck]\s+/i, ''), c.node);
  return opaque('process');
};

/** The value after `-Command`/`-c` (PowerShell) or `/c` (cmd) in a shell's argument list. */
function shellCommandArg(program: string, args: readonly PsVal[]): Value | undefined {
  if (!/^(?:.*[\\/])?(?:powershell|pwsh|cmd)(?:\.exe)?$/i.test(program)) return undefined;
  const i = args.findIndex((a) => /^(?:-command|-c|\/c|\/k)$/i.test(staticText(a) ?? ''));
  return i >= 0 && args[i + 1] ? toValue(args[i + 1]) : undefined;
}

/**
 * `Get-Process -Id $PID`: this PowerShell's own process, whose `.Path` is the interpreter running the
 * script (`Start-Process (Get-Process -Id $PID).Path -ArgumentList '-Command', …` starts another one).
 */
const getProcess: CmdHandler = (_ix, c) => {
  const id = staticText(param(c, 'Id')) ?? toValue(param(c, 'Id')).text;
  if (!/^\$(?:\{pid\}|pid)$/i.test(id.trim())) return opaque('process');
  return {
    k: 'hash',
    props: new Map<string, PsVal>([
      ['path', lit('pwsh')],
      ['name', lit('pwsh')],
    ]),
  };
};

/** `Add-Type -TypeDefinition $src`: compiles C#; fetched or decoded source is code being run. */
const addType: CmdHandler = (ix, c) => {
  const src = toValue(arg(c, 0, 'TypeDefinition', 'MemberDefinition'));
  if (realTaints(src).some((t) => t === 'download' || t === 'decoded'))
    ix.emit({ kind: 'execute', via: 'Add-Type', code: src }, c.node);
  return opaque('type');
};

/** Commands a wildcard in `Get-Command` / `gcm` can resolve to (`&(gcm i*x)`, `&(gcm *ke-e*)`): the
 *  dangerous ones, aliases included as Get-Command lists them. */
const RESOLVABLE = [
  'iex',
  'invoke-expression',
  'iwr',
  'invoke-webrequest',
  'irm',
  'invoke-restmethod',
  'new-object',
  'saps',
  'start-process',
  'icm',
  'invoke-command',
  'set-content',
  'add-content',
  'get-content',
];

const getCommand: CmdHandler = (_ix, c) => {
  const pattern = staticText(arg(c, 0, 'Name'))?.toLowerCase();
  if (!pattern) return undefined;
  if (!/[*?]/.test(pattern)) return obj(`command:${pattern}`);
  const hit = RESOLVABLE.find((n) => wildcardMatch(pattern.slice(0, 64), n));
  return hit ? obj(`command:${hit}`) : opaque('command');
};

/** `Import-Module <path>`: a downloaded module is code being run; a local one is followed. */
const importModule: CmdHandler = (ix, c) => {
  const target = toValue(arg(c, 0, 'Name'));
  if (/[\\/]|\.ps[dm]?1$/i.test(target.text) || writtenIn(ix, target.text)) {
    const written = writtenIn(ix, target.text);
    if (written) ix.emit({ kind: 'execute', via: 'Import-Module', code: written }, c.node);
    else if (runWrittenScripts(ix, target.text).length === 0) ix.emit({ kind: 'source', target }, c.node);
  }
  return lit('');
};

export const EXEC_COMMANDS: Record<string, CmdHandler> = {
  'import-module': importModule,
  'invoke-expression': invokeExpression,
  'invoke-command': invokeCommand,
  'start-job': invokeCommand,
  'start-threadjob': invokeCommand,
  'start-process': startProcess,
  'add-type': addType,
  'get-command': getCommand,
  'get-process': getProcess,
};

export const NATIVE_COMMANDS: Record<string, CmdHandler> = {
  powershell,
  pwsh: powershell,
  cmd,
  mshta: fetchAndRun('mshta'),
  regsvr32: fetchAndRun('regsvr32'),
  rundll32: fetchAndRun('rundll32'),
  ...Object.fromEntries([...SHELL_MODELLED_PROGRAMS, 'curl.exe', 'wget.exe'].map((n) => [n, native])),
};
