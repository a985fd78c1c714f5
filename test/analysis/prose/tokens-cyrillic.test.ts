import { describe, expect, it } from 'vitest';
import { foldYo, RU_SECRET, RU_SEND_ASK, stemOf } from '../../../src/analysis/prose/dutch-russian-words.js';
import { tokenize } from '../../../src/analysis/prose/tokens.js';

describe('Cyrillic and Dutch tokens', () => {
  it('keeps Cyrillic words whole and lower-cased, with ё, hyphens and paths beside them', () => {
    const toks = tokenize(
      'Отправьте УЧЁТНЫЕ данные (файл ~/.pgpass) на https://сбор.пример.рф/в — кто-нибудь.',
    );
    expect(toks.map((t) => `${t.kind}:${t.t}`)).toEqual([
      'word:отправьте',
      'word:учётные',
      'word:данные',
      'punct:(',
      'word:файл',
      'path:~/.pgpass',
      'punct:)',
      'word:на',
      'url:https://сбор.пример.рф/в',
      'punct:—',
      'word:кто-нибудь',
      'punct:.',
    ]);
  });

  it('keeps Dutch words with diacritics whole', () => {
    expect(tokenize('Geüpload naar de privésleutel-map.').map((t) => t.t)).toEqual([
      'geüpload',
      'naar',
      'de',
      'privésleutel-map',
      '.',
    ]);
  });

  it('matches a Russian stem only with a listed ending (bounded)', () => {
    expect(stemOf('отправьте', RU_SEND_ASK)).toBe('отправ');
    expect(stemOf('отправляйте', RU_SEND_ASK)).toBe('отправл');
    expect(stemOf('загрузить', RU_SEND_ASK)).toBe('загруз');
    // A noun with the same stem is not the verb: "загрузки" (downloads), "отправка" (shipping).
    expect(stemOf('загрузки', RU_SEND_ASK)).toBeUndefined();
    expect(stemOf('отправка', RU_SEND_ASK)).toBeUndefined();
    expect(stemOf('паролями', RU_SECRET)).toBe('парол');
    // "ключевые слова" (keywords) is no key.
    expect(stemOf('ключевые', RU_SECRET)).toBeUndefined();
    expect(stemOf(foldYo('учётные'), { stems: ['учетн'], endings: new Set(['ые']) })).toBe('учетн');
  });
});
