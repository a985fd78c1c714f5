import type { Endpoint, Taint, Value } from '../../../facts.js';
import { endpointOfValue, looksLikeUrl } from '../../../hosts.js';
import { splitUrlValue } from '../../request-data.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import { has, type Parsed, parseOpts, valueOfOpt, valuesOfOpt } from '../options.js';
import { joinValues } from '../params.js';
import { readFile, saveDownload } from '../redirects.js';
import type { ShellState, Word } from '../state.js';

/**
 * HTTP clients: curl, wget, aria2c, HTTPie/xh, lwp-download/lwp-request. Each URL is a `fetch`; data
 * that leaves (`-d`, `-F x=@file`, `-T`, `--post-file`, HTTPie items, and secrets or command output
 * carried in the URL or a header) is one `send` whose `data` holds what flowed in, with its taints.
 * What the client prints is a `download` value; a file it writes is remembered so that running it
 * later in the unit is a remote-code execution.
 */

/** Taints that make a URL or header carry local data out (not just name a host). */
const CARRIED: readonly Taint[] = ['secret', 'file', 'system-info', 'conversation', 'env'];

export function carries(v: Value): boolean {
  return v.taints.some((t) => CARRIED.includes(t));
}

/** The value a download prints: `download` taint, the URL it came from, the URL's unresolved variables. */
export function downloadValue(tool: string, url: Word | undefined): Value {
  const u = url?.v;
  const taints: Taint[] = ['download'];
  if (u?.taints.includes('unknown')) taints.push('unknown');
  return {
    text: `$(${tool} ${(u?.text ?? '').slice(0, 200)})`,
    literal: false,
    taints,
    ...(u?.text ? { from: u.text.slice(0, 300) } : {}),
    ...(u?.vars?.length ? { vars: u.vars } : {}),
  };
}

/** Emits a `read` for each secret environment variable sent out (`$AWS_SECRET_ACCESS_KEY` in a sink). */
export function secretEnvReads(st: ShellState, words: readonly Word[]): void {
  for (const w of words)
    if (w.v.secret === 'env-secret')
      st.emit({ kind: 'read', target: w.v, secret: 'env-secret' }, w.start, w.end);
}

/**
 * What a request carries out: `data` (bodies, uploads, and local data in the URL or an ordinary header)
 * and `credentials` (an Authorization or API-key header, `-u user:pass`, a cookie, a credential-named
 * query parameter) — kept apart so a rule can tell a token sent to its own API from exfiltration.
 */
export interface Payload {
  data: Word[];
  credentials: Word[];
}

// A gateway's own auth header beside `Authorization` (`cf-aig-authorization`) authenticates too.
const CREDENTIAL_HEADER =
  /^\s*(?:[\w-]{0,40}authorization|cookie|x-api-key|api-key|[\w-]{0,40}token|[\w-]{0,40}api[-_]?key|[\w-]{0,40}secret|[\w-]{0,40}password)\s*:/i;

export function isCredentialHeader(text: string): boolean {
  return CREDENTIAL_HEADER.test(text);
}

/** The URL's part of a payload: what sits in its credential slots is a credential (request-data.ts). */
export function urlPayload(url: Word, into: Payload): void {
  if (!carries(url.v)) return;
  const { cred, data } = splitUrlValue(url.v);
  if (cred) into.credentials.push({ ...url, v: cred });
  if (data) into.data.push({ ...url, v: data });
}

const joined = (ws: Word[]) => (ws.length ? joinValues(ws.map((w) => w.v)) : undefined);

export function credentialsOf(p: Payload): { credentials?: Value } {
  const c = joined(p.credentials);
  return c ? { credentials: c } : {};
}

export function sendHttp(st: ShellState, cmd: Cmd, endpoint: Endpoint, p: Payload): void {
  secretEnvReads(st, p.data);
  st.emit(
    { kind: 'send', endpoint, channel: 'http', data: joined(p.data) ?? literal(''), ...credentialsOf(p) },
    cmd.start,
    cmd.end,
  );
}

/** The endpoint of a URL word; a URL that is itself data (`$(curl …)`, `${URL}`) has no known host. */
export function endpointOfWord(st: ShellState, v: Value): Endpoint {
  if (!v.literal && (v.text.startsWith('$(') || v.text.startsWith('${')))
    return { url: v.text.slice(0, 300), cls: 'unknown' };
  return endpointOfValue(v, st.unit.hosts);
}

