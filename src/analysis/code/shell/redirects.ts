import type { Endpoint, Value } from '../../facts.js';
import { endpointOf } from '../../hosts.js';
import { appendedShellCode, MAX_APPENDED_CODE, writeClassOf } from '../../paths.js';
import { socketPeerIn, socketRead } from '../../socket-lines.js';
import { literal, tainted } from '../values.js';
import { type Cmd, SHELLS } from './cmd.js';
import { FILE_READERS, keptOf } from './file-readers.js';
import { fishToPosix } from './fish.js';
import { sectionHeaderLoop } from './handlers/filter-programs.js';
import { joinValues } from './params.js';
import { secretOfGlob } from './secrets.js';
import type { ShellState, Word } from './state.js';

/**
 * Redirections: `< file` is standard input (a secret store read, a fetched file, a `/dev/tcp` socket),
 * `> file` / `>> file` is a write of what the command prints, `/dev/tcp|udp` targets are network
 * sockets (a shell wired to one is a reverse shell), `N<>/dev/tcp/…` opens a socket descriptor that
 * later `<&N` / `>&N` use, and `>(cmd)` runs `cmd` on what is written.
 */

const DISCARD = new Set([
  '/dev/null',
  '/dev/stdout',
  '/dev/stderr',
  '/dev/tty',
  '/dev/fd/1',
  '/dev/fd/2',
  '-',
]);
const DEVICE = /^\/dev\/(?:sd[a-z]|nvme\d|hd[a-z]|vd[a-z]|xvd[a-z]|mmcblk\d|disk\d|rdisk\d|mapper\/)/;

/** `/dev/tcp/HOST/PORT` → endpoint. */
export function netPath(path: string, hosts: ShellState['unit']['hosts']): Endpoint | undefined {
  const m = /^\/dev\/(?:tcp|udp)\/([^/\s]{1,256})\/([^/\s]{1,16})/.exec(path);
  if (!m) return undefined;
  return endpointOf(`${m[1]}:${m[2]}`, hosts);
}

export function isShellCmd(cmd: Cmd): boolean {
  return SHELLS.has(cmd.name);
}

/** What reading a file gives: its content when written earlier in the unit, else a `file` value. */
/** How little of a file a reader keeps: only whether it matched (`probe`), or only its digest or attributes. */
export interface ReadMark {
  probe?: true;
  only?: 'digest' | 'metadata' | 'attributes' | 'headers';
}

export function readFile(st: ShellState, w: Word, _cmd: Cmd, reader: string, mark: ReadMark = {}): Value {
  const path = w.v.text;
  if (w.proc?.content) return w.proc.content;
  const known = st.fileAt(path);
  if (known) return known.content;
  // A folder this unit filled (`cp secret stage/`, then `tar -C stage .` or `zip -r x stage`).
  const under = st.filesUnder(path);
  if (under.length > 0) return joinValues(under.map((f) => f.content));
  const secret = secretOfGlob(path);
  if (secret) {
    st.emit({ kind: 'read', target: w.v, secret: secret.cls, ...mark }, w.start, w.end);
    return tainted(
      tainted({ ...w.v, text: `$(${reader} ${path.slice(0, 200)})` }, 'file', { from: path }),
      'secret',
      {
        secret: secret.cls,
      },
    );
  }
  return tainted({ ...w.v, text: `$(${reader} ${path.slice(0, 200)})` }, 'file', { from: path });
}

function isInput(op: string): boolean {
  return op === '<' || op === '<&' || op === '<>';
}

/** What a `while read` loop keeps of the file redirected into it: its section headers only, or all of it. */
export function loopReadMark(body: { type: string; text: string }): ReadMark {
  return body.type === 'while_statement' && sectionHeaderLoop(body.text) ? { only: 'headers' } : {};
}

