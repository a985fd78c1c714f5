import { describe, expect, it } from 'vitest';
import { namedFds } from '../../../../src/analysis/code/shell/named-fds.js';

describe('namedFds', () => {
  it('writes each {name} redirection as a free descriptor of the same width', () => {
    const src = 'exec {fd}<>/dev/tcp/h/1\nexec {log}>out.txt\nread -u "$fd" x\nexec {fd}>&-';
    const r = namedFds(src);
    expect(r.text.length).toBe(src.length);
    expect(r.text.split('\n')[0]).toBe('exec    9<>/dev/tcp/h/1');
    expect(r.text.split('\n')[1]).toBe('exec     8>out.txt');
    expect(r.text.split('\n')[3]).toBe('exec    9>&-');
    expect([...r.vars]).toEqual([
      ['fd', '9'],
      ['log', '8'],
    ]);
  });

  it('leaves braces that are not redirections alone', () => {
    for (const s of ['echo {a,b}>x', 'f() { echo hi; }', 'x=${fd}>y', 'echo "{fd}<>"']) {
      const r = namedFds(s);
      expect(r.vars.size).toBe(0);
    }
    expect(namedFds('echo {a,b}>x').text).toBe('echo {a,b}>x');
  });
});
