import type { DecodeScheme, Value } from '../../../facts.js';
import { writeClassOf } from '../../../paths.js';
import { sedShellCommands } from '../../sed-program.js';
import { literal, tainted } from '../../values.js';
import { argvText, type Cmd, type Handler } from '../cmd.js';
import { FILE_READERS, keptOf } from '../file-readers.js';
import { jqOverDataFile } from '../jq-eval.js';
import { has, parseOpts, valuesOfOpt } from '../options.js';
import { joinValues, lookupVar } from '../params.js';
import { type ReadMark, readFile, socketLine, writeFile } from '../redirects.js';
import type { ShellState, Word } from '../state.js';
import { noteSetFlags } from '../status-guards.js';
import { awkOnlyKeeps, jqOnlyKeeps, sectionHeadersOnly, sedOnlyKeeps } from './filter-programs.js';
import { awkProgram, foreignCode } from './foreign.js';
import { usedArgs } from './jq-args.js';
import { yqLoads } from './yq-loads.js';

/**
 * Commands that produce or transform data: `echo`/`printf` (with escape decoding), file readers (`cat`,
 * `head`, `jq FILE`, `grep PATTERN FILE` … — a secret store read is a `read` fact), environment dumps,
 * host facts (`whoami`, `hostname`), `read`. Decoders live in ./decode.ts. Patterns and filters (`jq`
 * filters, `grep`/`sed` patterns, `--exclude=`) are never read as paths.
 */

export function envDump(st: ShellState, how: string, start: number, end: number): Value {
  st.emit({ kind: 'read', target: literal(how), secret: 'env-all' }, start, end);
  return { text: `$(${how})`, literal: false, taints: ['env', 'secret'], secret: 'env-all' };
}

/** The data of several inputs (file operands, or standard input when there are none). */
export function inputsOf(
  st: ShellState,
  cmd: Cmd,
  files: Word[],
  reader: string,
  mark: ReadMark = {},
): Value {
  const parts: Value[] = [];
  for (const f of files.slice(0, 32)) {
    if (f.v.text === '-') {
      if (cmd.stdin) parts.push(cmd.stdin);
    } else parts.push(readFile(st, f, cmd, reader, mark));
  }
  if (files.length === 0 && cmd.stdin) parts.push(cmd.stdin);
  if (parts.length === 0) return { text: '', literal: false, taints: [] };
  if (parts.length === 1) return parts[0]!;
  return joinValues(parts);
}

/** A decode fact, and the decoded value (static text when the input was known). */
export function decoded(
  st: ShellState,
  cmd: Cmd,
  scheme: DecodeScheme,
  input: Value,
  text: string | undefined,
): Value {
  st.emit(
    { kind: 'decode', scheme, input, ...(text !== undefined ? { decoded: text.slice(0, 2_000) } : {}) },
    cmd.start,
    cmd.end,
  );
  if (text !== undefined) return { ...tainted({ ...input, text }, 'decoded'), vars: input.vars ?? [] };
  return tainted({ ...input, text: `$(${argvText(cmd.argv, 60)})` }, 'decoded');
}

/** Text whose content is real (not a `$(…)` summary) and so can be decoded statically. */
export function realText(v: Value): string | undefined {
  if (v.literal || v.taints.includes('decoded')) return v.text.startsWith('$(') ? undefined : v.text;
  return undefined;
}

function reader(st: ShellState, cmd: Cmd): Value {
  const short = FILE_READERS[cmd.name] ?? '';
  const p = parseOpts(cmd.argv.slice(1), { short });
  const keeps = keptOf(cmd.name);
  // `stat`, `wc -c`, `file`, `sha256sum` of a secret store open it but print nothing of its content.
  const data = inputsOf(st, cmd, p.operands, cmd.name, keeps === 'content' ? {} : { only: keeps });
  if (keeps !== 'content') return { text: `$(${cmd.name})`, literal: false, taints: [] };
  return data;
}

