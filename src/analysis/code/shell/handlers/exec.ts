import type { Endpoint, Lang, Taint, Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import { splicedIntoLiteral } from '../../spliced-source.js';
import { literal } from '../../values.js';
import { type Cmd, type Handler, SHELLS, withArgv } from '../cmd.js';
import { parseOpts } from '../options.js';
import { joinValues } from '../params.js';
import { evalOfSocketLine } from '../redirects.js';
import type { ShellState, Word } from '../state.js';
import type { CodeSite } from '../types.js';
import { isSummary } from '../words.js';
import { argvFrom, stdinEvidenceStart, stdinSite, wordSite } from './code-sites.js';
import { foreignCode } from './foreign.js';
import { inlineDecoderOutput } from './inline-decoders.js';

export type { CodeSite } from '../types.js';
export { wordSite } from './code-sites.js';

/**
 * Interpreters and code sinks: shells (`-c`, stdin, a script), Python (`-c`, `-m pip`), Node/Deno/Bun
 * (`-e`, `deno run URL`), PowerShell (`-Command`, `-EncodedCommand` decoded from UTF-16LE base64),
 * Perl/Ruby/PHP/Lua (`-e`), `eval`, `source`, a program that is itself a substitution (`$(curl …)`),
 * and a file fetched or written earlier in the unit being run. Literal code is analysed as an embedded
 * unit in its language; code that is downloaded, decoded or not known statically is an `execute` fact.
 */

/** Taints that make executed code more than the literal text the reader sees. */
const HOT: readonly Taint[] = ['download', 'decoded', 'file', 'conversation', 'secret'];

/**
 * Code that is downloaded, decoded, read from a file or the conversation — or that is essentially a
 * variable (`sh -c "$CMD"`, `eval $x`). A literal program with a path variable interpolated
 * (`node -e "require('$DIR/app.json')"`) is literal code, analysed as such.
 */
export function isHot(v: Value): boolean {
  if (v.taints.some((t) => HOT.includes(t))) return true;
  if (!v.taints.includes('unknown')) return false;
  let literalChars = 0;
  let depth = 0;
  const t = v.text;
  for (let i = 0; i < t.length && literalChars < 8; i++) {
    const c = t[i]!;
    if (c === '$' && (t[i + 1] === '{' || t[i + 1] === '(')) {
      depth++;
      i++;
    } else if (depth > 0 && (c === '}' || c === ')')) depth--;
    else if (depth === 0 && c.trim() !== '' && c !== '"' && c !== "'") literalChars++;
  }
  return literalChars < 8;
}

function endpointOfCode(st: ShellState, code: Value, known?: Endpoint): Endpoint | undefined {
  if (known) return known;
  if (!code.taints.includes('download')) return undefined;
  return endpointOf(code.from, st.unit.hosts);
}

/** Code handed to an interpreter: an `execute` fact when it is not plain literal text, and the code analysed. */
export function runCode(
  st: ShellState,
  lang: Lang | undefined,
  via: string,
  code: Value,
  site: CodeSite,
  opts: {
    endpoint?: Endpoint;
    always?: boolean;
    evidenceStart?: number;
    evidenceEnd?: number;
    /** The caller runs the code as a command itself (`eval` of plain words): not embedded as a unit. */
    inline?: boolean;
    /** The interpreter's arguments after the code's own place (`python3 - ARG … <<'PY'`): its argv. */
    argv?: readonly Value[];
    /** A protection removed before the run (facts.ts `execute.bypass`). */
    bypass?: string;
  } = {},
): void {
  const start = opts.evidenceStart ?? site.start;
  const end = opts.evidenceEnd ?? site.end;
  if (opts.always || isHot(code)) {
    const endpoint = endpointOfCode(st, code, opts.endpoint);
    const splicedInto = splicedDownload(lang, code);
    st.emit(
      {
        kind: 'execute',
        via,
        code,
        ...(endpoint ? { endpoint } : {}),
        ...(opts.bypass ? { bypass: opts.bypass } : {}),
        ...(splicedInto ? { splicedInto } : {}),
      },
      start,
      end,
    );
  }
  if (isSummary(code) || code.text.trim() === '' || opts.inline) return;
  if (lang) {
    const exact = site.exact !== undefined && code.literal;
    const at = exact ? site.exact! : site.start;
    st.embed(lang, code.text, at, exact ? at + code.text.length : site.end, {
      exact,
      label: `${via} code`,
      ...(opts.argv ? { argv: opts.argv } : {}),
    });
  } else foreignCode(st, via, code, site);
}

/**
 * A download spliced into a string literal of the interpreter's own source (`python3 -c "…
 * json.loads('''$response''') …"`, a heredoc of JavaScript with `'$body'`): src/analysis/code/spliced-source.ts.
 */
function splicedDownload(lang: Lang | undefined, code: Value): { lang: string; quote: string } | undefined {
  if (lang !== 'python' && lang !== 'javascript' && lang !== 'typescript') return undefined;
  if (!code.taints.includes('download') || code.taints.includes('decoded')) return undefined;
  const found = splicedIntoLiteral(lang, code.text);
  return found ? { lang, quote: found.quote } : undefined;
}

/** Code piped or redirected into the interpreter (`curl … | sh`, a here-document). */
export function runStdin(
  st: ShellState,
  lang: Lang | undefined,
  via: string,
  cmd: Cmd,
  stdin: Value,
  argv?: readonly Value[],
): void {
  runCode(st, lang, via, stdin, stdinSite(cmd), {
    evidenceStart: stdinEvidenceStart(cmd),
    evidenceEnd: cmd.end,
    ...(argv ? { argv } : {}),
  });
}

/** Code given as one word of the command (`sh -c '…'`, `node -e '…'`): the command is the evidence. */
function runWord(st: ShellState, lang: Lang | undefined, via: string, cmd: Cmd, w: Word): void {
  runCode(st, lang, via, w.v, wordSite(w), { evidenceStart: cmd.start, evidenceEnd: cmd.end });
}

/** What an interpreter runs when no code option is given: its script operand (not `-`), else its stdin. */
function runOperandOrStdin(
  st: ShellState,
  lang: Lang,
  via: string,
  cmd: Cmd,
  operand: Word | undefined,
): void {
  if (operand && operand.v.text !== '-') runScriptOperand(st, lang, via, cmd, operand);
  else if (cmd.stdin) runStdin(st, lang, via, cmd, cmd.stdin, operand ? argvFrom(cmd, operand) : undefined);
}

/** The script operand names the interpreter's own standard input (`bash /dev/stdin`, `. /dev/fd/0`). */
const STDIN_DEVICE = /^\/(?:dev\/stdin|dev\/fd\/0|proc\/self\/fd\/0)$/;

/** A script operand: a process substitution, standard input, or a file fetched or written earlier in the unit. */
function runScriptOperand(st: ShellState, lang: Lang | undefined, via: string, cmd: Cmd, w: Word): void {
  if (STDIN_DEVICE.test(w.v.text)) {
    if (cmd.stdin) runStdin(st, lang, via, cmd, cmd.stdin);
    return;
  }
  if (w.proc?.content) {
    runCode(
      st,
      lang,
      via,
      w.proc.content,
      { start: w.start, end: w.end },
      { evidenceStart: cmd.start, evidenceEnd: cmd.end },
    );
    return;
  }
  const file = st.fileAt(w.v.text);
  if (file) {
    runCode(
      st,
      lang,
      via,
      file.content,
      { start: cmd.start, end: cmd.end },
      file.endpoint ? { endpoint: file.endpoint } : {},
    );
    return;
  }
  if (w.v.taints.includes('download') || w.v.taints.includes('decoded')) {
    runWord(st, lang, via, cmd, w);
    return;
  }
  // A script file of the tree (`bash "$s"` over `for s in "$root"/samples/*/stage*.sh`): the graph
  // follows it like a sourced file, so what it does is judged as run from here.
  if (lang === 'shell' && LOCAL_SCRIPT.test(w.v.text))
    st.emit({ kind: 'source', target: w.v }, cmd.start, cmd.end);
}

/** A script path named by a path with a folder or a shell extension (not a bare word, not a URL). */
const LOCAL_SCRIPT = /^(?![a-z]+:\/\/)[^\s]{0,300}(?:\/[^\s/]{1,200}|\.(?:sh|bash|zsh|ksh))$/;

function shell(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  let command = false;
  let fromStdin = false;
  let i = 0;
  for (; i < args.length; i++) {
    const t = args[i]!.v.text;
    if (t === '--' || t === '-') {
      i++;
      break;
    }
    if (!/^[-+]/.test(t) || t.length < 2) break;
    if (t === '-o' || t === '+o' || t === '-O' || t === '+O') {
      i++;
      continue;
    }
    if (!t.startsWith('--') && t.includes('c')) command = true;
    if (!t.startsWith('--') && t.includes('s')) fromStdin = true;
  }
  const operand = args[i];
  if (command && operand) runWord(st, 'shell', cmd.name, cmd, operand);
  else if (operand && !fromStdin && cmd.name !== 'busybox')
    runScriptOperand(st, 'shell', cmd.name, cmd, operand);
  else if (cmd.stdin) runStdin(st, 'shell', cmd.name, cmd, cmd.stdin);
  return undefined;
}

function python(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), { short: 'cmWXQ', stopAtOperand: true });
  const code = p.opts.find((o) => o.name === '-c');
  if (code?.value) {
    runWord(st, 'python', 'python', cmd, code.value);
    return inlineDecoderOutput(st, cmd, code.value.v);
  }
  const module = p.opts.find((o) => o.name === '-m')?.value;
  if (module) {
    const m = module.v.text;
    if (m === 'pip' || m === 'pipx' || m === 'uv')
      return st.exec(withArgv(cmd, [{ ...module, v: literal(m) }, ...p.operands], 'python -m'));
    return undefined;
  }
  runOperandOrStdin(st, 'python', 'python', cmd, p.operands[0]);
  return undefined;
}

