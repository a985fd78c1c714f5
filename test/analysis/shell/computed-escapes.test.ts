import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Bytes assembled at run time from escapes whose digits are computed (`printf "\\$(printf %03o …)"`,
 * `printf "\\x$h"`), one per loop pass, then piped to a shell: a decoder no table lists, whose input may be
 * hidden anywhere (trailing whitespace, a file's column widths). Their output is decoded code; printing a
 * computed value after an ordinary escape (`\n`, `\t`) is not.
 */

const attacks: Array<[string, string]> = [
  [
    'octal digits computed from a bit string, each pass one byte',
    'while read -r b; do printf "\\\\$(printf \'%03o\' "$((2#$b))")"; done < bits.txt | bash\n',
  ],
  ['hex digits from a list', 'for h in $(cat data.hex); do printf "\\\\x$h"; done | sh\n'],
  [
    'hex digits, single backslash in double quotes',
    'for h in $(cat data.hex); do printf "\\x${h}"; done | sh\n',
  ],
  ['echo -e with a computed hex escape', 'while read -r h; do echo -ne "\\\\x$h"; done < cols.txt | bash\n'],
];

const benign: Array<[string, string]> = [
  ['a newline before a computed value', 'for f in *.md; do printf "\\n%s" "$f"; done | sort\n'],
  ['a tab escape and a date', 'printf "\\t$(date +%F)\\n" >> log.txt\n'],
];

describe('bytes built from computed escapes', () => {
  it.each(attacks)('%s is decoded code run by the shell', async (_label, code) => {
    const r = await factsOf('shell', code);
    const runs = ofKind(r, 'execute').filter((e) => e.code.taints.includes('decoded'));
    expect(runs.length, JSON.stringify(r.behaviours.map((b) => b.kind))).toBeGreaterThan(0);
  });

  it.each(benign)('%s decodes nothing', async (_label, code) => {
    const r = await factsOf('shell', code);
    expect(ofKind(r, 'decode')).toHaveLength(0);
    expect(ofKind(r, 'execute').filter((e) => e.code.taints.includes('decoded'))).toHaveLength(0);
  });
});