/** Standard input from `<` redirections (the last one wins, as in the shell); `mark`: what the reader keeps of it. */
export function applyInputs(st: ShellState, cmd: Cmd, mark: ReadMark = {}): Value | undefined {
  let stdin: Value | undefined;
  for (const r of cmd.redirs) {
    if (!isInput(r.op) || (r.fd && r.fd !== '0' && r.op !== '<>')) {
      if (r.op === '<>') openSocketFd(st, cmd, r.fd ?? '0', r.target, r.start, r.end);
      continue;
    }
    const t = r.target.v.text;
    if (r.op === '<&') {
      const ep = st.netFds.get(t);
      if (ep) {
        stdin = socketRead(ep.url);
        if (isShellCmd(cmd))
          st.emit(
            { kind: 'reverse-shell', how: 'shell reading a /dev/tcp descriptor', endpoint: ep },
            cmd.start,
            cmd.end,
          );
      }
      continue;
    }
    const ep = netPath(t, st.unit.hosts);
    if (ep) {
      if (r.op === '<>') st.netFds.set(r.fd ?? '0', ep);
      st.emit({ kind: 'fetch', endpoint: ep, tool: '/dev/tcp' }, r.start, r.end);
      if (isShellCmd(cmd))
        st.emit({ kind: 'reverse-shell', how: 'shell reading /dev/tcp', endpoint: ep }, cmd.start, cmd.end);
      stdin = socketRead(ep.url);
      continue;
    }
    // `wc -c < F`, `shasum < F`: a reader that prints only a count or digest keeps nothing of F.
    const kept = Object.hasOwn(FILE_READERS, cmd.name) ? keptOf(cmd.name) : 'content';
    stdin = readFile(st, r.target, cmd, 'cat', kept === 'content' ? mark : { only: kept });
  }
  return stdin;
}

/** A line read from a socket descriptor (`read -u 9 line` after `exec 9<>/dev/tcp/…`), or undefined. */
export function socketLine(st: ShellState, fd: string | undefined): Value | undefined {
  const ep = fd !== undefined ? st.netFds.get(fd) : undefined;
  return ep ? socketRead(ep.url) : undefined;
}

/**
 * `eval` of a line a socket's peer sent (`read -u "$fd" step; eval "$step"`): the peer runs commands here,
 * a reverse shell.
 */
export function evalOfSocketLine(st: ShellState, v: Value, cmd: Cmd): void {
  const peer = socketPeerIn(v);
  if (peer === undefined) return;
  for (const ep of st.netFds.values())
    if ((ep.url ?? '') === peer) {
      st.emit(
        { kind: 'reverse-shell', how: 'commands read from a /dev/tcp descriptor evaluated', endpoint: ep },
        cmd.start,
        cmd.end,
      );
      return;
    }
}

function openSocketFd(st: ShellState, cmd: Cmd, fd: string, target: Word, start: number, end: number): void {
  const ep = netPath(target.v.text, st.unit.hosts);
  if (!ep) return;
  st.netFds.set(fd, ep);
  st.emit({ kind: 'fetch', endpoint: ep, tool: '/dev/tcp' }, start, end);
  if (isShellCmd(cmd))
    st.emit(
      { kind: 'reverse-shell', how: 'shell on a /dev/tcp descriptor', endpoint: ep },
      cmd.start,
      cmd.end,
    );
}

function writesStdout(fd: string | undefined, op: string): boolean {
  return fd === undefined || fd === '1' || op.startsWith('&');
}

function receivedCommand(cmd: Cmd): boolean {
  return cmd.argv[0]?.v.taints.includes('download') === true;
}

function readsSocket(st: ShellState, cmd: Cmd): boolean {
  return cmd.redirs.some(
    (r) =>
      (r.op === '<&' || r.op === '<>') &&
      (st.netFds.has(r.target.v.text) || !!netPath(r.target.v.text, st.unit.hosts)),
  );
}

/** Output redirections: writes, sockets, devices. Returns what still reaches the pipeline. */
export function applyOutputs(st: ShellState, cmd: Cmd, out: Value | undefined): Value | undefined {
  let redirected = false;
  for (const r of cmd.redirs) {
    if (isInput(r.op)) continue;
    const t = r.target.v.text;
    const toStdout = writesStdout(r.fd, r.op);
    if ((r.op === '>&' || r.op === '<&') && /^\d+$|^-$/.test(t)) {
      const ep = st.netFds.get(t);
      // A shell on the socket, or a bare redirection / group that also reads it (`exec 0<&3 1>&3`):
      // a group that only writes to it (`{ cat f; } >&3`) sends, it takes no commands.
      // …or a command that is itself received data (`while read -r line; do $line >&5; done` over a
      // socket): each line from the network runs, its output goes back.
      if (ep && (isShellCmd(cmd) || (cmd.name === '' && readsSocket(st, cmd)) || receivedCommand(cmd))) {
        st.emit(
          { kind: 'reverse-shell', how: 'shell output to a /dev/tcp descriptor', endpoint: ep },
          cmd.start,
          cmd.end,
        );
      }
      if (ep && toStdout && !isShellCmd(cmd)) sendSocket(st, ep, out, r.start, r.end);
      if (toStdout && t !== '1') redirected = true;
      continue;
    }
    if (toStdout) redirected = true;
    if (DISCARD.has(t)) continue;
    const ep = netPath(t, st.unit.hosts);
    if (ep) {
      if (isShellCmd(cmd))
        st.emit(
          { kind: 'reverse-shell', how: 'shell redirected to /dev/tcp', endpoint: ep },
          cmd.start,
          cmd.end,
        );
      else sendSocket(st, ep, toStdout ? out : undefined, r.start, r.end);
      continue;
    }
    if (r.target.proc?.dir === 'out') {
      st.runSubstitution(r.target.proc.node, out);
      continue;
    }
    if (DEVICE.test(t)) {
      st.emit({ kind: 'destroy', how: 'dd-device', target: t }, cmd.start, cmd.end);
      continue;
    }
    writeFile(st, r.target, toStdout ? out : undefined, r.op.includes('>>'), r.start, r.end);
  }
  return redirected ? undefined : out;
}

