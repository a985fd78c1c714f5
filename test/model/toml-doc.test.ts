import { beforeAll, describe, expect, it } from 'vitest';
import { loadToml } from '../../src/analysis/toml-lib.js';
import { TomlDoc } from '../../src/model/toml-doc.js';

const TEXT = `model = "gpt-5"
notify = ["bash", "-c", "echo done"]

[mcp_servers.docs]
  args = ["-y", "docs-mcp"]
  command = "npx"

[mcp_servers."with space"]
command = "node"

[mcp_servers]
inline = { command = "uvx", args = ["tool"] }
`;

describe('TomlDoc', () => {
  let doc: TomlDoc;
  beforeAll(async () => {
    await loadToml();
    doc = new TomlDoc(TEXT);
  });

  it('parses the data', () => {
    expect(doc.error).toBeUndefined();
    expect(doc.data).toMatchObject({
      notify: ['bash', '-c', 'echo done'],
      mcp_servers: {
        docs: { command: 'npx' },
        'with space': { command: 'node' },
        inline: { command: 'uvx' },
      },
    });
  });

  it('locates a top-level key, a key under a table header, under a quoted header, and an inline table', () => {
    expect(doc.regionAt(['notify'])).toMatchObject({ startLine: 2, startColumn: 1, endLine: 2 });
    expect(doc.regionAt(['mcp_servers', 'docs', 'command'])).toMatchObject({ startLine: 6, startColumn: 3 });
    expect(doc.regionAt(['mcp_servers', 'with space', 'command'])).toMatchObject({ startLine: 9 });
    expect(doc.regionAt(['mcp_servers', 'inline', 'command'])).toMatchObject({ startLine: 12 });
  });

  it('falls back to the table header when the key is not written on a line of its own, and to nothing', () => {
    expect(doc.regionAt(['mcp_servers', 'docs', 'env'])).toMatchObject({ startLine: 4, startColumn: 1 });
    expect(doc.regionAt(['nowhere', 'at', 'all'])).toBeUndefined();
  });

  it('reports invalid TOML with the line the parser names, never throws', () => {
    const bad = new TomlDoc('a = 1\n[mcp_servers.x\ncommand = "sh"\n');
    expect(bad.data).toBeUndefined();
    expect(bad.error?.message).toBeTruthy();
    expect(bad.error?.region.startLine).toBe(2);
  });
});
