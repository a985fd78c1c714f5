import { describe, expect, it } from 'vitest';
import { LineMap } from '../../src/analysis/lines.js';
import { importedConstants } from '../../src/model/imported-constants.js';

/** A tree of files as the fact store reads them (path → text). */
function store(tree: Record<string, string>) {
  return {
    isFile: (p: string) => p in tree,
    text: async (p: string) => (p in tree ? { text: tree[p]!, lines: new LineMap(tree[p]!) } : undefined),
  } as never;
}

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { DOCS, STORE as WHERE } from "./docs.js";
import type { Shape } from "./types.js";
import { helper } from "lodash";
`;

describe('string constants an MCP server imports from its own modules', () => {
  it('are known by the names the server imports them as, members by path', async () => {
    const docs =
      'export const STORE = "~/.npmrc";\nexport const DOCS = { a: { b: `read ${STORE}` }, n: 2 };\nconst OTHER = "x";\n';
    const got = await importedConstants('src/server.ts', SERVER, store({ 'src/docs.ts': docs }));
    expect(got).toEqual({
      texts: { 'DOCS.a.b': 'read ~/.npmrc', WHERE: '~/.npmrc' },
      from: { 'DOCS.a.b': 'src/docs.ts', WHERE: 'src/docs.ts' },
    });
  });

  it('are not read for a file that is no MCP server, or whose imports leave the tree', async () => {
    const docs = { 'src/docs.ts': 'export const DOCS = { a: "x" };\n' };
    expect(
      await importedConstants('src/app.ts', 'import { DOCS } from "./docs.js";\n', store(docs)),
    ).toBeUndefined();
    const outside = SERVER.replace('./docs.js', '../../../../etc/docs.js');
    expect(await importedConstants('src/server.ts', outside, store(docs))).toBeUndefined();
    expect(await importedConstants('src/server.py', SERVER, store(docs))).toBeUndefined();
  });
});
