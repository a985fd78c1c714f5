import type { Endpoint, Value } from '../../../facts.js';
import { classifyHost, endpointOf } from '../../../hosts.js';
import { BUS_CHANNELS } from '../channel-buses.js';
import { MESSAGE_CHANNELS } from '../channel-messages.js';
import { STORAGE_CHANNELS } from '../channel-storage.js';
import type { ChannelCommand, ChannelProgram, DataSource, Destination } from '../channel-types.js';
import type { Cmd, Handler } from '../cmd.js';
import { has, type Parsed, parseOpts, valueOfOpt, valuesOfOpt } from '../options.js';
import { joinValues } from '../params.js';
import { readFile } from '../redirects.js';
import type { ShellState, Word } from '../state.js';
import { endpointOfWord, secretEnvReads } from './http.js';

/**
 * Reads the channel table (src/analysis/code/shell/channel-types.ts and its rows): finds the row a command line
 * matches, resolves its destination and collects what it carries, and emits one `send`. A command whose
 * destination is local (a download, `aws s3 cp s3://b/k .`, `logger` without `-n`) sends nothing.
 */

/** Where a matched command sends, and which operands name remote places (not local files to read). */
interface Resolved {
  endpoint: Endpoint;
  remote: (w: Word) => boolean;
}

const none = () => false;

/** A variable's literal value from the command's prefix assignments or the unit's variables. */
function variable(st: ShellState, cmd: Cmd, name: string): string | undefined {
  const v = cmd.assigns.find((a) => a.name === name)?.value ?? st.vars.get(name);
  return v?.literal && v.text !== '' ? v.text : undefined;
}

const SCHEME = /^([a-z][a-z0-9+.-]{0,15}):\/\//i;

function bucket(
  st: ShellState,
  cmd: Cmd,
  p: Parsed,
  ops: Word[],
  to: Extract<Destination, { kind: 'bucket' }>,
): Resolved | undefined {
  const isRemote = (w: Word) => {
    const s = SCHEME.exec(w.v.text)?.[1]?.toLowerCase();
    return s !== undefined && Object.hasOwn(to.schemes, s);
  };
  const last = ops[ops.length - 1];
  if (!last || !isRemote(last)) return undefined;
  const given = valueOfOpt(p, ...(to.endpointOpts ?? []));
  if (given) return { endpoint: endpointOfWord(st, given.v), remote: isRemote };
  for (const name of to.endpointVars ?? []) {
    const url = variable(st, cmd, name);
    if (url) return { endpoint: endpointOf(url, st.unit.hosts), remote: isRemote };
  }
  const scheme = SCHEME.exec(last.v.text)![1]!.toLowerCase();
  const host = to.schemes[scheme];
  if (!host) return { endpoint: endpointOfWord(st, last.v), remote: isRemote };
  const endpoint: Endpoint = { url: last.v.text.slice(0, 300), host, cls: classifyHost(host, st.unit.hosts) };
  return { endpoint, remote: isRemote };
}

/** `name:path` or `:backend,opt=v:path` (a one-letter name is a Windows drive). */
const RCLONE_REMOTE = /^(?::[a-z0-9]{1,32}(?:,[^:]{0,400})?|[\w.-]{2,64}):/i;
const RCLONE_HOST_OPTS = [
  '--s3-endpoint',
  '--webdav-url',
  '--http-url',
  '--sftp-host',
  '--ftp-host',
  '--swift-auth',
];

function rcloneRemote(st: ShellState, p: Parsed, ops: Word[]): Resolved | undefined {
  const isRemote = (w: Word) => RCLONE_REMOTE.test(w.v.text);
  const last = ops[ops.length - 1];
  if (!last || !isRemote(last)) return undefined;
  const inline = /[,:](?:endpoint|url|host)=([^,:]{1,300}(?::\/\/[^,:]{1,300})?)/i.exec(last.v.text)?.[1];
  const opt = valueOfOpt(p, ...RCLONE_HOST_OPTS);
  if (inline) return { endpoint: endpointOf(inline, st.unit.hosts), remote: isRemote };
  if (opt) return { endpoint: endpointOfWord(st, opt.v), remote: isRemote };
  const name = last.v.text.slice(0, last.v.text.indexOf(':', 1) + 1);
  return { endpoint: { url: `rclone remote ${name}`.slice(0, 300), cls: 'unknown' }, remote: isRemote };
}

/** The MinIO client's stock aliases (`mc alias list` on a fresh install). */
const MC_STOCK: Readonly<Record<string, string>> = {
  play: 'https://play.min.io',
  s3: 'https://s3.amazonaws.com',
  gcs: 'https://storage.googleapis.com',
  local: 'http://localhost:9000',
};

function mcAlias(st: ShellState, ops: Word[]): Resolved | undefined {
  const urlOf = (w: Word) => {
    const alias = w.v.text.split('/')[0] ?? '';
    return st.aliases.get(`mc:${alias}`) ?? (Object.hasOwn(MC_STOCK, alias) ? MC_STOCK[alias] : undefined);
  };
  const isRemote = (w: Word) => urlOf(w) !== undefined;
  const last = ops[ops.length - 1];
  const url = last && urlOf(last);
  if (!url) return undefined;
  return { endpoint: endpointOf(url, st.unit.hosts), remote: isRemote };
}

