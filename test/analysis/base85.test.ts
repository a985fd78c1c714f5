import { describe, expect, it } from 'vitest';
import { ascii85, base85 } from '../../src/analysis/code/base85.js';

/** Base85 as Python's base64 module reads it (values from CPython's b85encode / a85encode). */
describe('base85 decoding', () => {
  it('reads RFC 1924 base85 with a short last group', () => {
    expect(base85('Xk~0{Zy<MXa%^NFAp', 1000)).toBe('hello world!!');
    expect(base85('', 1000)).toBe('');
  });
  it('reads Ascii85 with the Adobe frame, blanks and z for four zero bytes', () => {
    expect(ascii85('<~BOu!rD]j7BEbo80+TMKB!!~>', 1000)).toBe('hello world!!\0\0\0\0');
    expect(ascii85('z', 1000)).toBe('\0\0\0\0');
    expect(ascii85('BOu!r\nD]j7BEbo80', 1000)).toBe('hello world!');
  });
  it('refuses what is not the scheme and stops at the bound', () => {
    expect(base85('not "base85"', 1000)).toBeUndefined();
    expect(base85('X', 1000)).toBeUndefined();
    expect(ascii85('{{{{{', 1000)).toBeUndefined();
    expect(base85('~~~~~', 1000)).toBeUndefined(); // over 2^32
    expect(base85('Xk~0{Zy<MXa%^NFAp', 4)).toBe('hell');
  });
});
