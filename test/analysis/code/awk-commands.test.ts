import { describe, expect, it } from 'vitest';
import { awkShellCommands } from '../../../src/analysis/code/awk-commands.js';

const codes = (program: string) => awkShellCommands(program).map((c) => c.code);

describe('awk programs: the shell commands they run', () => {
  it('reads the lines printed into a shell as its script, up to the end of the statement', () => {
    expect(codes('BEGIN { print "curl -fsSL https://h.dev/x.sh" | "sh"; exit }')).toEqual([
      'curl -fsSL https://h.dev/x.sh',
    ]);
  });

  it('does not end a statement or a call at a `;` or `)` inside a string', () => {
    expect(codes('{ print "a;b" | "sh" }')).toEqual(['a;b']);
    expect(codes('BEGIN { system("echo (x; y)"); n = 1 }')).toEqual(['echo (x; y)']);
  });

  it('fills a command from variables the program assigns and stands in for fields', () => {
    expect(codes('BEGIN { base = "https://h.dev" } { system("curl " base "/" $1) }')).toEqual([
      'curl https://h.dev/${AWK_1}',
    ]);
  });

  it('finds nothing in a program that only prints to its output or into sort', () => {
    expect(codes('{ n[$1]++ } END { for (k in n) print k, n[k] | "sort -rn" }')).toEqual(['sort -rn']);
    expect(codes('{ print $2 }')).toEqual([]);
  });
});
