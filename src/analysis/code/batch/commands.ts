import type { Endpoint, Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { normalizeHome, secretOf } from '../../paths.js';
import { isMostlyPrintable } from '../../payloads.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import { decodeUtf16Base64 } from '../shell/decoders.js';
import { concat, literal, MAX_VALUE_TEXT, tainted } from '../values.js';
import type { Env } from './expand.js';

/**
 * Batch command handlers. Each reports behaviour facts and returns what the command prints.
 * (`decodeUtf16Base64` is a pure decoder shared with the shell analyzer; no analyzer logic is shared.)
 */

export interface BWord {
  v: Value;
  start: number;
  end: number;
}

export interface BatchCmd {
  name: string;
  words: BWord[];
  redirects: Array<{ op: string; fd?: string; target: Value }>;
  raw: string;
  start: number;
  end: number;
  stdin?: Value;
}

export interface BatchState {
  unit: UnitHandle;
  env: Env;
  /** Files fetched or written earlier, by lower-cased path with forward slashes. */
  files: Map<string, { content: Value; endpoint?: Endpoint }>;
  emit(b: BehaviourInput, start: number, end: number): void;
  run(cmd: BatchCmd): Value | undefined;
}

export type Handler = (st: BatchState, cmd: BatchCmd) => Value | undefined;

export function programName(text: string): string {
  const base = text.replace(/\\/g, '/').split('/').pop() ?? text;
  return base.toLowerCase().replace(/\.(?:exe|com)$/, '');
}

export const fileKey = (p: string) => p.replace(/\\/g, '/').replace(/^\.\//, '').toLowerCase();
const isUrl = (t: string) => /^(?:https?|ftp):\/\//i.test(t);
export const flag = (w: BWord | undefined) => (w ? w.v.text.toLowerCase().replace(/^\//, '-') : '');

function download(tool: string, url: string): Value {
  return {
    text: `$(${tool} ${url.slice(0, 200)})`,
    literal: false,
    taints: ['download'],
    from: url.slice(0, 300),
  };
}

function fetched(st: BatchState, cmd: BatchCmd, tool: string, url: BWord, file: string | undefined): void {
  const endpoint = endpointOf(url.v.text, st.unit.hosts);
  st.emit({ kind: 'fetch', endpoint, tool, ...(file ? { file } : {}) }, cmd.start, cmd.end);
  if (file) st.files.set(fileKey(file), { content: download(tool, url.v.text), endpoint });
}

/** `set VAR=value`, `set "VAR=value"`, `set /p VAR=prompt` (user input), `set` alone (the environment). */
export function set(st: BatchState, cmd: BatchCmd): Value | undefined {
  let rest = cmd.raw.replace(/^\s*@?set\b/i, '');
  if (rest.trim() === '') {
    st.emit({ kind: 'read', target: literal('set'), secret: 'env-all' }, cmd.start, cmd.end);
    return { text: '$(set)', literal: false, taints: ['env', 'secret'], secret: 'env-all' };
  }
  const prompt = /^\s*\/p\s/i.test(rest);
  if (/^\s*\/a\s/i.test(rest)) return undefined;
  rest = rest.replace(/^\s*\/p\s+/i, '').trimStart();
  if (rest.startsWith('"'))
    rest = rest.slice(1, rest.lastIndexOf('"') > 0 ? rest.lastIndexOf('"') : undefined);
  const eq = rest.indexOf('=');
  if (eq <= 0) return undefined;
  const name = rest.slice(0, eq).trim().toUpperCase();
  const text = rest
    .slice(eq + 1)
    .replace(/^\^/, '')
    .slice(0, MAX_VALUE_TEXT);
  const fromWords = cmd.words.slice(1);
  const taints = new Set(fromWords.flatMap((w) => w.v.taints));
  const value: Value = prompt
    ? { text: `%${name}%`, literal: false, taints: ['unknown'], vars: [name] }
    : { text, literal: taints.size === 0, taints: [...taints] };
  if (st.env.size < 2_000 || st.env.has(name)) st.env.set(name, value);
  if (st.unit.depth === 0) st.unit.assign(name, value, cmd.start, cmd.end);
  return undefined;
}

export function curl(st: BatchState, cmd: BatchCmd): Value | undefined {
  const w = cmd.words;
  let out: string | undefined;
  let remote = false;
  const data: Value[] = [];
  let method = '';
  for (let i = 1; i < w.length; i++) {
    const t = w[i]!.v.text;
    if (t === '-o' || t === '--output') out = w[++i]?.v.text;
    else if (t === '-O' || t === '--remote-name') remote = true;
    else if (t === '-X' || t === '--request') method = (w[++i]?.v.text ?? '').toUpperCase();
    else if (/^-(?:d|F|T)$|^--(?:data[\w-]*|form|upload-file|json)$/.test(t)) {
      const v = w[++i]?.v;
      if (v) data.push(readData(st, cmd, v));
    }
  }
  for (const url of w.slice(1).filter((x) => isUrl(x.v.text))) {
    const file = out ?? (remote ? url.v.text.split('/').pop() : undefined);
    fetched(st, cmd, 'curl', url, file);
    if (data.length || (method && method !== 'GET'))
      st.emit(
        {
          kind: 'send',
          endpoint: endpointOf(url.v.text, st.unit.hosts),
          channel: 'http',
          data: data.length ? concat(data) : literal(''),
        },
        cmd.start,
        cmd.end,
      );
    if (!file) return download('curl', url.v.text);
  }
  return undefined;
}

/** `@file` / `x=@file` data: the file's content (a secret store is a read). */
function readData(st: BatchState, cmd: BatchCmd, v: Value): Value {
  const at = v.text.indexOf('@');
  if (at < 0 || (at > 0 && !/^[\w.-]{1,64}=@/.test(v.text))) return v;
  return readPath(st, cmd, v.text.slice(at + 1));
}

export function readPath(st: BatchState, cmd: BatchCmd, path: string): Value {
  const p = normalizeHome(path);
  const known = st.files.get(fileKey(path));
  if (known) return known.content;
  const secret = secretOf(p);
  const v = tainted(literal(`$(type ${path.slice(0, 200)})`), 'file', { from: path });
  if (!secret) return v;
  st.emit({ kind: 'read', target: literal(path), secret: secret.cls }, cmd.start, cmd.end);
  return tainted(v, 'secret', { secret: secret.cls });
}

const PWSH_VALUE =
  /^[-/](?:ex|ep|executionpolicy|w|windowstyle|wd|workingdirectory|configurationname|inputformat|outputformat|of|settingsfile)$/i;

/** PowerShell from batch: `-enc` decoded (UTF-16LE base64), `-c`/`-Command` or bare text embedded. */
export function powershell(st: BatchState, cmd: BatchCmd): Value | undefined {
  const w = cmd.words;
  for (let i = 1; i < w.length; i++) {
    const t = w[i]!.v.text;
    const n = t.toLowerCase().replace(/^[-/]+/, '');
    const isFlag = /^[-/]/.test(t);
    if (isFlag && (n === 'e' || n === 'ec' || (n.length >= 2 && 'encodedcommand'.startsWith(n)))) {
      const arg = w[i + 1];
      if (!arg) return undefined;
      const text = arg.v.literal ? decodeUtf16Base64(arg.v.text) : undefined;
      // A literal that decodes to no program (`-enc BASE64_PAYLOAD` in a write-up) hides nothing.
      if (arg.v.literal && (text === undefined || !isMostlyPrintable(text))) return undefined;
      st.emit(
        {
          kind: 'decode',
          scheme: 'utf16le-base64',
          input: arg.v,
          ...(text !== undefined ? { decoded: text } : {}),
        },
        arg.start,
        arg.end,
      );
      const code: Value = { text: text ?? arg.v.text, literal: false, taints: ['decoded'] };
      st.emit({ kind: 'execute', via: 'powershell', code }, cmd.start, cmd.end);
      if (text)
        st.unit.embed('powershell', text, arg.start, arg.end, { label: 'powershell -EncodedCommand' });
      return undefined;
    }
    if (isFlag && (n === 'c' || (n.length >= 3 && 'command'.startsWith(n))))
      return pwshCode(st, cmd, w.slice(i + 1));
    if (isFlag && (n === 'f' || n === 'file')) return undefined;
    if (isFlag && PWSH_VALUE.test(t)) i++;
    else if (!isFlag) return pwshCode(st, cmd, w.slice(i));
  }
  return undefined;
}

function pwshCode(st: BatchState, cmd: BatchCmd, words: BWord[]): Value | undefined {
  if (words.length === 0) return undefined;
  const code = concat(words.flatMap((x, i) => (i ? [literal(' '), x.v] : [x.v])));
  if (code.taints.some((t) => t === 'download' || t === 'decoded' || t === 'unknown'))
    st.emit({ kind: 'execute', via: 'powershell', code }, cmd.start, cmd.end);
  st.unit.embed('powershell', code.text, words[0]!.start, words[words.length - 1]!.end, {
    label: 'powershell -Command',
  });
  return undefined;
}

export function certutil(st: BatchState, cmd: BatchCmd): Value | undefined {
  const flags = cmd.words.slice(1).map(flag);
  const plain = cmd.words.slice(1).filter((w) => !/^[-/]/.test(w.v.text));
  const url = plain.find((w) => isUrl(w.v.text));
  if (url && flags.some((f) => f === '-urlcache' || f === '-verifyctl')) {
    const file = plain.filter((w) => w !== url).pop()?.v.text;
    fetched(st, cmd, 'certutil', url, file);
    return undefined;
  }
  if (flags.includes('-decode') || flags.includes('-decodehex')) {
    const [input, output] = plain;
    const content = input
      ? (st.files.get(fileKey(input.v.text))?.content ?? readPath(st, cmd, input.v.text))
      : literal('');
    st.emit(
      { kind: 'decode', scheme: flags.includes('-decodehex') ? 'hex' : 'base64', input: content },
      cmd.start,
      cmd.end,
    );
    if (output) st.files.set(fileKey(output.v.text), { content: tainted(content, 'decoded') });
  }
  return undefined;
}

export function bitsadmin(st: BatchState, cmd: BatchCmd): Value | undefined {
  const flags = cmd.words.slice(1).map(flag);
  if (!flags.includes('-transfer') && !flags.includes('-addfile')) return undefined;
  const words = cmd.words.slice(1);
  const at = words.findIndex((w) => isUrl(w.v.text));
  if (at >= 0) fetched(st, cmd, 'bitsadmin', words[at]!, words[at + 1]?.v.text);
  return undefined;
}

/** `start ["title"] [/b /min /wait …] program args`: a new process, detached from this one. */
export function start(st: BatchState, cmd: BatchCmd): Value | undefined {
  let rest = cmd.words.slice(1);
  if (rest[0]?.v.text === '') rest = rest.slice(1);
  while (rest[0] && /^\/[a-z]/i.test(rest[0].v.text))
    rest = rest.slice(rest[0].v.text.toLowerCase() === '/d' ? 2 : 1);
  if (rest.length === 0) return undefined;
  st.emit({ kind: 'detach', how: 'start' }, cmd.start, cmd.end);
  const first = rest[0]!.v.text;
  if (isUrl(first)) return undefined;
  return st.run({ ...cmd, name: programName(first), words: rest });
}

export function call(st: BatchState, cmd: BatchCmd): Value | undefined {
  const rest = cmd.words.slice(1);
  if (!rest[0] || rest[0].v.text.startsWith(':')) return undefined;
  return st.run({ ...cmd, name: programName(rest[0].v.text), words: rest });
}

/** `cmd /c "…"`, `cmd /k …`: the rest is batch code run by a new interpreter. */
export function cmdExe(st: BatchState, cmd: BatchCmd): Value | undefined {
  const at = cmd.words.findIndex((w) => /^\/[ck]$/i.test(w.v.text));
  if (at < 0) return undefined;
  const words = cmd.words.slice(at + 1);
  if (words.length === 0) return undefined;
  const code = words.map((w) => w.v.text).join(' ');
  st.unit.embed('batch', code, words[0]!.start, words[words.length - 1]!.end, { label: 'cmd /c' });
  return undefined;
}

export function optValue(cmd: BatchCmd, name: string): BWord | undefined {
  const at = cmd.words.findIndex((w) => w.v.text.toLowerCase() === name);
  return at >= 0 ? cmd.words[at + 1] : undefined;
}

/** `mshta URL`, `regsvr32 /i:URL scrobj.dll`: remote script run by a signed Windows binary. */
export function proxyExec(st: BatchState, cmd: BatchCmd): Value | undefined {
  for (const w of cmd.words.slice(1)) {
    const t = w.v.text.replace(/^\/i:/i, '');
    if (!isUrl(t)) continue;
    const endpoint = endpointOf(t, st.unit.hosts);
    st.emit({ kind: 'fetch', endpoint, tool: cmd.name }, cmd.start, cmd.end);
    st.emit({ kind: 'execute', via: cmd.name, code: download(cmd.name, t), endpoint }, cmd.start, cmd.end);
  }
  return undefined;
}

export function type(st: BatchState, cmd: BatchCmd): Value | undefined {
  const parts = cmd.words.slice(1).map((w) => readPath(st, cmd, w.v.text));
  return parts.length ? concat(parts) : undefined;
}

export function echo(_st: BatchState, cmd: BatchCmd): Value | undefined {
  const text = cmd.raw.replace(/^\s*@?echo[ .]?/i, '');
  const taints = [...new Set(cmd.words.slice(1).flatMap((w) => w.v.taints))];
  return { text: `${text.trimEnd()}\r\n`, literal: taints.length === 0, taints };
}

/** `file` (written earlier in the script) is run by `cmd`: an execute when it was fetched or decoded. */
export function runFileIfFetched(
  st: BatchState,
  cmd: BatchCmd,
  file: NonNullable<ReturnType<BatchState['files']['get']>>,
): boolean {
  if (!file.content.taints.some((t) => t === 'download' || t === 'decoded')) return false;
  st.emit(
    {
      kind: 'execute',
      via: cmd.name,
      code: file.content,
      ...(file.endpoint ? { endpoint: file.endpoint } : {}),
    },
    cmd.start,
    cmd.end,
  );
  return true;
}

/** A program that was fetched or written earlier in the file is run. */
export function runFetched(st: BatchState, cmd: BatchCmd): Value | undefined {
  const program = cmd.words[0];
  if (!program) return undefined;
  const file = st.files.get(fileKey(program.v.text));
  if (!file) return undefined;
  if (runFileIfFetched(st, cmd, file)) return undefined;
  if (file.content.literal)
    st.unit.embed('batch', file.content.text, cmd.start, cmd.end, { label: 'file written earlier' });
  return undefined;
}