const DISCARD = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '-']);

export function basename(url: string): string {
  const q = url.search(/[?#]/);
  const path = q >= 0 ? url.slice(0, q) : url;
  const slash = path.lastIndexOf('/');
  return slash >= 0 ? path.slice(slash + 1) : path;
}

/** `@file` / `@-` data arguments: the file's (or standard input's) content. */
function dataArg(st: ShellState, cmd: Cmd, w: Word, at: number): Word {
  const t = w.v.text;
  const path = t.slice(at);
  if (path === '-') return { ...w, v: cmd.stdin ?? literal('') };
  return { ...w, v: readFile(st, { ...w, v: { ...w.v, text: path } }, cmd, 'curl') };
}

const CURL_SHORT = 'dHXAeuFTbcxwmoKEyYzDUPQtrCh';
const CURL_LONG = [
  'data',
  'data-raw',
  'data-binary',
  'data-urlencode',
  'data-ascii',
  'json',
  'header',
  'request',
  'user-agent',
  'referer',
  'user',
  'form',
  'form-string',
  'upload-file',
  'cookie',
  'cookie-jar',
  'proxy',
  'write-out',
  'max-time',
  'connect-timeout',
  'output',
  'url',
  'config',
  'cert',
  'key',
  'cacert',
  'retry',
  'resolve',
  'range',
  'limit-rate',
  'dns-servers',
  'interface',
  'oauth2-bearer',
  'proxy-user',
  'continue-at',
  'output-dir',
  'retry-delay',
  'retry-max-time',
  'variable',
  'aws-sigv4',
  'unix-socket',
  'connect-to',
  'max-filesize',
];

function curlData(st: ShellState, cmd: Cmd, p: Parsed): Payload {
  const data: Word[] = [];
  const credentials: Word[] = [];
  for (const o of p.opts) {
    if (!o.value) continue;
    const n = o.name;
    const t = o.value.v.text;
    if (n === '-d' || n.startsWith('--data') || n === '--json') {
      const at =
        n === '--data-raw' ? -1 : t.startsWith('@') ? 1 : n === '--data-urlencode' ? t.indexOf('@') + 1 : -1;
      data.push(at > 0 && (at === 1 || /^[\w.-]*@/.test(t)) ? dataArg(st, cmd, o.value, at) : o.value);
    } else if (n === '-F' || n === '--form') {
      const m = /^[^=]{0,128}=([@<])/.exec(t);
      data.push(m ? dataArg(st, cmd, o.value, m[0].length) : o.value);
    } else if (n === '-T' || n === '--upload-file')
      data.push(dataArg(st, cmd, { ...o.value, v: { ...o.value.v, text: `@${t}` } }, 1));
    else if (n === '-u' || n === '--user' || n === '-b' || n === '--cookie' || n === '--oauth2-bearer')
      credentials.push(o.value);
    else if (n === '-H' || n === '--header') {
      if (isCredentialHeader(t)) credentials.push(o.value);
      else if (carries(o.value.v)) data.push(o.value);
    }
  }
  return { data, credentials };
}

function curl(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: CURL_SHORT, long: CURL_LONG });
  // Operands that look like URLs; an expanded array of options (`"${HEADERS[@]}"`) is not one.
  const operands = [...p.operands, ...valuesOfOpt(p, '--url')].filter((w) => w.v.text !== '');
  const urlLike = operands.filter((w) => looksLikeUrl(w.v.text) || w.v.text.includes('://'));
  const urls = urlLike.length ? urlLike : operands.slice(0, 1);
  const payload = curlData(st, cmd, p);
  const method = valueOfOpt(p, '-X', '--request')?.v.text.toUpperCase();
  const output = valueOfOpt(p, '-o', '--output');
  const remoteName = has(p, '-O', '--remote-name', '--remote-name-all');
  const dir = valueOfOpt(p, '--output-dir')?.v.text;
  let stdout: Value = literal('');
  for (const url of urls.slice(0, 16)) {
    const endpoint = endpointOfWord(st, url.v);
    const named = output?.v.text ?? (remoteName ? (dir ? `${dir}/` : '') + basename(url.v.text) : undefined);
    const discarded = named !== undefined && DISCARD.has(named);
    const file = discarded ? undefined : named;
    const p2: Payload = { data: [...payload.data], credentials: [...payload.credentials] };
    urlPayload(url, p2);
    st.emit(
      { kind: 'fetch', endpoint, tool: 'curl', ...(file ? { file } : {}), ...credentialsOf(p2) },
      cmd.start,
      cmd.end,
    );
    if (p2.data.length || (method && method !== 'GET' && method !== 'HEAD')) sendHttp(st, cmd, endpoint, p2);
    const content = downloadValue('curl', url);
    // `-o >(bash -s)`: the "file" is a pipe into the substituted command, which reads the download.
    if (output?.proc?.dir === 'out') st.runSubstitution(output.proc.node, content);
    else if (file) saveDownload(st, file, { content, endpoint }, cmd.start, cmd.end);
    else if (!discarded) stdout = content;
  }
  return stdout;
}

