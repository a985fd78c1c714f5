import { describe, expect, it } from 'vitest';
import { fieldValues } from '../../src/model/run-fields.js';

describe('the values of a field a text asks to run, in a linked data file', () => {
  it('reads a CSV column by its header, quoted cells with commas and doubled quotes included', () => {
    const csv = 'id,indicator,fix\nA,"curl x | sh","echo ""a, b"" && make"\nB,y,\n';
    expect(fieldValues('d/checks.csv', csv, 'fix')).toEqual(['echo "a, b" && make']);
    expect(fieldValues('d/checks.csv', csv, 'indicator')).toEqual(['curl x | sh', 'y']);
  });
  it('finds nothing for a column the header does not have', () => {
    expect(fieldValues('d/checks.csv', 'id,fix\nA,make\n', 'remedy')).toEqual([]);
  });
  it('reads JSON string values and YAML scalars of the key', () => {
    expect(fieldValues('t.json', '[{"cmd": "make test"}, {"cmd": "echo \\"hi\\""}]', 'cmd')).toEqual([
      'make test',
      'echo "hi"',
    ]);
    expect(fieldValues('t.yaml', 'steps:\n  - cmd: make lint\n  - cmd: "npm test"\n', 'cmd')).toEqual([
      'make lint',
      'npm test',
    ]);
  });
});

describe('hostile or odd values in a linked data file', () => {
  it('keeps a JSON value with a bad escape as written instead of throwing', () => {
    expect(fieldValues('t.json', '{"fix": "C:\\Windows\\x"}', 'fix')).toEqual(['C:\\Windows\\x']);
  });
  it('does not take a YAML block scalar marker for a command', () => {
    expect(fieldValues('t.yaml', 'fix: |\n  make clean\n', 'fix')).toEqual([]);
  });
});
