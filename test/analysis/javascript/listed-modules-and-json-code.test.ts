import { describe, expect, it } from 'vitest';
import { listedEntryPattern } from '../../../src/analysis/code/listed-entries.js';
import { factsOf, ofKind } from '../../support/code.js';

const JS = ['js', 'cjs', 'mjs'];
const sources = async (code: string, lang: 'javascript' | 'typescript' = 'javascript') =>
  ofKind(await factsOf(lang, code), 'source').map((b) => b.target.text);

describe('javascript: every module of a listed folder, a setting with a shipped folder default', () => {
  it('a listed entry joined onto its folder is a pattern over the folder', () => {
    expect(listedEntryPattern('./plugins/${file:./plugins}', JS)).toBe('./plugins/*.{js,cjs,mjs}');
    expect(listedEntryPattern('./x/plugins/${file:plugins}', ['py'])).toBe('./x/plugins/*.py');
    expect(listedEntryPattern('${file:lib/*.cjs}', JS)).toBe('lib/*.cjs');
    // Another folder's entry, or a name read from a file, is not the folder's listing.
    expect(listedEntryPattern('./a/${file:./b}', JS)).toBeUndefined();
    expect(listedEntryPattern('./a/${file:./a}.bak', JS)).toBeUndefined();
    expect(listedEntryPattern('${file:config.json}', JS)).toBeUndefined();
  });

  it('require and import() of each entry of readdirSync, from the script folder or the working one', async () => {
    expect(
      await sources(
        "const fs = require('fs'); const path = require('path');\nconst dir = path.join(__dirname, '..', process.env.HANDLERS || 'lib/handlers');\nconst all = fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => require(path.join(dir, f)));\n",
      ),
    ).toEqual(['./../lib/handlers/*.{js,cjs,mjs}']);
    expect(
      await sources(
        "import * as fs from 'node:fs';\nimport * as path from 'node:path';\nconst dir: string = process.env.EXT_DIR ?? 'extensions/enabled';\nfor (const name of fs.readdirSync(dir)) await import(path.resolve(dir, name));\n",
        'typescript',
      ),
    ).toEqual(['extensions/enabled/*.{js,cjs,mjs}']);
    expect(
      await sources(
        "const fs = require('fs');\nconst d = process.env.X ? process.env.X : './steps';\nfs.readdirSync(d).forEach((f) => require(d + '/' + f));\n",
      ),
    ).toEqual(['./steps/*.{js,cjs,mjs}']);
  });

  it('reading each entry as text loads nothing; a bare word default is not a folder', async () => {
    expect(
      await sources(
        "const fs = require('fs'); const path = require('path');\nconst dir = path.join(__dirname, 'samples');\nfor (const f of fs.readdirSync(dir)) console.log(fs.readFileSync(path.join(dir, f), 'utf8').length);\n",
      ),
    ).toEqual([]);
    const r = await factsOf(
      'javascript',
      "const mode = process.env.MODE || 'production';\nrequire('./modes/' + mode);\n",
    );
    expect(ofKind(r, 'source').map((b) => b.target.text)).toEqual(['./modes/${env.MODE}']);
  });
});

describe('javascript: a JSON file string handed to an execution sink', () => {
  const cases = '{ "run": [ { "src": "globalThis.x = 1" } ], "keep": "let y = 2" }';

  it("is an execute of that file's text, not code of the program", async () => {
    const r = await factsOf(
      'javascript',
      "const vm = require('vm');\nconst t = require('./t.json');\nfor (const c of t.run) vm.runInThisContext(c.src);\n",
      { jsonModules: { './t.json': cases } },
    );
    expect(ofKind(r, 'execute').map((b) => [b.via, b.code.text, b.code.taints, b.code.from])).toEqual([
      ['vm', 'globalThis.x = 1', ['file'], './t.json'],
    ]);
  });

  it('the same through JSON.parse of the shipped file read back', async () => {
    const r = await factsOf(
      'javascript',
      "const fs = require('fs'); const path = require('path');\nconst t = JSON.parse(fs.readFileSync(path.join(__dirname, 't.json'), 'utf8'));\nnew Function(t.keep)();\n",
      { jsonModules: { './t.json': cases } },
    );
    expect(ofKind(r, 'execute').map((b) => [b.via, b.code.text, b.code.from])).toEqual([
      ['Function', 'let y = 2', './t.json'],
    ]);
  });

  it("a string of the program itself still runs as the program's code", async () => {
    const r = await factsOf(
      'javascript',
      "require('vm').runInThisContext(\"require('child_process').execSync('id')\");\n",
    );
    expect(ofKind(r, 'execute').map((b) => b.via)).toContain('vm');
    expect(ofKind(r, 'execute').every((b) => !b.code.taints.includes('file'))).toBe(true);
  });
});
