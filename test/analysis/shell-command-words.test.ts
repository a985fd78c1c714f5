import { describe, expect, it } from 'vitest';
import { inShellComment, shellCommandWords } from '../../src/analysis/shell-command-words.js';

/** Each command as its words' text, with `|` after a piped one and `$` before one inside a substitution. */
function read(text: string): string[] {
  return shellCommandWords(text).map(
    (c) =>
      `${c.subst ? '$ ' : ''}${c.words.map((w) => text.slice(w.start, w.end)).join(' ')}${c.piped ? ' |' : ''}`,
  );
}

describe('shellCommandWords', () => {
  it.each([
    ['lists and pipes', 'a x && b y || c; d | e', ['a x', 'b y', 'c', 'd |', 'e']],
    ['quotes keep separators inside a word', `echo "a;b|c" 'd (e)' f`, [`echo "a;b|c" 'd (e)' f`]],
    ['an escaped separator stays in the word', 'echo a\\;b c', ['echo a\\;b c']],
    ['a continued line is one command', 'cmd --flag \\\n  file.sh', ['cmd --flag file.sh']],
    ['a comment ends the command at the line end', 'run x # then y; z\nnext', ['run x', 'next']],
    ['a hash inside a word is no comment', 'echo a#b', ['echo a#b']],
    ['2>&1 stays one redirect word', 'make lint 2>&1 | tee log', ['make lint 2>&1 |', 'tee log']],
    [
      'the command around a substitution keeps the words after it',
      'shellcheck -x $(find bin -type f) .sync',
      ['$ find bin -type f', 'shellcheck -x .sync'],
    ],
    ['backticks are a substitution', 'lint `ls *.sh` -q', ['$ ls *.sh', 'lint -q']],
    ['process substitution', 'diff <(sort a) b', ['$ sort a', 'diff b']],
    ['a subshell is no substitution', '(cd x && make) ; y', ['cd x', 'make', 'y']],
    ['nested substitutions', 'a $(b $(c d) e) f', ['$ c d', '$ b e', 'a f']],
    ['unclosed substitution ends with the text', 'a $(b c', ['$ b c', 'a']],
    ['a quoted substitution is part of its word', 'x "$(bash y.sh)" z', ['x "$(bash y.sh)" z']],
  ])('%s', (_name, text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('bounds what it reads: the first 64 KB, 64 words a command, deep nesting kept as words', () => {
    expect(shellCommandWords(`a ${'b '.repeat(100)}`)[0]!.words).toHaveLength(64);
    const long = `x ${'y'.repeat(70 * 1024)} ; z`;
    expect(read(long)).toHaveLength(1);
    const deep = `${'$('.repeat(40)}a${')'.repeat(40)}`;
    expect(() => shellCommandWords(deep)).not.toThrow();
    expect(read(deep).join(' ')).toContain('a');
  });
});

describe('inShellComment', () => {
  const at = (text: string, word: string) => inShellComment(text, text.lastIndexOf(word));
  it('finds a trailing comment on the line of the offset', () => {
    expect(at('tool approvals 1 --wait 600   # block until something is pending, then act', 'act')).toBe(
      true,
    );
    expect(at('# then act\nact -j build', 'act -j')).toBe(false);
    expect(at('  # act runs the workflows', 'act')).toBe(true);
  });
  it('reads no comment inside quotes, a parameter or a word', () => {
    expect(at('echo "a # b"; act', 'act')).toBe(false);
    expect(at("echo 'x #y' && act", 'act')).toBe(false);
    expect(at('n=${#list[@]}; act', 'act')).toBe(false);
    expect(at('curl https://x.test/#frag && act', 'act')).toBe(false);
  });
});
