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

describe('imperativeInstructions: texts without a directive word', () => {
  it('finds none, whatever code spans and comments the text holds', () => {
    for (const text of [
      'Formats tables. Use when the user pastes CSV.',
      'Run `npm test` then <!-- hidden --> publish.\n```\nmake build\n```\n',
      'do`xy`not stop; make`zz`sure.',
    ])
      expect(imperativeInstructions(text)).toEqual([]);
  });

  it('still counts a directive word whose next word follows a code span it blanks', () => {
    expect(imperativeInstructions('You must`--x` run it first.').map((i) => i.text)).toEqual([
      'You must      run it first.',
    ]);
  });
});
