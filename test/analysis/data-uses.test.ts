import { describe, expect, it } from 'vitest';
import { hasSegment, loadsCode, readsFolder } from '../../src/analysis/data-uses.js';
import { factsOf } from '../support/code.js';

/**
 * Data uses (src/analysis/data-uses.ts): the files a program reads or lists as data, and code it loads
 * from a value, recorded by the language analyzers where they model the call, never from the text.
 */

const runs = (r: Awaited<ReturnType<typeof factsOf>>) =>
  r.behaviours.some((b) => b.kind === 'execute' || b.kind === 'source' || b.kind === 'launch');

describe('data uses: Python', () => {
  it('a checker that lists a folder with pathlib and reads each entry as text reads that folder', async () => {
    const r = await factsOf(
      'python',
      [
        'from pathlib import Path',
        'CASES = Path(__file__).resolve().parent.parent / "corpus"',
        'for case in CASES.glob("*.ps1"):',
        '    print(case.name, "IEX" in case.read_text())',
      ].join('\n'),
    );
    expect(readsFolder(r.dataUses, 'corpus')).toBe(true);
    expect(readsFolder(r.dataUses, 'corp')).toBe(false);
    expect(loadsCode(r.dataUses)).toBe(false);
    expect(runs(r)).toBe(false);
  });

  it('the entries of a sorted listing are still paths: read_text() on one is a read', async () => {
    const r = await factsOf(
      'python',
      'from pathlib import Path\nfor p in sorted((Path(__file__).parent / "fixtures").glob("*.sh")):\n    body = p.read_text()\n',
    );
    expect(r.dataUses?.reads.length).toBeGreaterThan(0);
    expect(readsFolder(r.dataUses, 'fixtures')).toBe(true);
  });

  it('open() of a path joined from the folder is a read of it', async () => {
    const r = await factsOf(
      'python',
      'import os\nbase = os.path.join(os.path.dirname(__file__), "vectors")\nwith open(os.path.join(base, "a.txt")) as fh:\n    data = fh.read()\n',
    );
    expect(readsFolder(r.dataUses, 'vectors')).toBe(true);
  });

  it('a reader that also exec()s what it read runs it (an execute beside the read)', async () => {
    const r = await factsOf(
      'python',
      'import pathlib\nfor p in pathlib.Path("snippets").iterdir():\n    src = p.read_text()\n    exec(src)\n',
    );
    expect(readsFolder(r.dataUses, 'snippets')).toBe(true);
    expect(runs(r)).toBe(true);
  });

  it('a module imported by a computed name, and an unpickled file, load code from a value', async () => {
    const imported = await factsOf(
      'python',
      'import importlib, sys\nmod = importlib.import_module(sys.argv[1])\n',
    );
    expect(loadsCode(imported.dataUses)).toBe(true);
    const unpickled = await factsOf(
      'python',
      'import pickle\nwith open(path, "rb") as f:\n    obj = pickle.load(f)\n',
    );
    expect(loadsCode(unpickled.dataUses)).toBe(true);
  });

  it('a file only written, or a folder only named, is no read', async () => {
    const r = await factsOf(
      'python',
      'OUT = "reports"\nprint("see", OUT)\nwith open("reports/summary.txt", "w") as f:\n    f.write("ok")\n',
    );
    expect(readsFolder(r.dataUses, 'reports')).toBe(false);
  });
});

