import { describe, expect, it } from 'vitest';
import { callsName, pythonBlockAt } from '../../src/analysis/code/python-blocks.js';

describe('pythonBlockAt: the def a line sits in, by indentation', () => {
  const lines = [
    'import json', // 0
    'class Store:', // 1
    '    def save(self, data):', // 2
    '        if data:', // 3
    '', // 4
    '            self.path.write_text(json.dumps(data))', // 5
    '    # a comment at method depth', // 6
    '    def load(self):', // 7
    '        return json.loads(self.path.read_text())', // 8
    'CACHE = {}', // 9
  ];

  it('finds the innermost def through nested blocks and blank lines', () => {
    expect(pythonBlockAt(lines, 5)).toEqual({ name: 'save', start: 2, end: 6 });
    expect(pythonBlockAt(lines, 8)).toEqual({ name: 'load', start: 7, end: 9 });
  });

  it('answers undefined at module level', () => {
    expect(pythonBlockAt(lines, 9)).toBeUndefined();
    expect(pythonBlockAt(lines, 0)).toBeUndefined();
  });

  it('tells a call from the tail of a longer name', () => {
    expect(callsName('    self.widen(cfg)', 'widen')).toBe(true);
    expect(callsName('    rewiden(cfg)', 'widen')).toBe(false);
  });
});
