import { describe, expect, it } from 'vitest';
import { codeWordsOf } from '../../src/analysis/operand-programs.js';

/**
 * Which argv words a program may run as code (src/analysis/operand-programs.ts): none for a program that
 * reads, sends or shows its words; the code option's value or the script for shells and interpreters;
 * every word for runners and programs with an option that runs a command.
 */
describe('codeWordsOf', () => {
  it.each<[string, Array<string | undefined>, 'all' | number[]]>([
    ['lark-cli', ['im', '+messages-send', '--markdown', undefined], []],
    ['/usr/local/bin/gh', ['issue', 'comment', '12', '--body', undefined], []],
    ['jq', ['-r', '.name', undefined], []],
    ['echo', [undefined], []],
    ['./scripts/notify.sh', ['--text', undefined], []],
    ['bash', ['-c', undefined], 'all'],
    ['bash', ['-ec', 'echo hi', 'name', undefined], [1]],
    ['sh', ['deploy.sh', undefined], [0]],
    ['bash', ['-s', '--', undefined], []],
    ['python3', ['-c', 'import sys; print(sys.argv[1])', undefined], [0, 1]],
    ['python3.11', ['-u', 'send.py', '--text', undefined], [0, 1]],
    ['python3', ['-W', 'ignore', 'send.py', undefined], [0, 2]],
    ['node', ['-e', undefined], [0, 1]],
    ['node', ['--require', './hook.js', 'app.js', undefined], [0, 1, 2]],
    ['awk', [undefined, 'log.txt'], 'all'],
    ['gawk', ['-F', ',', '{print $1}', undefined], [0, 2]],
    ['sudo', ['sh', '-c', undefined], 'all'],
    ['ssh', ['deploy@host', undefined], 'all'],
    ['git', ['commit', '-m', undefined], 'all'],
    ['claude', ['-p', undefined], 'all'],
    ['pwsh.exe', ['-Command', undefined], 'all'],
  ])('%s %j → %j', (program, args, expected) => {
    expect(codeWordsOf(program, args)).toEqual(expected);
  });

  it('a word not known where an option may stand may be the code option', () => {
    expect(codeWordsOf('bash', [undefined, 'x'])).toBe('all');
    expect(codeWordsOf('python3', [undefined])).toBe('all');
  });
});
