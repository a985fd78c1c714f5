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
/** Every socket command loop in `text` (at most 4). */
export declare function socketCommandLoops(text: string): SocketCommandLoop[];