const WGET_SHORT = 'OoPUitTeawlARDBQ';
const WGET_LONG = [
  'output-document',
  'output-file',
  'directory-prefix',
  'user-agent',
  'input-file',
  'tries',
  'timeout',
  'execute',
  'append-output',
  'wait',
  'level',
  'accept',
  'reject',
  'domains',
  'base',
  'quota',
  'post-data',
  'post-file',
  'body-data',
  'body-file',
  'method',
  'header',
  'user',
  'password',
  'http-user',
  'http-password',
  'referer',
  'load-cookies',
  'save-cookies',
  'ca-certificate',
  'certificate',
  'private-key',
];

function wget(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: WGET_SHORT, long: WGET_LONG });
  const output = valueOfOpt(p, '-O', '--output-document')?.v.text;
  const dir = valueOfOpt(p, '-P', '--directory-prefix')?.v.text;
  const data: Word[] = [];
  const credentials: Word[] = [];
  for (const o of p.opts) {
    if (!o.value) continue;
    if (o.name === '--post-data' || o.name === '--body-data') data.push(o.value);
    if (o.name === '--post-file' || o.name === '--body-file')
      data.push(dataArg(st, cmd, { ...o.value, v: { ...o.value.v, text: `@${o.value.v.text}` } }, 1));
    if (
      o.name === '--password' ||
      o.name === '--http-password' ||
      o.name === '--user' ||
      o.name === '--http-user'
    )
      credentials.push(o.value);
    if (o.name === '--header') {
      if (isCredentialHeader(o.value.v.text)) credentials.push(o.value);
      else if (carries(o.value.v)) data.push(o.value);
    }
  }
  const method = valueOfOpt(p, '--method')?.v.text.toUpperCase();
  if (has(p, '-b', '--background')) st.emit({ kind: 'detach', how: 'wget --background' }, cmd.start, cmd.end);
  const piped = valueOfOpt(p, '-O', '--output-document')?.proc; // `-O >(sh)`: as curl's `-o >(bash)`
  let stdout: Value = literal('');
  for (const url of p.operands.slice(0, 16)) {
    const endpoint = endpointOfWord(st, url.v);
    const file =
      output !== undefined && DISCARD.has(output)
        ? undefined
        : (output ?? (dir ? `${dir}/` : '') + (basename(url.v.text) || 'index.html'));
    const p2: Payload = { data: [...data], credentials: [...credentials] };
    urlPayload(url, p2);
    st.emit(
      { kind: 'fetch', endpoint, tool: 'wget', ...(file ? { file } : {}), ...credentialsOf(p2) },
      cmd.start,
      cmd.end,
    );
    if (p2.data.length || (method && method !== 'GET')) sendHttp(st, cmd, endpoint, p2);
    const content = downloadValue('wget', url);
    if (piped?.dir === 'out') st.runSubstitution(piped.node, content);
    else if (file) saveDownload(st, file, { content, endpoint }, cmd.start, cmd.end);
    else if (output === '-') stdout = content;
  }
  return stdout;
}

