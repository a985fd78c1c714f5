/**
 * A remote command loop without a shell binary: code that dials out, reads lines from the connection and
 * hands them to a command runner (`while (my $l = <$s>) { print $s qx($l) }`, `while cmd = s.gets do
 * IO.popen(cmd) …`, `$c = fgets($s); shell_exec($c)`, `local c = s:receive(); io.popen(c)`,
 * `line, _ := r.ReadString('\n'); exec.Command("sh", "-c", line)`, `reader.read_line(&mut l);
 * Command::new("sh").arg("-c").arg(&l)`), or a shell whose standard streams are the connection in Go or
 * Rust (`cmd.Stdin = conn`, `Stdio::from_raw_fd(s.as_raw_fd())`). The remote end runs commands either
 * way. Read on the text of one file (Perl, Ruby, PHP, Lua, Go, Rust): the connect call, then within 40
 * lines a read from that socket into a variable and a runner given that variable. Linear and bounded.
 */

export interface SocketCommandLoop {
  start: number;
  end: number;
  how: string;
  host?: string;
}

const MAX_TEXT = 256 * 1024;
const WINDOW_LINES = 40;

/** A connect call, with the socket variable it is assigned to (group 1) when on the same line. */
const CONNECT =
  /(?:(\$?[A-Za-z_]\w{0,63})\s*(?:,\s*\w+\s*)?(?::=|=)\s*(?:[A-Za-z_:]{0,40}\s*)?)?(?:IO::Socket::(?:INET6?|IP|SSL)->new|TCPSocket\.(?:new|open)|Socket\.tcp|OpenSSL::SSL::SSLSocket\.new|fsockopen|stream_socket_client|socket\.connect|net\.Dial(?:Timeout)?|tls\.Dial|(?:std::net::)?TcpStream::connect)\b/g;
/** Lua's two-step `local s = socket.tcp()` then `s:connect(h, p)`. */
const LUA_CONNECT = /\b([A-Za-z_]\w{0,63})\s*:\s*connect\s*\(/g;

/** Runners of a command string (or of code) and where their argument starts. */
const RUNNER =
  /\bqx\s*[({[/]|`|\b(?:system|exec|shell_exec|passthru|popen|proc_open|spawn|IO\.popen|Open3\.\w{1,20}|os\.execute|io\.popen|exec\.Command(?:Context)?|Command::new|eval|load|loadstring)\s*\(?/g;

const READ_VERB =
  /<\s*\$?\w+\s*>|\b(?:gets|getline|readline|read_line|receive|recv|sysread|readpartial|fgets|fread|stream_get_line|socket_read|ReadString|ReadLine|ReadBytes|Text|lines)\b/;

/** Every socket command loop in `text` (at most 4). */
export function socketCommandLoops(text: string): SocketCommandLoop[] {
  const src = text.slice(0, MAX_TEXT);
  const out: SocketCommandLoop[] = [];
  const connects: Array<{ index: number; end: number; sock?: string }> = [];
  for (const m of src.matchAll(CONNECT)) {
    if (connects.length >= 32) break;
    connects.push({ index: m.index, end: m.index + m[0].length, ...(m[1] ? { sock: m[1] } : {}) });
  }
  for (const m of src.matchAll(LUA_CONNECT)) {
    if (connects.length >= 48) break;
    connects.push({ index: m.index, end: m.index + m[0].length, sock: m[1]! });
  }
  for (const c of connects) {
    if (out.length >= 4) break;
    const window = src.slice(c.index, lineEndAfter(src, c.index, WINDOW_LINES));
    const sock =
      c.sock ?? /\bmy\s+(\$\w{1,64})\s*=\s*$/.exec(src.slice(Math.max(0, c.index - 40), c.index))?.[1];
    if (!sock) continue;
    const how = commandLoop(window, sock);
    if (!how) continue;
    const host = hostIn(src.slice(c.index, Math.min(src.length, c.index + 600)));
    out.push({ start: c.index, end: c.end, how, ...(host ? { host } : {}) });
  }
  return out;
}

function esc(s: string): string {
  return s.replace(/[$]/g, '\\$');
}

/** How the window runs what the socket sends, or undefined. */
function commandLoop(window: string, sock: string): string | undefined {
  if (wired(window, sock)) return 'shell streams wired to a socket';
  // Variables that read from the socket: its readers (`bufio.NewReader(conn)`) count as the socket.
  const sources = new Set<string>([sock]);
  const inputs = new Set<string>();
  for (const line of window.split('\n').slice(0, WINDOW_LINES + 1)) {
    const names = [...sources].map(esc).join('|');
    const mentions = new RegExp(`(?<![\\w$])(?:${names})\\b`);
    if (!mentions.test(line)) continue;
    // `read_line(&mut buf)`, `recv($s, $buf, …)`, `sysread($s, $buf, …)`: the buffer gets the input.
    const out = /&mut\s+(\w{1,64})|\b(?:recv|sysread|read)\s*\(\s*\$?\w{1,64}\s*,\s*(\$\w{1,64})/.exec(line);
    if (out && READ_VERB.test(line)) inputs.add(out[1] ?? out[2]!);
    const assign =
      /(?:\bmy\s+|\blocal\s+|\blet\s+(?:mut\s+)?|\bfor\s+|\bwhile\s*\(?\s*(?:my\s+)?)?(?<![\w$])(\$?[A-Za-z_]\w{0,63})\s*(?:,\s*\$?\w{1,64}\s*)*(?::=|=(?!=)|\bin\b)/.exec(
        line,
      );
    if (!assign) {
      if (/\bwhile\s*\(\s*<\s*\$?\w+\s*>\s*\)/.test(line)) inputs.add('$_');
      continue;
    }
    if (READ_VERB.test(line.slice(assign.index))) inputs.add(assign[1]!);
    else if (sources.size < 8) sources.add(assign[1]!);
  }
  if (inputs.size === 0) return undefined;
  const names = [...inputs].map(esc).join('|');
  const used = new RegExp(`(?<![\\w])(?:${names})\\b|#\\{\\s*(?:${[...inputs].join('|')})`);
  for (const r of window.matchAll(RUNNER)) {
    const line = window.slice(r.index, lineEndAfter(window, r.index, 0));
    // The runner's own arguments: up to the statement's end on its line.
    const args = line.slice(r[0].length).split(/;\s*(?:$|\n)/)[0] ?? '';
    if (used.test(args)) return 'socket input run as commands';
  }
  return undefined;
}

/** A shell whose standard streams are the socket (Go's `cmd.Stdin = conn`, Rust's raw descriptor). */
function wired(window: string, sock: string): boolean {
  const s = esc(sock.replace(/^\$/, ''));
  if (!/exec\.Command|Command::new/.test(window)) return false;
  if (!/["'](?:\/bin\/)?(?:ba|z|da)?sh["']/.test(window)) return false;
  return new RegExp(
    `\\.(?:Stdin|Stdout)\\b[\\w\\s,.]{0,40}=\\s*[\\w\\s,]{0,40}\\b${s}\\b|from_raw_fd\\s*\\(\\s*${s}\\.as_raw_fd`,
  ).test(window);
}

function hostIn(s: string): string | undefined {
  return (
    /\b\d{1,3}(?:\.\d{1,3}){3}\b/.exec(s)?.[0] ??
    /["']((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})(?::\d{1,5})?["']/i.exec(s)?.[1]
  );
}

function lineEndAfter(s: string, at: number, lines: number): number {
  let i = at;
  for (let k = 0; k <= lines && i >= 0 && i < s.length; k++) i = s.indexOf('\n', i + 1);
  return i < 0 ? s.length : i;
}
