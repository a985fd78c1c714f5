import type { Endpoint, Value } from '../../../facts.js';
import { domainAfter, endpointOf } from '../../../hosts.js';
import { literal } from '../../values.js';
import { type Cmd, type Handler, withArgv } from '../cmd.js';
import { has, parseOpts, valueOfOpt } from '../options.js';
import { joinValues } from '../params.js';
import { readFile } from '../redirects.js';
import type { ShellState, Word } from '../state.js';
import { GIT_PLUMBING, gitPlumbing, pushedObjects } from './git-objects.js';
import { configSetWords, gitConfigSetting } from './git-settings.js';
import { carries, downloadValue, secretEnvReads } from './http.js';
import { remoteCopyWrite, remoteStdinWrites } from './remote-writes.js';
import { agentForwards, localEnd, mail, socatLocal } from './socket-relays.js';

/**
 * Raw sockets and other channels: nc/ncat/netcat (`-e`/`-c` is a reverse or bind shell), telnet,
 * socat (an `exec:`/`system:` address joined to a network address is a shell on a socket),
 * `openssl s_client`, DNS lookups of a name built from local data (`dig $(whoami).x.example`), scp,
 * rsync, sftp and ssh (files or input sent to a host), mail, and git (clone, push to a URL remote,
 * remotes added in the unit, and the configuration keys that redirect hooks, URLs or credentials).
 */

function socketValue(tool: string, ep: Endpoint): Value {
  return downloadValue(tool, ep.url ? { v: literal(ep.url), start: 0, end: 0 } : undefined);
}

function sendSocket(
  st: ShellState,
  cmd: Cmd,
  ep: Endpoint,
  channel: 'socket' | 'other' | 'mail' | 'git',
  data: Value,
): void {
  st.emit({ kind: 'send', endpoint: ep, channel, data }, cmd.start, cmd.end);
}

function netcat(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), {
    short: 'ecpswiqxXIOTmG',
    long: ['exec', 'sh-exec', 'lua-exec', 'source-port', 'wait', 'proxy'],
  });
  const listen = has(p, '-l', '--listen');
  const [host, port] = p.operands;
  const portText = port?.v.text ?? valueOfOpt(p, '-p')?.v.text ?? '';
  const ep = host
    ? endpointOf(`${host.v.text}${portText ? `:${portText}` : ''}`, st.unit.hosts)
    : { cls: 'unknown' as const };
  const exec = valueOfOpt(p, '-e', '-c', '--exec', '--sh-exec', '--lua-exec');
  if (exec) {
    st.emit(
      { kind: 'reverse-shell', how: `nc ${listen ? '-l ' : ''}-e ${exec.v.text.slice(0, 40)}`, endpoint: ep },
      cmd.start,
      cmd.end,
    );
    return literal('');
  }
  if (listen || has(p, '-z') || !host) return literal('');
  st.lastEndpoint = ep;
  st.emit({ kind: 'fetch', endpoint: ep, tool: 'nc' }, cmd.start, cmd.end);
  if (cmd.stdin) sendSocket(st, cmd, ep, 'socket', cmd.stdin);
  return socketValue('nc', ep);
}

function telnet(st: ShellState, cmd: Cmd): Value {
  const ops = cmd.argv.slice(1).filter((w) => !w.v.text.startsWith('-'));
  const host = ops[0];
  if (!host) return literal('');
  const ep = endpointOf(`${host.v.text}${ops[1] ? `:${ops[1].v.text}` : ''}`, st.unit.hosts);
  st.lastEndpoint = ep;
  st.emit({ kind: 'fetch', endpoint: ep, tool: 'telnet' }, cmd.start, cmd.end);
  if (cmd.stdin) sendSocket(st, cmd, ep, 'socket', cmd.stdin);
  return socketValue('telnet', ep);
}

const SOCAT_NET = /^(?:tcp|tcp4|tcp6|udp|udp4|udp6|openssl|ssl|sctp)(?:-connect)?:([^,:]{1,256}):(\d{1,5})/i;
const SOCAT_LISTEN = /^(?:tcp|tcp4|tcp6|udp|openssl|ssl)[46]?-listen:(\d{1,5})/i;
const SOCAT_EXEC = /^(?:exec|system):/i;

