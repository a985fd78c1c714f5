import { describe, expect, it } from 'vitest';
import { factsOf, ofKind } from '../../support/code.js';

/**
 * Words as the shell reads them. Each case is observed through a fact whose value shows the expanded
 * word: the URL of a fetch (`curl WORD`) or the content of a write (`echo WORD > f`).
 */

async function urlOf(word: string, prelude = ''): Promise<string | undefined> {
  const r = await factsOf('shell', `${prelude}curl ${word}\n`);
  return ofKind(r, 'fetch')[0]?.endpoint.url;
}

async function echoed(code: string): Promise<string | undefined> {
  const r = await factsOf('shell', `${code} > out.txt\n`);
  return ofKind(r, 'write')[0]?.content?.text;
}

describe('quote removal and escapes', () => {
  it.each([
    ['double quotes', '"https://a.test/x"', 'https://a.test/x'],
    ['single quotes', "'https://a.test/x'", 'https://a.test/x'],
    ['mixed concatenation', `h"tt"'ps'://a.test/x`, 'https://a.test/x'],
    ['backslashes', 'h\\t\\tps://a.test/x', 'https://a.test/x'],
    ['ANSI-C escapes', "$'\\x68\\164tps://a.test/x'", 'https://a.test/x'],
    ['empty quotes inside', 'ht""tps://a.te\'\'st/x', 'https://a.test/x'],
  ])('%s', async (_label, word, url) => {
    expect(await urlOf(word)).toBe(url);
  });

  it('joins a word split by backslash-newline', async () => {
    expect(await urlOf('https://a.te\\\nst/x')).toBe('https://a.test/x');
  });
});

describe('parameter expansion', () => {
  it.each([
    ['assigned earlier', '"$U"', 'U=https://a.test/x\n', 'https://a.test/x'],
    ['braced and concatenated', '"${H}/x"', 'H=https://a.test\n', 'https://a.test/x'],
    ['export', '"$U"', 'export U=https://a.test/x\n', 'https://a.test/x'],
    ['declare and readonly', '"$A$B"', 'declare -r A=https://a.test\nreadonly B=/x\n', 'https://a.test/x'],
    // `$(…)` drops the output's trailing newlines.
    ['local in a function', '"$(f)"', 'f() { local u=https://a.test/x; echo "$u"; }\n', 'https://a.test/x'],
    ['default for unset', '"${U:-https://a.test/x}"', '', 'https://a.test/x'],
    ['assign default', '"$U"', ': "${U:=https://a.test/x}"\n', 'https://a.test/x'],
    ['prefix removal', '"${U#junk}"', 'U=junkhttps://a.test/x\n', 'https://a.test/x'],
    ['suffix removal with glob', '"${U%.bak*}"', 'U=https://a.test/x.bak.1\n', 'https://a.test/x'],
    ['global substitution', '"${U//_/}"', 'U=h_t_t_p_s://a.test/x\n', 'https://a.test/x'],
    ['substring', '"${U:4}"', 'U=XXXXhttps://a.test/x\n', 'https://a.test/x'],
    ['indirect', '"${!N}"', 'N=U\nU=https://a.test/x\n', 'https://a.test/x'],
    ['append', '"$U"', 'U=https://a.test\nU+=/x\n', 'https://a.test/x'],
    ['read from a here-string', '"$U"', 'read -r U <<< "https://a.test/x"\n', 'https://a.test/x'],
    ['loop variable', '"$u"', 'for u in https://a.test/x; do :; done\n', 'https://a.test/x'],
  ])('%s', async (_label, word, prelude, url) => {
    expect(await urlOf(word, prelude)).toBe(url);
  });

  it('IFS in any spelling is a blank that splits words', async () => {
    for (const ifs of ['$IFS', '${IFS}', '${IFS%?}', '${IFS:0:1}']) {
      // `$IFShttps` would name another variable, so the URL is quoted after the last one.
      const r = await factsOf('shell', `curl${ifs}-s${ifs}"https://a.test/x"\n`);
      expect(ofKind(r, 'fetch')[0]?.endpoint.url, ifs).toBe('https://a.test/x');
    }
  });

  it('splits an unquoted variable holding a command line into words', async () => {
    const r = await factsOf('shell', 'C="curl -s https://a.test/x"\n$C | sh\n');
    expect(ofKind(r, 'execute')[0]?.code.from).toBe('https://a.test/x');
  });

  it('keeps an unknown variable visible, tainted unknown, and listed', async () => {
    const r = await factsOf('shell', 'curl "$BASE/x"\n');
    const f = ofKind(r, 'fetch')[0]!;
    expect(f.endpoint).toMatchObject({ cls: 'unknown' });
    expect(f.endpoint.url).toBe('${BASE}/x');
  });
});

describe('brace expansion', () => {
  it.each([
    ['alternatives', 'echo {a,b}c', 'ac bc\n'],
    ['nested', 'echo x{a,{b,c}}', 'xa xb xc\n'],
    ['numeric range', 'echo {1..3}', '1 2 3\n'],
    ['quoted braces stay', 'echo "{a,b}"', '{a,b}\n'],
  ])('%s', async (_label, code, text) => {
    expect(await echoed(code)).toBe(text);
  });
});

describe('substitutions and here-documents', () => {
  it('a command substitution has the value of what its command prints', async () => {
    expect(await echoed('echo "$(echo aGVsbG8= | base64 -d)"')).toBe('hello\n');
  });

  it('an unquoted here-document expands variables; a quoted one does not', async () => {
    const unq = await factsOf('shell', 'N=world\ncat > a.txt <<EOF\nhello $N\nEOF\n');
    expect(ofKind(unq, 'write')[0]?.content?.text).toBe('hello world\n');
    const q = await factsOf('shell', "N=world\ncat > a.txt <<'EOF'\nhello $N\nEOF\n");
    expect(ofKind(q, 'write')[0]?.content?.text).toBe('hello $N\n');
  });

  it('strips leading tabs from <<- here-documents', async () => {
    const r = await factsOf('shell', 'cat > a.txt <<-EOF\n\thello\n\tEOF\n');
    expect(ofKind(r, 'write')[0]?.content?.text).toBe('hello\n');
  });

  it('embeds a quoted here-document fed to an interpreter at its exact place', async () => {
    const code = "python3 - <<'PY'\nimport os\nos.system('id')\nPY\n";
    const r = await factsOf('shell', code);
    const py = r.units.find((u) => u.lang === 'python');
    expect(py?.at.startLine).toBe(2);
    expect(py?.at.startColumn).toBe(1);
  });
});

describe('assignments exported for cross-file resolution', () => {
  it('reports top-level assignments, not those inside functions', async () => {
    const r = await factsOf('shell', 'A=1\nexport B="x$A"\nf() { C=3; }\nif true; then D=4; fi\n');
    expect(r.assignments.map((a) => [a.name, a.value.text])).toEqual([
      ['A', '1'],
      ['B', 'x1'],
      ['D', '4'],
    ]);
  });
});