function jq(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: 'fL', long: ['indent', 'from-file'] });
  const parts: Value[] = [];
  // --arg NAME VALUE / --argjson NAME JSON take two words; --slurpfile/--rawfile NAME FILE read FILE.
  const words = cmd.argv.slice(1);
  const skip = new Set<Word>();
  for (let i = 0; i < words.length; i++) {
    const t = words[i]!.v.text;
    if (t === '--arg' || t === '--argjson' || t === '--slurpfile' || t === '--rawfile') {
      const name = words[i + 1];
      const value = words[i + 2];
      if (name) skip.add(name);
      if (value) skip.add(value);
      if (value && (t === '--slurpfile' || t === '--rawfile')) parts.push(readFile(st, value, cmd, 'jq'));
      i += 2;
    }
  }
  const operands = p.operands.filter((w) => !skip.has(w));
  const filterFromFile = has(p, '-f', '--from-file');
  const files = filterFromFile ? operands : operands.slice(1);
  // A path filter over a JSON file of the tree prints values the file holds (commands, addresses).
  const known =
    filterFromFile || parts.length > 0
      ? undefined
      : jqOverDataFile(st, operands[0]?.v, files, {
          raw: has(p, '-r', '--raw-output'),
          compact: has(p, '-c', '--compact-output'),
        });
  if (known) return known;
  parts.push(...usedArgs(words, filterFromFile ? undefined : operands[0]?.v));
  // yq's `load_str(strenv(HOME) + "/.kube/config")`: files the expression itself reads (yq-loads.ts).
  parts.push(...yqLoads(st, cmd, filterFromFile ? undefined : operands[0]));
  if (words.some((w) => w.v.text === '--args' || w.v.text === '--jsonargs'))
    return inputsOf(st, cmd, [], 'jq');
  const data = has(p, '-n', '--null-input') ? literal('') : inputsOf(st, cmd, files, 'jq');
  // A filter that may print text of its own (`.permissions.allow += ["Bash"]`) puts that text in the output.
  const filter = filterFromFile ? undefined : operands[0]?.v;
  if (!filter || !jqOnlyKeeps(filter.text)) parts.unshift(ownText('jq', filter));
  return parts.length ? joinValues([...parts, data]) : data;
}

/** A filter program's own text, for output it may print beside its input (one read from a file: unknown). */
function ownText(program: string, v: Value | undefined): Value {
  return v
    ? { ...v, text: v.text.slice(0, 2_000) }
    : { text: `\${${program}_program}`, literal: false, taints: [] };
}

function grep(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'efmABCdD',
    long: [
      'regexp',
      'file',
      'max-count',
      'after-context',
      'before-context',
      'context',
      'include',
      'exclude',
      'exclude-dir',
      'type',
      'glob',
      'g',
    ],
  });
  const patternGiven = has(p, '-e', '-f', '--regexp', '--file');
  const files = patternGiven ? p.operands : p.operands.slice(1);
  if (has(p, '-q', '--quiet', '-c', '--count', '-l', '--files-with-matches')) {
    // Only whether (or how often) the pattern occurs comes out: the file is tested, not read out.
    inputsOf(st, cmd, files, cmd.name, { probe: true });
    return { text: `$(${cmd.name})`, literal: false, taints: [] };
  }
  return inputsOf(st, cmd, files, cmd.name, headersKept(p, patternGiven) ? { only: 'headers' } : {});
}

/**
 * `grep -E '^\[.+\]' ~/.aws/credentials`: every pattern matches only section header lines and no option
 * prints the lines around a match, so the output is the profile names, never the keys under them
 * (`grep -A2 '^\[default\]'` keeps the key lines; `-v` keeps every other line).
 */
function headersKept(p: ReturnType<typeof parseOpts>, patternGiven: boolean): boolean {
  if (has(p, '-A', '-B', '-C', '--after-context', '--before-context', '--context', '-v', '--invert-match'))
    return false;
  if (has(p, '-f', '--file')) return false;
  const patterns = patternGiven ? valuesOfOpt(p, '-e', '--regexp') : p.operands.slice(0, 1);
  return patterns.length > 0 && patterns.every((w) => w.v.literal && sectionHeadersOnly(w.v.text));
}