function socat(st: ShellState, cmd: Cmd): Value {
  const addrs = cmd.argv.slice(1).filter((w) => !/^-[a-zA-Z]/.test(w.v.text) || w.v.text === '-');
  let ep: Endpoint | undefined;
  let listen = false;
  let exec = false;
  let local: string | undefined;
  for (const a of addrs) {
    const t = a.v.text;
    const m = SOCAT_NET.exec(t);
    if (m) ep = endpointOf(`${m[1]}:${m[2]}`, st.unit.hosts);
    if (SOCAT_LISTEN.test(t)) listen = true;
    if (SOCAT_EXEC.test(t)) exec = true;
    local ??= socatLocal(t);
  }
  if (exec && (ep || listen)) {
    st.emit(
      {
        kind: 'reverse-shell',
        how: listen ? 'socat exec on a listening socket' : 'socat exec to a socket',
        endpoint: ep ?? { cls: 'local' },
      },
      cmd.start,
      cmd.end,
    );
    return literal('');
  }
  if (!ep) return literal('');
  st.lastEndpoint = ep;
  st.emit({ kind: 'fetch', endpoint: ep, tool: 'socat' }, cmd.start, cmd.end);
  if (cmd.stdin) sendSocket(st, cmd, ep, 'socket', cmd.stdin);
  // The other address is a local socket or file: socat relays it to the network end.
  const relayed = local === undefined ? undefined : localEnd(st, cmd, local);
  if (relayed) sendSocket(st, cmd, ep, 'socket', relayed);
  return socketValue('socat', ep);
}

export function opensslClient(st: ShellState, cmd: Cmd): Value {
  const connect = cmd.argv.findIndex((w) => w.v.text === '-connect');
  const target = connect >= 0 ? cmd.argv[connect + 1] : undefined;
  if (!target) return literal('');
  const ep = endpointOf(target.v.text, st.unit.hosts);
  st.lastEndpoint = ep;
  st.emit({ kind: 'fetch', endpoint: ep, tool: 'openssl s_client' }, cmd.start, cmd.end);
  if (cmd.stdin) sendSocket(st, cmd, ep, 'socket', cmd.stdin);
  return socketValue('openssl', ep);
}

function dns(st: ShellState, cmd: Cmd): Value {
  const p = parseOpts(cmd.argv.slice(1), { short: cmd.name === 'ping' ? 'cipstwWIlQ' : 'bcfkpqtxyW' });
  const names = p.operands.filter(
    (w) => !w.v.text.startsWith('@') && !/^(?:A|AAAA|TXT|MX|NS|CNAME|ANY|SOA)$/i.test(w.v.text),
  );
  const pattern = cmd.name === 'ping' ? valueOfOpt(p, '-p') : undefined;
  for (const w of [...names.slice(0, 4), ...(pattern ? [pattern] : [])]) {
    if (!carries(w.v) && !w.v.taints.includes('decoded')) continue;
    const host = w === pattern ? (names[0]?.v.text ?? '') : domainAfter(w.v.text);
    secretEnvReads(st, [w]);
    st.emit(
      { kind: 'send', endpoint: endpointOf(host, st.unit.hosts), channel: 'dns', data: w.v },
      cmd.start,
      cmd.end,
    );
  }
  return { text: `$(${cmd.name})`, literal: false, taints: [] };
}

