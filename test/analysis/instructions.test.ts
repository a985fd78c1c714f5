import { describe, expect, it } from 'vitest';
import { imperativeInstructions } from '../../src/analysis/instructions.js';

describe('imperativeInstructions', () => {
  it('counts distinct directive sentences outside code, once each', () => {
    const text = [
      '- You must run the tests.',
      '- You must run the tests.',
      'Never push to main. Run the linter.',
      '```bash',
      '# you must not count this',
      '```',
      'Use `always` here without directive words.',
      '<!-- always hidden -->',
    ].join('\n');
    expect(imperativeInstructions(text).map((i) => i.text)).toEqual([
      '- You must run the tests.',
      'Never push to main.',
    ]);
  });
});