/** `HOST/OWNER/REPO` (a host has a dot) or a repository URL: its host. */
function repoHost(text: string): string | undefined {
  if (/^https?:\/\//i.test(text)) return endpointOf(text).host;
  const first = text.split('/')[0] ?? '';
  return text.split('/').length >= 3 && first.includes('.') ? first : undefined;
}

function forge(
  st: ShellState,
  cmd: Cmd,
  p: Parsed,
  ops: Word[],
  to: Extract<Destination, { kind: 'forge' }>,
): Resolved {
  const repo = valueOfOpt(p, '-R', '--repo')?.v.text;
  const urlOperand = ops.find((w) => /^https?:\/\//i.test(w.v.text))?.v.text;
  const host =
    valueOfOpt(p, '--hostname')?.v.text ??
    (repo ? repoHost(repo) : undefined) ??
    (urlOperand ? repoHost(urlOperand) : undefined) ??
    variable(st, cmd, to.hostVar) ??
    to.defaultHost;
  if (to.api) {
    const apiHost = host === to.defaultHost ? to.apiHost : host;
    const path = (ops[0]?.v.text ?? '').replace(/^\/+/, '');
    return { endpoint: endpointOf(`https://${apiHost}/${path}`, st.unit.hosts), remote: none };
  }
  const slug = repo ? repo.split('/').slice(-2).join('/') : '';
  const url = urlOperand ?? `https://${host}/${slug}`;
  return { endpoint: { ...endpointOf(url, st.unit.hosts), host: host.toLowerCase() }, remote: none };
}

function hostOption(
  st: ShellState,
  p: Parsed,
  to: Extract<Destination, { kind: 'host-option' }>,
): Resolved | undefined {
  // In the row's order of preference; an option named for a URL counts only with one (`--queue-url NAME`).
  const host = to.hostOpts
    .map((o) => valueOfOpt(p, o))
    .find((w, i) => w !== undefined && (!to.hostOpts[i]!.endsWith('-url') || w.v.text.includes('://')));
  if (host) {
    const port = valueOfOpt(p, ...(to.portOpts ?? []))?.v.text;
    const ep = endpointOfWord(st, host.v);
    if (ep.cls === 'unknown' && !host.v.literal) return { endpoint: ep, remote: none };
    return { endpoint: endpointOf(`${host.v.text}${port ? `:${port}` : ''}`, st.unit.hosts), remote: none };
  }
  const rcpt = valuesOfOpt(p, ...(to.recipientOpts ?? [])).find((w) => w.v.text.includes('@'));
  if (!rcpt) return undefined;
  return {
    endpoint: endpointOf(rcpt.v.text.slice(rcpt.v.text.lastIndexOf('@') + 1), st.unit.hosts),
    remote: none,
  };
}

function azureAccount(st: ShellState, cmd: Cmd, p: Parsed): Resolved {
  const conn =
    valueOfOpt(p, '--connection-string')?.v.text ?? variable(st, cmd, 'AZURE_STORAGE_CONNECTION_STRING');
  const blobEndpoint =
    valueOfOpt(p, '--blob-endpoint')?.v.text ??
    (conn ? /BlobEndpoint=([^;]{1,300})/i.exec(conn)?.[1] : undefined);
  if (blobEndpoint) return { endpoint: endpointOf(blobEndpoint, st.unit.hosts), remote: none };
  const account =
    valueOfOpt(p, '--account-name')?.v.text ??
    (conn ? /AccountName=([^;]{1,64})/i.exec(conn)?.[1] : undefined) ??
    variable(st, cmd, 'AZURE_STORAGE_ACCOUNT');
  const host =
    account && !account.includes('$') ? `${account}.blob.core.windows.net` : 'blob.core.windows.net';
  return { endpoint: { url: `https://${host}`, host, cls: classifyHost(host, st.unit.hosts) }, remote: none };
}

function destination(
  st: ShellState,
  cmd: Cmd,
  p: Parsed,
  ops: Word[],
  to: Destination,
): Resolved | undefined {
  switch (to.kind) {
    case 'bucket':
      return bucket(st, cmd, p, ops, to);
    case 'rclone-remote':
      return rcloneRemote(st, p, ops);
    case 'mc-alias':
      return mcAlias(st, ops);
    case 'forge':
      return forge(st, cmd, p, ops, to);
    case 'host-option':
      return hostOption(st, p, to);
    case 'azure-account':
      return azureAccount(st, cmd, p);
    case 'fixed':
      return { endpoint: endpointOf(to.host, st.unit.hosts), remote: none };
    case 'address-operand':
      return addressOperand(st, ops);
  }
}

/** The first operand as a destination: a URL, or a registry reference whose first segment is a host. */
function addressOperand(st: ShellState, ops: Word[]): Resolved | undefined {
  const first = ops[0];
  if (!first) return undefined;
  const remote = (w: Word) => w === first;
  if (SCHEME.test(first.v.text)) return { endpoint: endpointOfWord(st, first.v), remote };
  const host = /^([A-Za-z0-9.-]{1,253}(?::\d{1,5})?)\//.exec(first.v.text)?.[1];
  if (!host || !/[.:]|^localhost\b/.test(host)) return undefined;
  return { endpoint: endpointOf(host, st.unit.hosts), remote };
}

/** A word holding the content of a file it names (`-` and `@-` are standard input). */
function fileContent(st: ShellState, cmd: Cmd, w: Word): Word | undefined {
  const path = w.v.text.startsWith('@') ? w.v.text.slice(1) : w.v.text;
  if (path === '-') return cmd.stdin ? { ...w, v: cmd.stdin } : undefined;
  if (path === '') return undefined;
  return { ...w, v: readFile(st, { ...w, v: { ...w.v, text: path } }, cmd, cmd.name) };
}

/** What the command carries out, as words (for located secret-variable reads) in source order. */
function collect(st: ShellState, cmd: Cmd, p: Parsed, ops: Word[], row: ChannelCommand, r: Resolved): Word[] {
  const out: Word[] = [];
  let primary = 0;
  const push = (w: Word | undefined, counts: boolean) => {
    if (!w || out.length >= 32) return;
    out.push(w);
    if (counts) primary++;
  };
  for (const src of row.data) collectOne(st, cmd, p, ops, src, r, push);
  if (primary === 0 && cmd.stdin && row.data.some((d) => d.from === 'stdin'))
    out.push({ v: cmd.stdin, start: cmd.start, end: cmd.end });
  return out;
}

function collectOne(
  st: ShellState,
  cmd: Cmd,
  p: Parsed,
  ops: Word[],
  src: DataSource,
  r: Resolved,
  push: (w: Word | undefined, counts: boolean) => void,
): void {
  switch (src.from) {
    case 'operands':
      for (const w of ops.slice(src.skip ?? 0, 32)) {
        if (r.remote(w)) continue;
        push(src.text ? w : fileContent(st, cmd, w), true);
      }
      return;
    case 'text':
      for (const w of valuesOfOpt(p, ...src.opts)) push(w, false);
      return;
    case 'file':
      for (const w of valuesOfOpt(p, ...src.opts)) push(fileContent(st, cmd, w), true);
      return;
    case 'field':
      for (const w of valuesOfOpt(p, ...src.opts)) {
        const eq = w.v.text.indexOf('=');
        const value = eq >= 0 ? w.v.text.slice(eq + 1) : '';
        push(value.startsWith('@') ? fileContent(st, cmd, { ...w, v: { ...w.v, text: value } }) : w, true);
      }
      return;
    case 'stdin':
      return;
  }
}

function matchCommand(prog: ChannelProgram, ops: Word[]): ChannelCommand | undefined {
  return prog.commands.find((c) =>
    c.sub.test(
      ops
        .slice(0, c.depth)
        .map((w) => w.v.text)
        .join(' '),
    ),
  );
}

/** `mc alias set NAME URL …` (and the older `mc config host add`): remembered for later `mc cp`. */
function rememberAlias(st: ShellState, ops: Word[]): void {
  const words = ops.map((w) => w.v.text);
  const at =
    words[0] === 'alias' && (words[1] === 'set' || words[1] === 'add')
      ? 2
      : words[0] === 'config' && words[1] === 'host' && words[2] === 'add'
        ? 3
        : -1;
  const name = words[at];
  const url = words[at + 1];
  if (at > 0 && name && url && st.aliases.size < 64) st.aliases.set(`mc:${name}`, url);
}

function channelHandler(prog: ChannelProgram): Handler {
  return (st: ShellState, cmd: Cmd): Value | undefined => {
    const args = cmd.argv.slice(1);
    let p = parseOpts(args, { short: prog.short ?? '', long: prog.long ?? [] });
    if (prog.programs.includes('mc')) rememberAlias(st, p.operands);
    const row = matchCommand(prog, p.operands);
    if (!row) return undefined;
    if (row.short !== undefined) p = parseOpts(args, { short: row.short, long: prog.long ?? [] });
    if (row.requires && !has(p, ...row.requires)) return undefined;
    const ops = p.operands.slice(row.depth);
    const r = destination(st, cmd, p, ops, row.to);
    if (!r) return undefined;
    const data = collect(st, cmd, p, ops, row, r);
    if (data.length === 0) return undefined;
    secretEnvReads(st, data);
    const sent = joinValues(data.map((w) => w.v));
    st.emit({ kind: 'send', endpoint: r.endpoint, channel: row.channel, data: sent }, cmd.start, cmd.end);
    return undefined;
  };
}

export const CHANNEL_HANDLERS: Array<[string, Handler]> = [
  ...STORAGE_CHANNELS,
  ...MESSAGE_CHANNELS,
  ...BUS_CHANNELS,
].flatMap((prog) => prog.programs.map((name): [string, Handler] => [name, channelHandler(prog)]));
