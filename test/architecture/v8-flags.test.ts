import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

/**
 * The executables set V8 flags for the whole process before anything else loads (src/bin/wasm-tiering.ts:
 * grammars compiled by the baseline tier only; src/bin/js-tiering.ts: less optimising compilation;
 * src/bin/heap-growth.ts: the heap grows by a small margin
 * over what survives a collection). A flag set after the grammars compile or the heap grows would not
 * apply to them; the library never sets process-wide flags for its host.
 */
const importsOf = (file: string) =>
  [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^import\s+(?:[^'"]*from\s+)?'([^']+)';/gm)].map(
    (m) => m[1],
  );

describe('process-wide V8 flags', () => {
  it.each([
    ['src/bin/cli.ts', ['./wasm-tiering.js', './js-tiering.js', './heap-growth.js']],
    ['src/bin/action.ts', ['./wasm-tiering.js', './js-tiering.js', './heap-growth.js']],
    ['src/bin/fact-worker.ts', ['./wasm-tiering.js', './js-tiering.js']],
  ])('%s imports its flag modules before any other module', (file, flags) => {
    expect(importsOf(file).slice(0, flags.length)).toEqual(flags);
  });

  it('are never set by the library entry', () => {
    const all = importsOf('src/index.ts');
    expect(all.some((m) => /tiering|heap-growth/.test(m ?? ''))).toBe(false);
    expect(readFileSync(join(ROOT, 'src/index.ts'), 'utf8')).not.toContain('setFlagsFromString');
  });
});