function node(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'eprC',
    long: ['eval', 'print', 'require', 'import', 'input-type'],
    stopAtOperand: true,
  });
  const code = p.opts.find((o) => ['-e', '-p', '--eval', '--print'].includes(o.name) && o.value);
  if (code?.value) {
    runWord(st, 'javascript', 'node', cmd, code.value);
    return inlineDecoderOutput(st, cmd, code.value.v);
  }
  runOperandOrStdin(st, 'javascript', 'node', cmd, p.operands[0]);
  return undefined;
}

/** `deno eval CODE`, `deno run URL` (remote code run directly), `bun -e CODE`, `bun run FILE`. */
function denoBun(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  const sub = args[0]?.v.text;
  if (cmd.name === 'bun' && (sub === 'x' || sub === 'add' || sub === 'install' || sub === 'i'))
    return st.exec(
      withArgv(
        cmd,
        [{ ...args[0]!, v: literal(sub === 'x' ? 'bunx' : 'bun-install') }, ...args.slice(1)],
        'bun',
      ),
    );
  if (cmd.name === 'bun' && (sub === '-e' || sub === '--eval') && args[1]) {
    runWord(st, 'typescript', 'bun', cmd, args[1]);
    return undefined;
  }
  if (sub === 'eval' && args[1]) {
    const code = args.slice(1).find((w) => !w.v.text.startsWith('-'));
    if (code) runWord(st, 'typescript', cmd.name, cmd, code);
    return undefined;
  }
  if (sub === 'run' || sub === 'install' || (sub !== undefined && !sub.startsWith('-'))) {
    const target = args
      .slice(sub === 'run' || sub === 'install' ? 1 : 0)
      .find((w) => !w.v.text.startsWith('-'));
    if (!target) return undefined;
    if (/^https?:\/\//i.test(target.v.text)) {
      const endpoint = endpointOf(target.v.text, st.unit.hosts);
      st.emit({ kind: 'fetch', endpoint, tool: cmd.name }, cmd.start, cmd.end);
      const code: Value = {
        text: `$(${cmd.name} ${target.v.text})`,
        literal: false,
        taints: ['download'],
        from: target.v.text,
      };
      runCode(st, undefined, cmd.name, code, { start: cmd.start, end: cmd.end }, { endpoint });
    } else runScriptOperand(st, 'typescript', cmd.name, cmd, target);
  }
  return undefined;
}

