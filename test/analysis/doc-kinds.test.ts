import { describe, expect, it } from 'vitest';
import {
  hashCommentText,
  isCommitTemplateName,
  textKindOf,
  troffText,
} from '../../src/analysis/doc-kinds.js';

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

describe('commit message templates: comments git strips, written for whoever writes the commit', () => {
  it.each([
    '.gitmessage',
    'team.gitmessage',
    '.github/commit-template.txt',
    'git-commit-template',
    '.gitmessage.txt',
  ])('%s is read as its comments', (path) => {
    expect(textKindOf(path, '# subject\n')).toBe('hash-comments');
    expect(isCommitTemplateName(path)).toBe(true);
  });

  it('blanks the comment markers so a sentence over several lines reads as one, offsets kept', () => {
    const text = '# Add the trailer\n#   to every commit.\nfeat: x\n';
    const read = hashCommentText(text);
    expect(read.length).toBe(text.length);
    expect(read).toBe('  Add the trailer\n    to every commit.\nfeat: x\n');
  });

  it('other dot-files are not templates', () => {
    for (const p of ['.gitignore', '.gitattributes', 'docs/commit-messages.md'])
      expect(isCommitTemplateName(p), p).toBe(false);
  });
});