function sendSocket(st: ShellState, ep: Endpoint, data: Value | undefined, start: number, end: number): void {
  st.emit({ kind: 'send', endpoint: ep, channel: 'socket', data: data ?? literal('') }, start, end);
}

/**
 * What a single symbolic link holds: its source's content when this unit wrote or fetched it (`curl -o /tmp/h …`
 * then `ln -s /tmp/h .git/hooks/pre-commit` plants the download), else unknown text of the file it points at,
 * so a hook linked to the repository's own script is told from one linked elsewhere, and whatever loads the
 * link (`. "$dir/paths.sh"`, `~/.claude/settings.json`) loads that file's text, as for a copy. Not read:
 * linking a secret is not reading it (no `secret` taint).
 */
export function linkedContent(st: ShellState, sources: readonly Word[]): Value | undefined {
  if (sources.length !== 1) return undefined;
  const from = sources[0]!.v.text;
  return st.fileAt(from)?.content ?? { text: '', literal: false, taints: ['file'], from };
}

/** A write of `content` to the file a word names: the behaviour, and the content remembered. */
export function writeFile(
  st: ShellState,
  target: Word,
  content: Value | undefined,
  append: boolean,
  start: number,
  end: number,
): void {
  const path = target.v.text;
  if (DISCARD.has(path) || path === '') return;
  const cls = writeClassOf(path)?.cls ?? 'other';
  st.emit({ kind: 'write', target: target.v, cls, ...(content ? { content } : {}), append }, start, end);
  if (!content) return;
  // `>>` keeps what the file held: a report built section by section carries every section, not the last.
  const prev = append ? st.fileAt(path) : undefined;
  if (cls === 'shell-rc') startupCode(st, path, content, start, end, STARTUP_LABEL);
  // Lines appended to a shell script this unit did not write are added to code that runs whenever that
  // script runs (a cron or service script): analysed where they are planted. A script the unit writes
  // itself is analysed where it is run, if it is.
  else if (append && (!prev || prev.extended) && appendedShellCode([path], content.text) !== undefined)
    startupCode(st, path, content, start, end, APPENDED_LABEL);
  st.recordFile(
    path,
    prev
      ? { ...prev, content: joinValues([prev.content, content]) }
      : { content, ...(append ? { extended: true } : {}) },
  );
}

/**
 * Text written into a shell start-up file is code every new shell runs: analysed as such (a fish file through
 * its POSIX reading), so a download-and-run line it holds is one, at the write that plants it.
 */
function startupCode(
  st: ShellState,
  path: string,
  content: Value,
  start: number,
  end: number,
  label: string,
): void {
  const code = content.text;
  if (code.trim() === '' || code.length > MAX_APPENDED_CODE) return;
  st.embed('shell', /\.fish$/i.test(path) ? fishToPosix(code) : code, start, end, { label });
}

const STARTUP_LABEL = 'text written into a shell start-up file (runs in every new shell)';
const APPENDED_LABEL = 'lines appended to an existing shell script (run whenever that script runs)';

/**
 * A download saved to a file (`curl -o`, `wget -O`): the content remembered, and, when the file is one that
 * runs later or changes what runs (a shell start-up file, an autostart entry, a command shadowed on PATH),
 * the write too, so the rules that read writes see it as they see `curl … > ~/.bashrc`.
 */
export function saveDownload(
  st: ShellState,
  file: string,
  saved: { content: Value; endpoint: Endpoint },
  start: number,
  end: number,
): void {
  st.recordFile(file, saved);
  const cls = writeClassOf(file)?.cls;
  if (cls && cls !== 'other' && cls !== 'temp')
    st.emit({ kind: 'write', target: literal(file), cls, content: saved.content, append: false }, start, end);
}
