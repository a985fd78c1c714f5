import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../src/model/files.js';
import { LocalSource } from '../../src/source/local.js';
import { indexTree } from '../../src/source/walk.js';

const base = mkdtempSync(join(tmpdir(), 'skillscan-names-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const TREE = [
  '.mcp.json',
  'a/.mcp.json',
  'a/b/.gemini/settings.json',
  '.gemini/settings.json',
  'settings.json',
  'z/.gemini/settings.json.bak',
  'z/x.gemini/settings.json',
  'skills/pdf/SKILL.md',
  'skills/xlsx/SKILL.md',
];

async function store(): Promise<FileStore> {
  for (const p of TREE) {
    mkdirSync(dirname(join(base, p)), { recursive: true });
    writeFileSync(join(base, p), `{"at": "${p}"}`);
  }
  const source = await LocalSource.open(base);
  return new FileStore(source, await indexTree(source), 1 << 20);
}

describe('files by name', () => {
  it('finds the files at a path under any folder as a pass over every file would, in path order', async () => {
    const files = await store();
    const pass = (rel: string) =>
      files.index.files.filter((f) => f.path === rel || f.path.endsWith(`/${rel}`)).map((f) => f.path);
    for (const rel of ['.mcp.json', '.gemini/settings.json', 'settings.json', 'SKILL.md', 'nothing.json'])
      expect(files.names.filesAt(rel).map((f) => f.path)).toEqual(pass(rel));
    expect(files.names.filesAt('.gemini/settings.json').map((f) => f.path)).toEqual([
      '.gemini/settings.json',
      'a/b/.gemini/settings.json',
    ]);
  });

  it('lists the files named as one of several paths in path order, each once', async () => {
    const files = await store();
    const rels = ['.gemini/settings.json', 'x/settings.json', '.mcp.json'];
    const names = new Set(['settings.json', '.mcp.json']);
    expect(files.names.namedAsOneOf(rels).map((f) => f.path)).toEqual(
      files.index.files
        .filter((f) => names.has(f.path.slice(f.path.lastIndexOf('/') + 1)))
        .map((f) => f.path),
    );
    expect(files.names.namedAsOneOf([])).toEqual([]);
  });

  it("gives a local folder's texts without a promise, read once for every look", async () => {
    const files = await store();
    const first = files.textNow('skills/pdf/SKILL.md');
    expect(first).not.toBeInstanceOf(Promise);
    expect((first as { text: string }).text).toBe('{"at": "skills/pdf/SKILL.md"}');
    expect(files.textNow('skills/pdf/SKILL.md')).toBe(first);
    expect(await files.text('skills/pdf/SKILL.md')).toBe(first);
    expect(files.loaded()).toHaveLength(1);
    expect(files.textNow('missing.md')).toBeUndefined();
  });
});