describe('data uses: JavaScript and TypeScript', () => {
  it('readdirSync of a folder and readFileSync of each entry joined with it read that folder', async () => {
    const r = await factsOf(
      'javascript',
      [
        "const { readdirSync, readFileSync } = require('node:fs');",
        "const path = require('node:path');",
        "const dir = path.join(__dirname, '..', 'payload-samples');",
        "for (const name of readdirSync(dir)) console.log(name, /eval\\(/.test(readFileSync(path.join(dir, name), 'utf8')));",
      ].join('\n'),
    );
    expect(readsFolder(r.dataUses, 'payload-samples')).toBe(true);
    expect(loadsCode(r.dataUses)).toBe(false);
    expect(runs(r)).toBe(false);
  });

  it('require() of a computed name loads code from a value; a literal local module is a source', async () => {
    const dynamic = await factsOf(
      'typescript',
      'const name: string = process.argv[2];\nconst m = require(name);\n',
    );
    expect(loadsCode(dynamic.dataUses)).toBe(true);
    const local = await factsOf('javascript', "const util = require('./util.js');\n");
    expect(loadsCode(local.dataUses)).toBe(false);
  });

  it('a reader that runs what it read in a vm context runs it', async () => {
    const r = await factsOf(
      'javascript',
      "const fs = require('fs'); const vm = require('vm');\nfor (const f of fs.readdirSync('plugins')) vm.runInThisContext(fs.readFileSync('plugins/' + f, 'utf8'));\n",
    );
    expect(readsFolder(r.dataUses, 'plugins')).toBe(true);
    expect(runs(r)).toBe(true);
  });
});

describe('data uses: Go', () => {
  it('os.ReadDir of a folder set before a flag may replace it, then os.ReadFile of each entry', async () => {
    const r = await factsOf(
      'go',
      [
        'package main',
        'import ("os"; "path/filepath")',
        'func main() {',
        '\troot := "testdata"',
        '\tif len(os.Args) > 1 {',
        '\t\troot = os.Args[1]',
        '\t}',
        '\tentries, _ := os.ReadDir(root)',
        '\tfor _, e := range entries {',
        '\t\tb, _ := os.ReadFile(filepath.Join(root, e.Name()))',
        '\t\t_ = b',
        '\t}',
        '}',
      ].join('\n'),
    );
    expect(readsFolder(r.dataUses, 'testdata')).toBe(true);
    expect(runs(r)).toBe(false);
  });

  it('plugin.Open loads code', async () => {
    const r = await factsOf(
      'go',
      'package main\nimport ("os"; "plugin")\nfunc main() { p, _ := plugin.Open(os.Args[1]); _ = p }\n',
    );
    expect(loadsCode(r.dataUses)).toBe(true);
  });
});

describe('data uses: PowerShell', () => {
  it('Get-ChildItem piped into Get-Content reads the folder it lists', async () => {
    const r = await factsOf(
      'powershell',
      "$dir = Join-Path $PSScriptRoot 'lures'\nGet-ChildItem $dir -Filter *.txt | ForEach-Object { $t = Get-Content $_.FullName -Raw; if ($t -match 'curl') { $_.Name } }\n",
    );
    expect(readsFolder(r.dataUses, 'lures')).toBe(true);
    expect(runs(r)).toBe(false);
  });

  it('a reader that Invoke-Expressions what it read runs it; `& $cmd` loads code from a value', async () => {
    const iex = await factsOf(
      'powershell',
      "Get-ChildItem 'snips' | ForEach-Object { Invoke-Expression (Get-Content $_.FullName -Raw) }\n",
    );
    expect(readsFolder(iex.dataUses, 'snips')).toBe(true);
    expect(runs(iex)).toBe(true);
    const call = await factsOf('powershell', '$cmd = $args[0]\n& $cmd\n');
    expect(loadsCode(call.dataUses)).toBe(true);
  });
});

describe('hasSegment and readsFolder', () => {
  it('matches whole segments of a rebuilt path only', () => {
    expect(hasSegment('${__file__}/../../tests/fixtures/*.sh', 'fixtures')).toBe(true);
    expect(hasSegment('samples', 'samples')).toBe(true);
    expect(hasSegment('C:\\work\\samples\\a.sh', 'samples')).toBe(true);
    expect(hasSegment('${root}/my-samples/a.sh', 'samples')).toBe(false);
    expect(hasSegment('${samples}', 'samples')).toBe(false);
  });

  it('a listing counts only beside a read: listing names alone reads no file', () => {
    expect(readsFolder({ reads: [], lists: ['cases'], loads: [] }, 'cases')).toBe(false);
    expect(readsFolder({ reads: ['${entry}'], lists: ['cases'], loads: [] }, 'cases')).toBe(true);
    expect(readsFolder(undefined, 'cases')).toBe(false);
  });
});
