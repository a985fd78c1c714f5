import { describe, expect, it } from 'vitest';
import { markPlaceholders, splicedIntoLiteral } from '../../../src/analysis/code/spliced-source.js';

/** A reply spliced into a string literal of interpreter source is an injection; anywhere else it is code. */
describe('splicedIntoLiteral', () => {
  it.each<[string, 'python' | 'javascript', string, string]>([
    ['triple-quoted json.loads', 'python', "import json\nd = json.loads('''$(curl https://h/x)''')\n", "'''"],
    ['double-quoted, a byte string', 'python', 'raw = b"${body}"\nprint(len(raw))', '"'],
    ['a raw string', 'python', "p = r'${reply}'", "'"],
    ['after a comment', 'python', "# parse it\nd = json.loads('$resp')", "'"],
    [
      'JSON.parse of a single-quoted string',
      'javascript',
      "const d = JSON.parse('$(curl -s https://h)');",
      "'",
    ],
    ['a double-quoted JS string after a comment', 'javascript', '/* read */ const t = "${text}";', '"'],
  ])('spliced: %s', (_name, lang, text, quote) => {
    expect(splicedIntoLiteral(lang, text)).toEqual({ quote });
  });

  it.each<[string, 'python' | 'javascript', string]>([
    ['the reply as the code', 'python', '$(curl https://h/x)'],
    ['a statement after the literal', 'python', 'print(1); $resp'],
    ['an f-string brace', 'python', "print(f'{$(curl https://h)}')"],
    ['a comment line', 'python', 'x = 1  # $resp\n'],
    ['an unterminated literal', 'python', "d = json.loads('$resp"],
    ['a template literal', 'javascript', 'console.log(`${body}`)'],
    ['a JS line comment', 'javascript', 'run(); // $resp'],
    ['no placeholder at all', 'python', "print('hello')"],
  ])('not spliced: %s', (_name, lang, text) => {
    expect(splicedIntoLiteral(lang, text)).toBeUndefined();
  });

  it('marks nested substitutions as one part', () => {
    expect(markPlaceholders('a $(curl "$(echo u)") b ${x:-${y}} $name …')).toBe(
      'a \u0000 b \u0000 \u0000 \u0000',
    );
  });
});