function aria2c(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'odixsj',
    long: ['out', 'dir', 'input-file', 'split', 'header'],
  });
  const out = valueOfOpt(p, '-o', '--out')?.v.text;
  const dir = valueOfOpt(p, '-d', '--dir')?.v.text;
  for (const url of p.operands.slice(0, 16)) {
    const endpoint = endpointOfWord(st, url.v);
    const file = (dir ? `${dir}/` : '') + (out ?? basename(url.v.text));
    st.emit({ kind: 'fetch', endpoint, tool: 'aria2c', file }, cmd.start, cmd.end);
    saveDownload(st, file, { content: downloadValue('aria2c', url), endpoint }, cmd.start, cmd.end);
  }
  return literal('');
}

const HTTP_METHODS = /^(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/;

/** HTTPie and xh: `http [METHOD] URL [Header:value] [field=value] [field=@file] [field:=json]`. */
function httpie(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'aAov',
    long: ['auth', 'auth-type', 'output', 'session', 'verify', 'cert', 'cert-key', 'timeout', 'proxy'],
  });
  const ops = [...p.operands];
  const method = ops[0] && HTTP_METHODS.test(ops[0].v.text) ? ops.shift()!.v.text : undefined;
  const url = ops.shift();
  if (!url) return literal('');
  const endpoint = endpointOfWord(st, url.v);
  const download = has(p, '-d', '--download');
  const payload: Payload = { data: [], credentials: [] };
  const auth = valueOfOpt(p, '-a', '--auth');
  if (auth) payload.credentials.push(auth);
  for (const item of ops.slice(0, 64)) {
    const t = item.v.text;
    const fileItem = /^[^=:@]{0,128}(?::=@|=@|@)/.exec(t);
    if (fileItem) payload.data.push(dataArg(st, cmd, item, fileItem[0].length));
    else if (/^[^=:]{1,128}:[^=]/.test(t)) {
      // A header: credentials, or data when it carries local data, else nothing.
      if (isCredentialHeader(t)) payload.credentials.push(item);
      else if (carries(item.v)) payload.data.push(item);
    } else if (/^[^=:]{1,128}:=|^[^=:]{1,128}==?/.test(t)) payload.data.push(item);
  }
  if (cmd.stdin && !has(p, '--ignore-stdin', '-I'))
    payload.data.push({ v: cmd.stdin, start: cmd.start, end: cmd.end });
  urlPayload(url, payload);
  const file = download ? (valueOfOpt(p, '-o', '--output')?.v.text ?? basename(url.v.text)) : undefined;
  st.emit(
    { kind: 'fetch', endpoint, tool: cmd.name, ...(file ? { file } : {}), ...credentialsOf(payload) },
    cmd.start,
    cmd.end,
  );
  if (payload.data.length || (method && method !== 'GET')) sendHttp(st, cmd, endpoint, payload);
  const content = downloadValue(cmd.name, url);
  if (file) {
    saveDownload(st, file, { content, endpoint }, cmd.start, cmd.end);
    return literal('');
  }
  return content;
}

function lwp(st: ShellState, cmd: Cmd): Value {
  const ops = cmd.argv.slice(1).filter((w) => !w.v.text.startsWith('-'));
  const url = ops[0];
  if (!url) return literal('');
  const endpoint = endpointOfWord(st, url.v);
  const file = cmd.name === 'lwp-download' ? (ops[1]?.v.text ?? basename(url.v.text)) : undefined;
  st.emit({ kind: 'fetch', endpoint, tool: cmd.name, ...(file ? { file } : {}) }, cmd.start, cmd.end);
  const method =
    cmd.name === 'lwp-request'
      ? cmd.argv.find((_w, i) => cmd.argv[i - 1]?.v.text === '-m')?.v.text
      : cmd.name;
  if (cmd.stdin && /^(?:POST|PUT)$/i.test(method ?? ''))
    sendHttp(st, cmd, endpoint, {
      data: [{ v: cmd.stdin, start: cmd.start, end: cmd.end }],
      credentials: [],
    });
  const content = downloadValue(cmd.name, url);
  if (file) {
    saveDownload(st, file, { content, endpoint }, cmd.start, cmd.end);
    return literal('');
  }
  return content;
}

export const HTTP_HANDLERS: Array<[string, Handler]> = [
  ['curl', curl],
  ['wget', wget],
  ['aria2c', aria2c],
  ['http', httpie],
  ['xh', httpie],
  ['lwp-download', lwp],
  ['lwp-request', lwp],
  ['get', lwp],
  ['post', lwp],
];
