import type { BehaviourOf, Value } from '../../../facts.js';
import { endpointOf } from '../../../hosts.js';
import { normalizeHome, secretOf } from '../../../paths.js';
import { literal } from '../../values.js';
import type { Cmd, Handler } from '../cmd.js';
import type { ShellState, Word } from '../state.js';

/**
 * Local file servers and public tunnels, as facts for rules/data-exfiltration.md: a `serve` fact when a
 * static HTTP server publishes the home folder, the file system root or a secret store
 * (`python -m http.server --directory ~`, `cd ~ && python -m http.server`, `npx serve ~`,
 * `npx http-server ~/.ssh`, `php -S 0.0.0.0:8000 -t ~`, `busybox httpd -h ~`, `ruby -run -e httpd ~`),
 * with where it listens; a `tunnel` fact for each command that puts a local port on a public address
 * (`cloudflared tunnel --url`, `ngrok http`, `lt --port`, `bore local`, `tailscale funnel`,
 * `ssh -R … serveo.net`). Serving a project folder (`-d dist`) is no fact: previews are how apps are
 * shown. The rule joins the two across the skill's files. These handlers run first and give no output,
 * so the program's own handler still runs.
 */

/** Whether the session's working folder is the home folder (`cd`, `cd ~`, `cd "$HOME"`), per shell state. */
const homeCwd = new WeakMap<ShellState, boolean>();

function changeDir(st: ShellState, cmd: Cmd): undefined {
  const dir = cmd.argv.slice(1).find((w) => !/^-[LPe@]$/.test(w.v.text));
  const path = dir ? normalizeHome(dir.v.text).replace(/\/$/, '') : '~';
  homeCwd.set(st, path === '~' || (homeCwd.get(st) === true && path === '.'));
  return undefined;
}

