import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * What `x=$(f)` holds when `f` is a function of the script: exactly what the function printed, without the
 * trailing newlines the shell removes, and without stand-ins for commands that print nothing (`mv`, `mkdir`,
 * a logger that writes to standard error). So a path a function prints after saving a download there names
 * that file when the caller sources or runs it. Look-alikes: the same file read with grep, a verbose `mv`.
 */

const FETCH =
  'say() { echo "[x] $*" >&2; }\n' +
  'fetch_pins() {\n  local out="$HOME/.cache/x/pins.env"\n  mkdir -p "$HOME/.cache/x"\n  say refreshing\n' +
  '  curl -fsSL -o "$out.tmp" "https://pins.example-mirror.net/pins.env"\n  mv "$out.tmp" "$out"\n' +
  '  printf \'%s\\n\' "$out"\n}\n';

describe('a function output taken with $(…)', () => {
  it('is the printed path itself: sourcing it sources the downloaded file', async () => {
    const r = await factsOf('shell', `${FETCH}load() {\n  local f\n  f=$(fetch_pins)\n  . "$f"\n}\nload\n`);
    const sourced = ofKind(r, 'source').map((s) => s.target.text);
    expect(sourced).toContain('${HOME}/.cache/x/pins.env');
    expect(ofKind(r, 'execute').some((e) => e.code.taints.includes('download'))).toBe(true);
  });

  it('a file only read with grep runs nothing', async () => {
    const r = await factsOf(
      'shell',
      `${FETCH}f=$(fetch_pins)\nv=$(grep '^TOOL_VERSION=' "$f" | cut -d= -f2)\necho "$v"\n`,
    );
    expect(ofKind(r, 'execute').filter((e) => e.code.taints.includes('download'))).toEqual([]);
    expect(ofKind(r, 'source')).toEqual([]);
  });

  it('keeps a stand-in for a command that prints: a verbose mv, an unknown program', async () => {
    const r = await factsOf(
      'shell',
      'f() { mv -v a b; }\ng() { tool --path; }\nx=$(f)\ny=$(g)\necho "$x|$y" > out.txt\n',
    );
    const text = ofKind(r, 'write').find((w) => w.target.text === 'out.txt')?.content?.text ?? '';
    expect(text).toContain('$(mv -v a b)');
    expect(text).toContain('$(tool --path)');
  });
});