/** `user@host:path`, `host:path`, `rsync://host/…` (a `:` after a slash is a local path). */
function remoteHost(t: string): string | undefined {
  if (/^rsync:\/\//i.test(t)) return t.slice(8).split('/')[0];
  const colon = t.indexOf(':');
  if (colon <= 0 || t.slice(0, colon).includes('/')) return undefined;
  const host = t.slice(0, colon);
  const at = host.lastIndexOf('@');
  return at >= 0 ? host.slice(at + 1) : host;
}

/** `sftp host` reading `put LOCAL [REMOTE]` commands from standard input (a here-document, `<<<`, a pipe). */
function sftpBatch(st: ShellState, cmd: Cmd): Value | undefined {
  const host = cmd.argv.slice(1).find((w) => !w.v.text.startsWith('-') && w.v.text.includes('@'));
  const script = cmd.stdin?.text ?? '';
  if (!host) return undefined;
  const files = [
    ...script.matchAll(/(?:^|[\n;])[ \t]{0,8}put[ \t]{1,8}(?:-[a-zA-Z]{1,4}[ \t]{1,8})?([^\s;]{1,300})/g),
  ]
    .slice(0, 16)
    .map((m) => readFile(st, { v: literal(m[1]!), start: cmd.start, end: cmd.end }, cmd, 'sftp'));
  if (files.length === 0) return undefined;
  const h = host.v.text;
  sendSocket(
    st,
    cmd,
    endpointOf(h.slice(h.lastIndexOf('@') + 1).split(':')[0] ?? '', st.unit.hosts),
    'other',
    joinValues(files),
  );
  return literal('');
}

function copyRemote(st: ShellState, cmd: Cmd): Value {
  if (cmd.name === 'sftp' && cmd.stdin) {
    const batch = sftpBatch(st, cmd);
    if (batch) return batch;
  }
  const p = parseOpts(cmd.argv.slice(1), {
    short: cmd.name === 'rsync' ? 'eBfTM' : 'FilocPJSD',
    long: [
      'exclude',
      'include',
      'filter',
      'rsh',
      'exclude-from',
      'include-from',
      'files-from',
      'port',
      'password-file',
      'chmod',
      'chown',
      'rsync-path',
      'log-file',
      'backup-dir',
      'temp-dir',
      'partial-dir',
      'link-dest',
      'compare-dest',
    ],
  });
  const ops = p.operands;
  if (ops.length < 2) return literal('');
  const dest = ops[ops.length - 1]!;
  const sources = ops.slice(0, -1);
  const destHost = remoteHost(dest.v.text);
  if (destHost !== undefined) {
    const local = sources.filter((w) => remoteHost(w.v.text) === undefined);
    const data = local.map((w) => readFile(st, w, cmd, cmd.name));
    if (local.length === 1 && cmd.name !== 'rsync') remoteCopyWrite(st, cmd, dest, data[0]);
    sendSocket(
      st,
      cmd,
      endpointOf(destHost, st.unit.hosts),
      'other',
      data.length ? joinValues(data) : literal(''),
    );
    return literal('');
  }
  for (const s of sources.slice(0, 8)) {
    const host = remoteHost(s.v.text);
    if (host === undefined) {
      const content = readFile(st, s, cmd, cmd.name);
      st.recordFile(dest.v.text, { content });
      continue;
    }
    const ep = endpointOf(host, st.unit.hosts);
    st.emit({ kind: 'fetch', endpoint: ep, tool: cmd.name, file: dest.v.text }, cmd.start, cmd.end);
    st.recordFile(dest.v.text, { content: socketValue(cmd.name, ep), endpoint: ep });
  }
  return literal('');
}

/**
 * `ssh host` sends its standard input, and the remote command itself: local data spliced into it
 * (`ssh host "echo $(cat ~/.netrc) > f"`) travels to the host as the command's text.
 */
function ssh(st: ShellState, cmd: Cmd): Value | undefined {
  const p = parseOpts(cmd.argv.slice(1), { short: 'bcDEeFIiJLlmOopQRSWw', stopAtOperand: true });
  const dest = p.operands[0];
  if (!dest) return undefined;
  const remote = p.operands.slice(1, 33).filter((w) => carries(w.v));
  const data = [...(cmd.stdin ? [cmd.stdin] : []), ...remote.map((w) => w.v), ...agentForwards(p.opts)];
  if (data.length === 0) return undefined;
  secretEnvReads(st, remote);
  remoteStdinWrites(st, cmd, p.operands.slice(1, 33));
  const t = dest.v.text;
  const at = t.lastIndexOf('@');
  sendSocket(st, cmd, endpointOf(at >= 0 ? t.slice(at + 1) : t, st.unit.hosts), 'other', joinValues(data));
  return undefined;
}

const GIT_VALUE_OPTS = new Set(['-C', '-c', '--git-dir', '--work-tree', '--namespace', '--exec-path']);

function looksLikeRemoteUrl(t: string): boolean {
  return /^(?:https?|git|ssh|ftp):\/\//i.test(t) || /^[\w.-]{1,64}@[\w.-]{1,256}:/.test(t);
}

function git(st: ShellState, cmd: Cmd): Value | undefined {
  const args = cmd.argv.slice(1);
  let i = 0;
  for (; i < args.length && args[i]!.v.text.startsWith('-'); i++) {
    const t = args[i]!.v.text;
    // `-c key=value` lasts one command: a hooks folder or URL rewrite set so changes nothing later
    // (`-c core.hooksPath=/dev/null` switches hooks off); a credential helper still gets this command's
    // password, and the `-c` scope says it is set for this command only.
    if (t === '-c' && args[i + 1]) {
      const key = args[i + 1]!.v.text.split('=')[0] ?? '';
      if (/^credential\./i.test(key))
        gitConfigSetting(st, cmd, key, args[i + 1]!.v.text.split('=').slice(1).join('='), '-c');
    }
    if (GIT_VALUE_OPTS.has(t)) i++;
  }
  const sub = args[i]?.v.text;
  const rest = args.slice(i + 1);
  const ops = rest.filter((w) => !w.v.text.startsWith('-'));
  if (
    sub === 'clone' ||
    sub === 'fetch' ||
    sub === 'pull' ||
    (sub === 'submodule' && ops[0]?.v.text === 'add')
  ) {
    const url = ops.find((w) => looksLikeRemoteUrl(w.v.text));
    if (url)
      st.emit(
        { kind: 'fetch', endpoint: endpointOf(url.v.text, st.unit.hosts), tool: `git ${sub}` },
        cmd.start,
        cmd.end,
      );
  } else if (sub === 'remote' && ops[0]?.v.text === 'set-url') {
    return gitPlumbing(st, cmd, sub, rest);
  } else if (sub === 'remote' && ops[0]?.v.text === 'add' && ops[1] && ops[2]) {
    st.gitRemotes.set(ops[1].v.text, ops[2].v.text);
  } else if (sub === 'push') {
    const remote = ops[0]?.v.text;
    const url =
      remote && looksLikeRemoteUrl(remote) ? remote : remote ? st.gitRemotes.get(remote) : undefined;
    // A refspec naming an object the script built (`$commit:refs/x`) sends that object's content too.
    const data = joinValues([literal('the repository'), ...pushedObjects(ops.slice(1))]);
    if (url) sendSocket(st, cmd, endpointOf(url, st.unit.hosts), 'git', data);
  } else if (sub === 'config') {
    const kv = configSetWords(rest);
    if (!kv) return undefined;
    // The scope leads the value: `--global`/`--system` settings reach every repository of the user.
    const scope = (
      rest.find((w) => /^--(?:global|system)$/.test(w.v.text)) ?? // else `--add`: one more value
      rest.find((w) => w.v.text === '--add')
    )?.v.text;
    if (kv[0] && kv[1]) gitConfigSetting(st, cmd, kv[0].v.text, kv[1].v.text, scope);
  } else if (sub === 'credential' && (ops[0]?.v.text === 'fill' || ops[0]?.v.text === 'get')) {
    // Asks the configured credential helper (keychain, libsecret, manager, store) for a host's
    // password or token and prints it: a read of stored git credentials with no path in sight.
    st.emit(
      { kind: 'read', target: literal('git credential fill'), secret: 'git-credentials' },
      cmd.start,
      cmd.end,
    );
    return { text: '$(git credential fill)', literal: false, taints: ['secret'], secret: 'git-credentials' };
  } else if (sub && GIT_PLUMBING.has(sub)) {
    return gitPlumbing(st, cmd, sub, rest);
  } else if (sub && REPOSITORY_CONTENT.has(sub)) {
    // What these print is the repository's own content (patches, files, history): local data.
    return { text: `$(git ${sub})`, literal: false, taints: ['file'], from: `git ${sub}` };
  }
  return undefined;
}

/** git subcommands whose output is the repository's content. */
const REPOSITORY_CONTENT = new Set([
  'show',
  'diff',
  'log',
  'format-patch',
  'archive',
  'bundle',
  'cat-file',
  'blame',
  'grep',
]);

/** The descriptor number given for a coprocess's input (bash picks a free one; any fixed number will do). */
const COPROC_IN_FD = '63';

/**
 * `coproc [NAME] { cmd …; }` (the grammar reads it as a command `coproc` with the group's words as
 * arguments): runs cmd with its standard input on `${NAME[1]}`. When cmd is a socket client (`openssl
 * s_client`, `nc`, `socat`), whatever a later command writes to that descriptor (`… >&"${NAME[1]}"`,
 * through `fd=${NAME[1]}` too) goes out to its endpoint, as with `exec 3<>/dev/tcp/…`.
 */
function coproc(st: ShellState, cmd: Cmd): Value {
  let words = cmd.argv.slice(1);
  let name = 'COPROC';
  // The group's `{` reaches here as `:` (shell/prompts.ts `coprocGroups`).
  const group = (w: Word | undefined) => w?.v.text === '{' || w?.v.text === ':';
  if (words.length > 1 && group(words[1]) && /^[A-Za-z_]\w{0,63}$/.test(words[0]!.v.text)) {
    name = words[0]!.v.text;
    words = words.slice(1);
  }
  if (group(words[0])) words = words.slice(1);
  if (words.length === 0) return literal('');
  const before = st.lastEndpoint;
  st.lastEndpoint = undefined;
  st.exec({ ...withArgv(cmd, words, 'coproc'), redirs: [], pipeline: [] });
  const ep = st.lastEndpoint;
  st.lastEndpoint = ep ?? before;
  st.setVar(name, literal(COPROC_IN_FD));
  if (ep) st.netFds.set(COPROC_IN_FD, ep);
  return literal('');
}

export const SOCKET_HANDLERS: Array<[string, Handler]> = [
  ['coproc', coproc],
  ['nc', netcat],
  ['telnet', telnet],
  ['socat', socat],
  ['dig', dns],
  ['nslookup', dns],
  ['host', dns],
  ['drill', dns],
  ['ping', dns],
  ['ping6', dns],
  ['scp', copyRemote],
  ['rsync', copyRemote],
  ['sftp', copyRemote],
  ['ssh', ssh],
  ['mail', mail],
  ['git', git],
];

export type { Word };
