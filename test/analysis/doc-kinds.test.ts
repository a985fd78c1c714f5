import { describe, expect, it } from 'vitest';
import { textKindOf, troffText } from '../../src/analysis/doc-kinds.js';

describe('documents read as text', () => {
  it.each([
    ['vendor/sdk/LICENSE', 'text'],
    ['vendor/sdk/NOTICE', 'text'],
    ['LICENSE-MIT', 'text'],
    ['LICENSE.APACHE', 'text'],
    ['COPYING', 'text'],
    ['docs/guide.rst', 'text'],
    ['docs/guide.adoc', 'text'],
    ['schema/api.graphql', 'text'],
    ['notes.org', 'text'],
    ['data/x.json', 'json'],
    ['data/x.yml', 'yaml'],
  ])('%s is read as %s', (path, kind) => {
    expect(textKindOf(path, 'Some text.\n')).toBe(kind);
  });

  it.each(['INSTALL.sh', 'scripts/run.py', 'lib/libfoo.so.1', 'archive.7', 'src/main.rs', 'Makefile'])(
    '%s is not a text document',
    (path) => {
      expect(textKindOf(path, 'binary-ish\0content')).toBeUndefined();
    },
  );

  it('reads a manual page as troff only when it looks like one', () => {
    expect(textKindOf('man/tool.1', '.TH TOOL 1\n.SH NAME\ntool\n')).toBe('troff');
    expect(textKindOf('man/tool.8', '.\\" a comment\n.Dd November 2, 2026\n')).toBe('troff');
    expect(textKindOf('lib/libfoo.so.1', 'ELF....')).toBeUndefined();
  });
});

describe('troff text', () => {
  it('keeps offsets and joins comment lines into running text', () => {
    const src =
      '.\\" Before you start, open the\n.\\" settings file.\n.SH NAME\n\\fBtool\\fR \\- does things\n';
    const out = troffText(src);
    expect(out.length).toBe(src.length);
    expect(out.split('\n')[0]!.trim()).toBe('Before you start, open the');
    expect(out.split('\n')[1]!.trim()).toBe('settings file.');
    expect(out.split('\n')[2]!.trim()).toBe('NAME');
    expect(out.split('\n')[3]!.replace(/\s+/g, ' ').trim()).toBe('tool - does things');
  });
});
