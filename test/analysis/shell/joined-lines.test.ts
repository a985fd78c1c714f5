import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * tree-sitter-bash parses `a | b | c` followed by a line ending in a redirection as one command whose
 * words run on into the next line; the analyzer splits such a parse where the shell would.
 */

const KC = '"$HOME/Library/Keychains/login.keychain-db"';

describe('lines joined by the parser', () => {
  it('a three-stage pipeline does not take the next line as operands of its last program', async () => {
    for (const first of ['ps aux | grep x | head', 'ls | sort -r | tail -n 3', 'a | b | c | head -5']) {
      const r = await factsOf('shell', `${first}\nsecurity show-keychain-info ${KC} 2>/dev/null\n`);
      expect(ofKind(r, 'read'), first).toEqual([]);
    }
  });

  it('still reads what the next line itself reads', async () => {
    const r = await factsOf('shell', `ps aux | grep x | head\ncat ${KC} 2>/dev/null\n`);
    expect(ofKind(r, 'read').map((b) => b.secret)).toEqual(['keychain']);
  });

  it('keeps a backslash-continued line as one command', async () => {
    const r = await factsOf('shell', `a | b | head \\\n  ${KC} 2>/dev/null\n`);
    expect(ofKind(r, 'read').map((b) => b.secret)).toEqual(['keychain']);
  });

  it('marks readers that print only attributes or digests', async () => {
    const r = await factsOf(
      'shell',
      `stat -f %z ${KC}\nwc -c < ${KC}\nfile -b ${KC}\nshasum -a 256 ${KC}\nhead -c 64 ${KC}\n`,
    );
    expect(ofKind(r, 'read').map((b) => b.only ?? 'content')).toEqual([
      'attributes',
      'attributes',
      'attributes',
      'digest',
      'content',
    ]);
  });
});