/** Perl, Ruby, PHP, Lua, awk-less one-liners: `-e`/`-E`/`-r` code, else standard input. */
function scripting(st: ShellState, cmd: Cmd): Value | undefined {
  const flag = cmd.name === 'php' ? '-r' : '-e';
  const args = cmd.argv.slice(1);
  const at = args.findIndex(
    (w) =>
      w.v.text === flag ||
      w.v.text === '-E' ||
      (w.v.text.startsWith('-') && w.v.text.endsWith(flag.slice(1)) && w.v.text.length <= 4),
  );
  const code = at >= 0 ? args[at + 1] : undefined;
  if (code) {
    runWord(st, undefined, cmd.name, cmd, code);
    return inlineDecoderOutput(st, cmd, code.v);
  } else if (cmd.stdin && !args.some((w) => !w.v.text.startsWith('-')))
    runStdin(st, undefined, cmd.name, cmd, cmd.stdin);
  else if (args[0] && !args[0].v.text.startsWith('-'))
    runScriptOperand(st, undefined, cmd.name, cmd, args[0]);
  return undefined;
}

function evalBuiltin(st: ShellState, cmd: Cmd): Value | undefined {
  const words = cmd.argv.slice(1);
  if (words.length === 0) return undefined;
  const code = joinValues(words.map((w) => w.v));
  const site: CodeSite =
    words.length === 1 ? wordSite(words[0]!) : { start: words[0]!.start, end: words[words.length - 1]!.end };
  const simple = simpleCommand(code, site);
  evalOfSocketLine(st, code, cmd);
  runCode(st, 'shell', 'eval', code, site, {
    always: true,
    evidenceStart: cmd.start,
    evidenceEnd: cmd.end,
    inline: simple !== undefined,
  });
  // `$(eval "$get $(url)")`: a plain command is run here, so what it prints (a download) flows on.
  return simple ? st.exec(withArgv(cmd, simple, 'eval')) : undefined;
}

