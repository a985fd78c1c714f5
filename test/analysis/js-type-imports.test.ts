import { describe, expect, it } from 'vitest';
import { extractScriptRefs } from '../../src/analysis/references.js';

const targets = (text: string) => extractScriptRefs(text, 'typescript').map((r) => r.target);

describe('type-only imports load no module', () => {
  it('skips import type, export type, all-type specifiers and typeof import()', () => {
    const text = [
      'import type { A } from "./a.js";',
      'import type B from "./b.js";',
      'export type { C } from "./c.js";',
      'export type * from "./d.js";',
      'import { type E, type F as G } from "./e.js";',
      'type H = typeof import("./h.js");',
    ].join('\n');
    expect(targets(text)).toEqual([]);
  });

  it('keeps imports that load code, including a default import named type', () => {
    const text = [
      'import type from "./default-named-type.js";',
      'import { type A, run } from "./mixed.js";',
      'import { run } from "./value.js";',
      'export { x } from "./reexport.js";',
      'const m = await import("./dynamic.js");',
      'const r = require("./required.js");',
    ].join('\n');
    expect(targets(text)).toEqual([
      './default-named-type.js',
      './mixed.js',
      './value.js',
      './reexport.js',
      './dynamic.js',
      './required.js',
    ]);
  });
});
