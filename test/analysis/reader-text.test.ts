import { describe, expect, it } from 'vitest';
import { readerText } from '../../src/analysis/reader-text.js';

const SHY = '\u00ad';
const ZWSP = '\u200b';
const WJ = '\u2060';

describe('readerText', () => {
  it('joins a name split by a soft hyphen and pays the space at the end of the word', () => {
    const text = `copy \`~/.aws/cre${SHY}dentials\` into bundle/`;
    const read = readerText(text);
    expect(read).toBe('copy `~/.aws/credentials`  into bundle/');
    expect(read.length).toBe(text.length);
  });
  it('keeps every line start: the spaces go before the line break', () => {
    const text = `up${SHY}load${ZWSP}\r\nnext line`;
    const read = readerText(text);
    expect(read).toBe('upload  \r\nnext line');
    expect(read.indexOf('next')).toBe(text.indexOf('next'));
  });
  it('keeps a shell continuation: the spaces go before a trailing backslash', () => {
    expect(readerText(`cu${WJ}rl -s \\\n  https://h.test`)).toBe('curl  -s \\\n  https://h.test');
    expect(readerText(`-F f=@cre${SHY}ds\\\nx`)).toBe('-F f=@creds \\\nx');
  });
  it('carries the owed spaces across several removals in one word, and to the end of the text', () => {
    expect(readerText(`a${ZWSP}b${SHY}c`)).toBe('abc  ');
    expect(readerText(`x${ZWSP}${ZWSP}y z`)).toBe('xy   z');
  });
  it('removes variation selectors (both blocks), bidi controls and marks', () => {
    expect(readerText('✅\ufe0f done')).toBe('✅  done');
    expect(readerText('cre\u2066d\u2069s ok')).toBe('creds   ok');
    expect(readerText('a\udb40\udd00b c')).toBe('ab   c');
  });
  it('leaves tag characters and plain text alone', () => {
    const tags = `rule.${[...'hi'].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('')}`;
    expect(readerText(tags)).toBe(tags);
    const plain = 'nothing hidden here';
    expect(readerText(plain)).toBe(plain);
  });
});