/** What a served folder holds: the home folder (or everything), or one secret store. */
function holdings(st: ShellState, root: Value | undefined): BehaviourOf<'serve'>['holds'] {
  if (!root) return homeCwd.get(st) ? 'home' : undefined;
  const path = normalizeHome(root.text.replace(/^["']|["']$/g, '')).replace(/(?<=.)\/$/, '');
  if (path === '.' || path === './') return homeCwd.get(st) ? 'home' : undefined;
  if (path === '~' || path === '/' || /^\/(?:home|Users)$/.test(path)) return 'home';
  return secretOf(path)?.cls;
}

function bindOf(addr: string | undefined): BehaviourOf<'serve'>['bind'] {
  if (addr === undefined || addr === '') return 'default';
  if (/^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|\[::1\])$/i.test(addr)) return 'loopback';
  return 'public';
}

function emitServe(
  st: ShellState,
  cmd: Cmd,
  tool: string,
  root: Value | undefined,
  bind: BehaviourOf<'serve'>['bind'],
  port?: string,
): undefined {
  const holds = holdings(st, root);
  if (holds)
    st.emit(
      { kind: 'serve', tool, root: root ?? literal('~'), bind, holds, ...(port ? { port } : {}) },
      cmd.start,
      cmd.end,
    );
  return undefined;
}

/** The value after an option (`--directory X`, `--directory=X`, `-dX`), or undefined. */
function optValue(args: readonly Word[], ...names: string[]): string | undefined {
  for (let i = 0; i < args.length && i < 64; i++) {
    const t = args[i]!.v.text;
    for (const n of names) {
      if (t === n) return args[i + 1]?.v.text;
      if (n.startsWith('--') && t.startsWith(`${n}=`)) return t.slice(n.length + 1);
    }
  }
  return undefined;
}

/** Operands that are not an option or an option's value. */
function operands(args: readonly Word[], valued: ReadonlySet<string>): Word[] {
  const out: Word[] = [];
  for (let i = 0; i < args.length && i < 64; i++) {
    const t = args[i]!.v.text;
    if (valued.has(t)) i++;
    else if (!t.startsWith('-')) out.push(args[i]!);
  }
  return out;
}

/** `python -m http.server [port] [--bind A] [--directory D]`: every interface unless bound. */
function python(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  const m = args.findIndex((w) => w.v.text === '-m');
  if (m < 0 || !/^(?:http\.server|SimpleHTTPServer)$/.test(args[m + 1]?.v.text ?? '')) return undefined;
  const rest = args.slice(m + 2);
  const dir = optValue(rest, '--directory', '-d');
  const port = operands(rest, new Set(['--directory', '-d', '--bind', '-b', '--protocol']))[0]?.v.text;
  return emitServe(
    st,
    cmd,
    'python -m http.server',
    dir ? literal(dir) : undefined,
    bindOf(optValue(rest, '--bind', '-b')),
    port,
  );
}

const NODE_SERVERS =
  /^(?:serve|http-server|live-server|local-web-server|ws|static-server|servor)(?:@[\w.^~-]{1,40})?$/;
const NODE_VALUED = new Set([
  '-p',
  '--port',
  '-l',
  '--listen',
  '-a',
  '--address',
  '--host',
  '-c',
  '--config',
]);

/** `npx serve DIR`, `npx http-server DIR -a 0.0.0.0`, or the same programs installed globally. */
function nodeServer(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(cmd.name === 'npx' || cmd.name === 'bunx' ? 1 : 0);
  const at = args.findIndex((w) => NODE_SERVERS.test(w.v.text));
  if (at < 0 || (cmd.name !== 'npx' && cmd.name !== 'bunx' && at !== 0)) return undefined;
  const rest = args.slice(at + 1);
  const root = operands(rest, NODE_VALUED)[0];
  const listen = optValue(rest, '-l', '--listen', '-a', '--address', '--host');
  const host = listen?.replace(/^tcp:\/\//, '').replace(/:\d{1,5}$/, '');
  const bind = listen && /^\d{1,5}$/.test(listen) ? 'default' : bindOf(host);
  const tool = args[at]!.v.text.replace(/@.*$/, '');
  if (/^localtunnel$|^lt$/.test(tool)) return undefined;
  return emitServe(st, cmd, tool, root ? root.v : literal('.'), bind, optValue(rest, '-p', '--port'));
}

/** `php -S ADDR:PORT [-t DOCROOT]`: the document root is the working folder unless `-t` names one. */
function php(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  const addr = optValue(args, '-S');
  if (addr === undefined) return undefined;
  const docroot = optValue(args, '-t');
  const host = addr.replace(/:\d{1,5}$/, '');
  return emitServe(
    st,
    cmd,
    'php -S',
    docroot ? literal(docroot) : undefined,
    bindOf(host),
    /:(\d{1,5})$/.exec(addr)?.[1],
  );
}

/** `ruby -run -e httpd [DIR] [-p PORT] [-b ADDR]` (un.rb's WEBrick server). */
function ruby(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  const e = args.findIndex((w) => w.v.text === '-e');
  if (!args.some((w) => w.v.text === '-run') || args[e + 1]?.v.text !== 'httpd') return undefined;
  const rest = args.slice(e + 2);
  const root = operands(rest, new Set(['-p', '--port', '-b', '--bind-address']))[0];
  const bind = bindOf(optValue(rest, '-b', '--bind-address'));
  return emitServe(
    st,
    cmd,
    'ruby -run -e httpd',
    root ? root.v : literal('.'),
    bind,
    optValue(rest, '-p', '--port'),
  );
}

/** `busybox httpd [-p [IP:]PORT] [-h HOME]`. */
function busybox(st: ShellState, cmd: Cmd): undefined {
  // `busybox httpd …`, or `httpd …` once the applet is unwrapped.
  const wrapped = cmd.argv[1]?.v.text === 'httpd';
  if (cmd.name === 'busybox' && !wrapped) return undefined;
  const args = cmd.argv.slice(wrapped ? 2 : 1);
  const home = optValue(args, '-h');
  const listen = optValue(args, '-p');
  const host = listen?.includes(':') ? listen.replace(/:\d{1,5}$/, '') : undefined;
  return emitServe(
    st,
    cmd,
    'busybox httpd',
    home ? literal(home) : undefined,
    bindOf(host),
    listen?.replace(/^.*:/, ''),
  );
}

function emitTunnel(st: ShellState, cmd: Cmd, tool: string, host: string, port?: string): undefined {
  st.emit(
    { kind: 'tunnel', tool, endpoint: endpointOf(host, st.unit.hosts), ...(port ? { port } : {}) },
    cmd.start,
    cmd.end,
  );
  return undefined;
}

const portOf = (s: string | undefined) => (s ? /(?:^|:)(\d{2,5})(?:\/|$)/.exec(s)?.[1] : undefined);

/** `cloudflared tunnel --url http://localhost:8765` (a quick tunnel on trycloudflare.com). */
function cloudflared(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  const url = optValue(args, '--url');
  if (!args.some((w) => w.v.text === 'tunnel') || url === undefined) return undefined;
  return emitTunnel(st, cmd, 'cloudflared tunnel', 'trycloudflare.com', portOf(url));
}

/** `ngrok http 8000`, `ngrok tcp 22`, `ngrok start`. */
function ngrok(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  const sub = args.find((w) => !w.v.text.startsWith('-'))?.v.text;
  if (!sub || !/^(?:http|https|tcp|tls|start)$/.test(sub)) return undefined;
  const port = args.map((w) => portOf(w.v.text)).find((p) => p !== undefined);
  return emitTunnel(st, cmd, `ngrok ${sub}`, 'ngrok.io', port);
}

/** localtunnel: `lt --port 8000`, `npx localtunnel --port 8000`. */
function localtunnel(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(cmd.name === 'npx' || cmd.name === 'bunx' ? 1 : 0);
  const at = args.findIndex((w) => /^(?:lt|localtunnel)(?:@[\w.^~-]{1,40})?$/.test(w.v.text));
  if (at < 0) return undefined;
  const port = optValue(args.slice(at + 1), '--port', '-p');
  if (port === undefined) return undefined;
  return emitTunnel(st, cmd, 'localtunnel', 'loca.lt', port);
}

/** `bore local 8000 --to bore.pub`. */
function bore(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  if (args[0]?.v.text !== 'local') return undefined;
  return emitTunnel(
    st,
    cmd,
    'bore local',
    optValue(args, '--to', '-t') ?? 'bore.pub',
    portOf(args[1]?.v.text),
  );
}

/** `tailscale funnel 8000`: the port on the public internet (`tailscale serve` stays in the tailnet). */
function tailscale(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  if (args[0]?.v.text !== 'funnel') return undefined;
  const port = args
    .slice(1)
    .map((w) => portOf(w.v.text))
    .find((p) => p !== undefined);
  return emitTunnel(st, cmd, 'tailscale funnel', 'ts.net', port);
}

/** Hosts that publish what `ssh -R` forwards to them on a public address. */
const SSH_TUNNEL_HOSTS =
  /(?:^|[@.])(?:serveo\.net|localhost\.run|pinggy\.io|a\.pinggy\.io|srv\.us|tunnel\.pyjam\.as|localhost\.run)$/i;

/** `ssh -R 80:localhost:8000 serveo.net` (or `nokey@localhost.run`). */
function ssh(st: ShellState, cmd: Cmd): undefined {
  const args = cmd.argv.slice(1);
  const forward = optValue(args, '-R');
  const host = args.map((w) => w.v.text).find((t) => SSH_TUNNEL_HOSTS.test(t));
  if (forward === undefined || host === undefined) return undefined;
  return emitTunnel(st, cmd, 'ssh -R', host.replace(/^.*@/, ''), forward.split(':').pop());
}

function npx(st: ShellState, cmd: Cmd): undefined {
  nodeServer(st, cmd);
  return localtunnel(st, cmd);
}

export const SERVING_HANDLERS: Array<[string, Handler]> = [
  ['cd', changeDir],
  ['python', python],
  ['npx', npx],
  ['bunx', npx],
  ['serve', nodeServer],
  ['http-server', nodeServer],
  ['php', php],
  ['ruby', ruby],
  ['busybox', busybox],
  ['httpd', busybox],
  ['cloudflared', cloudflared],
  ['ngrok', ngrok],
  ['lt', localtunnel],
  ['localtunnel', localtunnel],
  ['bore', bore],
  ['tailscale', tailscale],
  ['ssh', ssh],
];
