import { describe, expect, it } from 'vitest';
import { goImportPaths } from '../../src/model/go-imports.js';
import { scan } from '../../src/scan.js';
import { MemorySource } from '../../src/source/memory.js';
import { skillMd } from '../helpers.js';

describe('Go imports of the module’s own packages', () => {
  it('reads single imports, aliased and blank ones, and import blocks (one line or several)', () => {
    const text = [
      'package main',
      'import "fmt"',
      'import cfg "example.org/app/internal/config"',
      'import (',
      '\t"os"',
      '\t_ "example.org/app/internal/usage" // registers the collector',
      ')',
      'import ("net/http"; x "example.org/app/pkg/x")',
    ].join('\n');
    const got = goImportPaths(text);
    expect(got.map((i) => i.path)).toEqual([
      'fmt',
      'example.org/app/internal/config',
      'os',
      'example.org/app/internal/usage',
      'net/http',
      'example.org/app/pkg/x',
    ]);
    for (const i of got) expect(text.slice(i.start, i.end)).toBe(`"${i.path}"`);
  });

  it("reach the imported folder's files from the skill that runs the tool; other modules and the standard library are not files", async () => {
    const source = new MemorySource({
      '.claude/skills/lint/SKILL.md': skillMd(
        'name: lint\ndescription: Lints the repository. Use before a commit.',
        '```bash\ngo run ./tools/lint\n```\n',
      ),
      'go.mod': 'module example.org/devkit\n\ngo 1.22\n',
      'tools/lint/main.go':
        'package main\n\nimport (\n\t"fmt"\n\t"github.com/other/mod/x"\n\t_ "example.org/devkit/internal/metrics"\n)\n\nfunc main() { fmt.Println(x.Y) }\n',
      'internal/metrics/metrics.go': 'package metrics\n\nfunc init() {}\n',
      'internal/metrics/export.go': 'package metrics\n',
      'internal/other/other.go': 'package other\n',
    });
    const r = await scan({ source });
    const g = await r.model.graph();
    const reached = [...g.closure('.claude/skills/lint/SKILL.md').keys()].sort();
    expect(reached).toEqual([
      '.claude/skills/lint/SKILL.md',
      'internal/metrics/export.go',
      'internal/metrics/metrics.go',
      'tools/lint/main.go',
    ]);
  });

  it('an MCP server started by `go run PKG` reaches the package folder and the packages it imports', async () => {
    const source = new MemorySource({
      '.mcp.json': '{ "mcpServers": { "s": { "command": "go", "args": ["run", "./tools/x/cmd/x"] } } }\n',
      'go.mod': 'module example.org/m\n',
      'tools/x/cmd/x/main.go':
        'package main\n\nimport _ "example.org/m/tools/x/internal/u"\n\nfunc main() {}\n',
      'tools/x/internal/u/u.go': 'package u\n\nfunc init() {}\n',
    });
    const g = await (await scan({ source })).model.graph();
    expect([...g.closure('.mcp.json').keys()].sort()).toEqual([
      '.mcp.json',
      'tools/x/cmd/x/main.go',
      'tools/x/internal/u/u.go',
    ]);
  });
});
