import { describe, expect, it } from 'vitest';
import { neverRunsOperands, operandUse, programName } from '../../src/analysis/operand-programs.js';

describe('operandUse', () => {
  it('says what a program does with its operands, by name or path', () => {
    expect(operandUse('pdftotext')).toBe('converts');
    expect(operandUse('/usr/bin/shellcheck')).toBe('checks');
    expect(operandUse('file')).toBe('describes');
    expect(operandUse('chmod')).toBe('sets-attributes');
    expect(operandUse('cat')).toBe('prints');
    expect(operandUse('dig.exe')).toBe('looks-up');
    expect(programName('"C:\\tools\\jq.exe"')).toBe('jq');
  });
  it('knows nothing of programs that may run what they are given', () => {
    for (const p of ['bash', 'python3', 'node', 'xargs', 'find', 'convert', 'magick', 'soffice', 'exiftool'])
      expect(operandUse(p), p).toBeUndefined();
  });
});

describe('neverRunsOperands', () => {
  it('holds for readers, describers, printers, converters and lookups', () => {
    expect(neverRunsOperands('pdftotext', ['-l', '3', undefined, '-'])).toBe(true);
    expect(neverRunsOperands('sha256sum', [undefined])).toBe(true);
    expect(neverRunsOperands('wc', ['-c', undefined])).toBe(true);
    expect(neverRunsOperands('shellcheck', ['-x', 'scripts/a.sh'])).toBe(true);
  });
  it('fails when an option loads code, or a word not known may be that option', () => {
    expect(neverRunsOperands('eslint', ['-c', 'eslint.config.js', 'src'])).toBe(false);
    expect(neverRunsOperands('eslint', ['--config=x.js', 'src'])).toBe(false);
    expect(neverRunsOperands('eslint', [undefined])).toBe(false);
    expect(neverRunsOperands('pandoc', ['--lua-filter', undefined, 'notes.md'])).toBe(false);
    expect(neverRunsOperands('pandoc', ['-t', 'plain', 'notes.md'])).toBe(true);
    expect(neverRunsOperands('bash', ['x.sh'])).toBe(false);
  });
});