function sed(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: 'efl', long: ['expression', 'file', 'line-length'] });
  const scriptGiven = has(p, '-e', '-f', '--expression', '--file');
  const files = scriptGiven ? p.operands : p.operands.slice(1);
  const scripts = (scriptGiven ? valuesOfOpt(p, '-e', '--expression') : p.operands.slice(0, 1)).map(
    (w) => w.v,
  );
  // GNU sed's `e` command and `s///e` flag run shell commands the program spells (sed-program.ts).
  for (const v of scripts.slice(0, 8))
    for (const c of sedShellCommands(v.text))
      st.embed('shell', c.code, cmd.start, cmd.end, { label: 'sed e command' });
  const keeps =
    !has(p, '-f', '--file') &&
    scripts.length > 0 &&
    scripts.every((v) => sedOnlyKeeps(v.text, has(p, '-n', '--quiet', '--silent')));
  // A script that may print text of its own (`s/^/…/`, `$a …`) puts that text in the output.
  const withOwn = (data: Value) =>
    keeps ? data : joinValues([...scripts.map((v) => ownText('sed', v)), data]);
  const inPlace = has(p, '-i', '--in-place') || p.opts.some((o) => o.name.startsWith('--in-place'));
  if (inPlace)
    for (const f of files.slice(0, 16)) {
      // Each file is rewritten from its own text by the script: that is what the write puts there.
      const path = f.v.text;
      const own =
        st.fileAt(path)?.content ??
        tainted({ ...f.v, text: `$(sed ${path.slice(0, 200)})` }, 'file', { from: path });
      const content = withOwn(own);
      st.emit(
        { kind: 'write', target: f.v, cls: writeClass(f.v.text), content, append: false },
        cmd.start,
        cmd.end,
      );
    }
  return withOwn(inputsOf(st, cmd, files, 'sed'));
}

function writeClass(path: string) {
  return writeClassOf(path)?.cls ?? 'other';
}

function awk(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: 'Ffv', long: ['field-separator', 'file', 'assign'] });
  const programFromFile = has(p, '-f', '--file');
  const program = programFromFile ? undefined : p.operands[0];
  if (program) {
    foreignCode(st, 'awk', program.v, { start: program.start, end: program.end });
    awkProgram(st, program, valuesOfOpt(p, '-v', '--assign'));
  }
  const data = inputsOf(st, cmd, programFromFile ? p.operands : p.operands.slice(1), 'awk');
  // A program with actions may print text of its own (`END { print … }`): that text is in the output.
  return program && awkOnlyKeeps(program.v.text) ? data : joinValues([ownText('awk', program?.v), data]);
}

function tee(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), {});
  const data = cmd.stdin ?? literal('');
  const append = has(p, '-a', '--append');
  for (const f of p.operands.slice(0, 16)) {
    if (f.proc?.dir === 'out') st.runSubstitution(f.proc.node, data);
    else teeWrite(st, f, data, append, cmd);
  }
  return data;
}

function teeWrite(st: ShellState, f: Word, data: Value, append: boolean, cmd: Cmd): void {
  writeFile(st, f, data, append, cmd.start, cmd.end);
}

function printenv(st: ShellState, cmd: Cmd): Value {
  const names = cmd.argv.slice(1).filter((w) => !w.v.text.startsWith('-'));
  if (names.length === 0) return envDump(st, argvText(cmd.argv, 40), cmd.start, cmd.end);
  return joinValues(names.map((n) => lookupVar(st, n.v.text)));
}

/**
 * `set` alone lists every variable; `set -- a b c` (or `set a b c`) makes its words the positional
 * parameters, so a command spelled into them (`set -- $cmd; "$@" "$url"`) runs with that argv.
 */
