import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../src/analysis/prose/tokens.js';

/**
 * The tokenizer measures a run of non-blank characters once: whether it can be a URL or a path, and where
 * the word at its start ends. These sentences pin the boundaries that single pass must find (the tokens
 * are those of the tokenizer that scanned each word three times).
 */

const show = (s: string) => tokenize(s).map((t) => `${t.kind}:${t.t}@${t.at}`);

describe('tokens cut from runs of characters', () => {
  it('end a word where the word ends, inside a longer run', () => {
    expect(show('Run foo-bar,baz then qux.')).toEqual([
      'word:run@0',
      'word:foo-bar@4',
      'punct:,@11',
      'word:baz@12',
      'word:then@16',
      'word:qux@21',
      'punct:.@24',
    ]);
    expect(show('text<br>more and rules.</div> done')).toEqual([
      'word:text@0',
      'placeholder:br@4',
      'word:more@8',
      'word:and@13',
      'word:rules@17',
      'punct:.@22',
      'placeholder:/div@23',
      'word:done@30',
    ]);
  });

  it('take a word longer than the longest run measured as one word', () => {
    const long = 'x'.repeat(600);
    expect(show(`A ${long} word.`)).toEqual(['word:a@0', `word:${long}@2`, 'word:word@603', 'punct:.@607']);
    const y = 'y'.repeat(520);
    expect(show(`A ${y}/path here`)).toEqual(['word:a@0', `word:${y}@2`, 'path:/path@522', 'word:here@528']);
  });

  it('expand contractions, "cannot" among them, and keep elided articles on their word', () => {
    expect(show("You cannot do that; don’t ‘quote’ me, it's rock'n'roll.")).toEqual([
      'word:you@0',
      'word:can@4',
      'word:not@4',
      'word:do@11',
      'word:that@14',
      'punct:;@18',
      'word:do@20',
      'word:not@20',
      'quote:"@26',
      'word:quote@27',
      'word:me@34',
      'punct:,@36',
      'word:it@38',
      'word:is@38',
      "word:rock'n'roll@43",
      'punct:.@54',
    ]);
    expect(show("Ask l'AWS CLI and d'npm -- then --stop-- 'ignore'")).toEqual([
      'word:ask@0',
      "word:l'aws@4",
      'word:cli@10',
      'word:and@14',
      "word:d'npm@18",
      'word:then@27',
      'word:stop@32',
      'word:ignore@41',
    ]);
  });

  it('take URLs, addresses and paths whole, and words of other scripts as words', () => {
    expect(show('See https://example.com/a/b. and www.example.org, mail user@example.com now')).toEqual([
      'word:see@0',
      'url:https://example.com/a/b@4',
      'punct:.@27',
      'word:and@29',
      'url:www.example.org@33',
      'punct:,@48',
      'word:mail@50',
      'url:user@example.com@55',
      'word:now@72',
    ]);
    expect(show('Open ~/.ssh/id_rsa and $HOME/x or CLAUDE.md, config.yaml; .env')).toEqual([
      'word:open@0',
      'path:~/.ssh/id_rsa@5',
      'word:and@19',
      'path:$HOME/x@23',
      'word:or@31',
      'path:CLAUDE.md@34',
      'punct:,@43',
      'path:config.yaml@45',
      'punct:;@56',
      'path:.env@58',
    ]);
    expect(show('Ünïcödé wörds—dash…ellipsis')).toEqual([
      'word:ünïcödé@0',
      'word:wörds@8',
      'punct:—@13',
      'word:dash@14',
      'punct:…@18',
      'word:ellipsis@19',
    ]);
  });
});
