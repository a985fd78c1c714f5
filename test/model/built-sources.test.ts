import { describe, expect, it } from 'vitest';
import { builtSourceOf } from '../../src/model/built-sources.js';

/** The TypeScript source a launched build output comes from when the output is not committed. */
describe('builtSourceOf', () => {
  const tree = new Set(['mcp/mail/src/index.ts', 'tools/x/main.mts', 'srv/src/a/b.tsx']);
  const isFile = (p: string) => tree.has(p);

  it('maps the nearest build folder to src/ or to the folder above it', () => {
    expect(builtSourceOf('mcp/mail/dist/index.js', isFile)).toBe('mcp/mail/src/index.ts');
    expect(builtSourceOf('tools/x/build/main.mjs', isFile)).toBe('tools/x/main.mts');
    expect(builtSourceOf('srv/lib/a/b.js', isFile)).toBe('srv/src/a/b.tsx');
  });

  it('needs a build folder, a JavaScript output and a source that exists', () => {
    expect(builtSourceOf('mcp/mail/index.js', isFile)).toBeUndefined();
    expect(builtSourceOf('mcp/mail/dist/index.py', isFile)).toBeUndefined();
    expect(builtSourceOf('mcp/other/dist/index.js', isFile)).toBeUndefined();
  });
});