function setBuiltin(st: ShellState, cmd: Cmd): Value | undefined {
  if (cmd.argv.length === 1) return envDump(st, 'set', cmd.start, cmd.end);
  const words = cmd.argv.slice(1);
  const dashes = words.findIndex((w) => w.v.text === '--');
  const first = words[0]!.v.text;
  noteSetFlags(
    st,
    words.slice(0, dashes >= 0 ? dashes : 8).map((w) => w.v.text),
  );
  if (dashes >= 0) st.positional = words.slice(dashes + 1).map((w) => w.v);
  else if (!first.startsWith('-') && !first.startsWith('+')) st.positional = words.map((w) => w.v);
  return undefined;
}

const SYSTEM_INFO = new Set([
  'whoami',
  'hostname',
  'uname',
  'id',
  'ifconfig',
  'ip',
  'hostnamectl',
  'sw_vers',
  'ipconfig',
  'groups',
  'who',
  'w',
  'last',
  'lscpu',
  'system_profiler',
  'arp',
  'netstat',
  'dig-myip',
  'logname',
  'users',
]);

function systemInfo(_st: ShellState, cmd: Cmd): Value {
  // `uname -m`/`-s` is the platform (download URLs carry it); `uname -a`/`-n` names the host.
  if (
    cmd.name === 'uname' &&
    !cmd.argv.slice(1).some((w) => /^-[a-z]*[an]|^--(?:all|nodename)$/.test(w.v.text))
  )
    return { text: `$(${argvText(cmd.argv, 60)})`, literal: false, taints: [] };
  return { text: `$(${argvText(cmd.argv, 60)})`, literal: false, taints: ['system-info'] };
}

/** `read [-r] [-p prompt] [-a arr] [-d delim] NAME…`: the input goes into the first variable. */
function read(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), { short: 'adinNptu' });
  const names = p.operands.map((w) => w.v.text);
  const arr = p.opts.find((o) => o.name === '-a')?.value?.v.text;
  if (arr) names.unshift(arr);
  if (names.length === 0) names.push('REPLY');
  // `read -u FD` reads the descriptor: a line a socket's peer sent (`exec 9<>/dev/tcp/…`).
  const input: Value =
    socketLine(st, p.opts.find((o) => o.name === '-u')?.value?.v.text) ??
    (cmd.stdin
      ? {
          ...cmd.stdin,
          literal: cmd.stdin.literal,
          text: cmd.stdin.literal ? cmd.stdin.text.replace(/\n$/, '') : cmd.stdin.text,
        }
      : { text: `\${${names[0]}}`, literal: false, taints: ['unknown'], vars: [names[0]!] });
  st.setVar(names[0]!, input);
  return undefined;
}

/** Builtins and commands that print nothing a later stage could use. */
const SILENT = 'return exit true false : trap umask ulimit wait sleep mkdir touch test ['.split(' ');
const silent: Handler = () => literal('');

/** `shift [n]` in a function body: the arguments bound at the call move down (`cmd=$1; shift; "$cmd" "$@"`). */
const shift: Handler = (st, cmd) => {
  const n = Number(cmd.argv[1]?.v.text ?? '1');
  if (st.positional && Number.isInteger(n) && n >= 0) st.positional = st.positional.slice(n);
  return literal('');
};

export const DATA_HANDLERS: Array<[string, Handler]> = [
  ...SILENT.map((n): [string, Handler] => [n, silent]),
  ['shift', shift],
  ...Object.keys(FILE_READERS).map((n): [string, Handler] => [n, reader]),
  ['jq', jq],
  ['yq', jq],
  ['grep', grep],
  ['egrep', grep],
  ['fgrep', grep],
  ['rg', grep],
  ['sed', sed],
  ['gsed', sed],
  ['awk', awk],
  ['gawk', awk],
  ['mawk', awk],
  ['nawk', awk],
  ['tee', tee],
  ['env', printenv],
  ['printenv', printenv],
  ['set', setBuiltin],
  ['read', read],
  ...[...SYSTEM_INFO].map((n): [string, Handler] => [n, systemInfo]),
];