/**
 * Plain words (no quotes or operators): the eval'd text as the command it is. A part the analysis could not
 * know (`$(tr)` for a platform name printed by a function) stays inside its word.
 */
function simpleCommand(code: Value, site: CodeSite): Word[] | undefined {
  const text = code.text.trim();
  if (isSummary(code) || !SIMPLE_WORDS.test(text)) return undefined;
  return text.split(/[ \t]+/).map((t) => ({ v: { ...code, text: t }, start: site.start, end: site.end }));
}

const WORD = '(?:[\\w@%+=:,./~?&#-]|\\$\\([\\w.-]{0,40}\\)|\\$\\{[\\w.@-]{0,60}\\})+';
const SIMPLE_WORDS = new RegExp(`^${WORD}(?:[ \\t]+${WORD}){0,63}$`);

function source(st: ShellState, cmd: Cmd): Value | undefined {
  const target = cmd.argv[1];
  if (!target) return undefined;
  if (!STDIN_DEVICE.test(target.v.text)) st.emit({ kind: 'source', target: target.v }, cmd.start, cmd.end);
  runScriptOperand(st, 'shell', 'source', cmd, target);
  return undefined;
}

/** `$(curl …)`, `$(printf '\x63…')` or a decoded variable used as the program itself. */
export function runTaintedProgram(st: ShellState, cmd: Cmd): Value | undefined {
  const program = cmd.argv[0];
  if (!program) return undefined;
  const t = program.v.taints;
  // A decoded single word (`$'\x63\x75\x72\x6c'`) is just the program's name, spelled in escapes (the
  // decode fact records that); a decoded command line split into words is hidden code.
  const wholeLine = cmd.argv.length > 1 && cmd.argv[1]!.start === program.start;
  const decodedLine = t.includes('decoded') && wholeLine;
  if (!t.includes('download') && !decodedLine && !t.includes('file') && !t.includes('conversation'))
    return undefined;
  const code = joinValues(cmd.argv.map((w) => w.v));
  runCode(st, 'shell', 'command-substitution', code, { start: cmd.start, end: cmd.end }, { always: true });
  return literal('');
}

export const EXEC_HANDLERS: Array<[string, Handler]> = [
  ...[...SHELLS].map((s): [string, Handler] => [s, shell]),
  ['python', python],
  ['node', node],
  ['deno', denoBun],
  ['bun', denoBun],
  ['perl', scripting],
  ['ruby', scripting],
  ['php', scripting],
  ['lua', scripting],
  ['eval', evalBuiltin],
  ['source', source],
];
