/**
 * Byte access and the argument encodings of pickle opcodes (pickletools' `ArgumentDescriptor`s): fixed-width
 * little-endian integers, length-prefixed bytes, newline-terminated text, and protocol 0's quoted and
 * raw-unicode-escape strings. Every read is checked against the buffer: a length the stream claims but
 * does not hold ends the reading ("truncated"), it never allocates what the claim says.
 */

export class Reader {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}
  need(n: number): void {
    if (n < 0 || this.at + n > this.bytes.length) throw new Error(`truncated at byte ${this.at}`);
  }
  u8(): number {
    this.need(1);
    return this.bytes[this.at++]!;
  }
  uint(n: 1 | 2 | 4 | 8): number {
    this.need(n);
    let v = 0;
    for (let i = n - 1; i >= 0; i--) v = v * 256 + this.bytes[this.at + i]!;
    this.at += n;
    return v;
  }
  int32(): number {
    const v = this.uint(4);
    return v >= 2 ** 31 ? v - 2 ** 32 : v;
  }
  take(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.subarray(this.at, this.at + n);
    this.at += n;
    return out;
  }
  line(): string {
    const end = this.bytes.indexOf(0x0a, this.at);
    if (end < 0) throw new Error(`unterminated line at byte ${this.at}`);
    const out = latin1(this.bytes.subarray(this.at, end));
    this.at = end + 1;
    return out;
  }
}

export function latin1(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < b.length && i < PICKLE_LIMITS.text; i++) s += String.fromCharCode(b[i]!);
  return s;
}

export function utf8(b: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, PICKLE_LIMITS.text));
}

export function str(text: string): PickleValue {
  return { kind: 'str', text: text.slice(0, PICKLE_LIMITS.text) };
}

export function bytesValue(b: Uint8Array): PickleValue {
  return { kind: 'bytes', length: b.length, head: latin1(b.subarray(0, 256)) };
}

/** A protocol-0 `STRING` argument: a quoted Python literal with backslash escapes. */
export function quoted(line: string): PickleValue {
  const q = line[0];
  const body = (q === "'" || q === '"') && line.endsWith(q) ? line.slice(1, -1) : line;
  return str(
    body.replace(/\\(x[0-9a-fA-F]{2}|[0-7]{1,3}|.)/g, (_, e: string) => {
      if (e[0] === 'x') return String.fromCharCode(Number.parseInt(e.slice(1), 16));
      if (/^[0-7]/.test(e)) return String.fromCharCode(Number.parseInt(e, 8));
      return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
    }),
  );
}

/** A protocol-0 `UNICODE` argument: raw-unicode-escape (`\uXXXX`, `\UXXXXXXXX`). */
export function rawUnicode(line: string): PickleValue {
  return str(
    line.replace(/\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{8})/g, (m, a?: string, b?: string) => {
      const code = Number.parseInt(a ?? b ?? '', 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }),
  );
}

/** A value the pickle builds, as far as a reader needs it: calls' arguments are rendered from these. */
export type PickleValue =
  | { kind: 'str'; text: string }
  | { kind: 'bytes'; length: number; head: string }
  | { kind: 'num'; text: string }
  | { kind: 'const'; text: 'None' | 'True' | 'False' }
  | { kind: 'global'; module: string; name: string }
  | { kind: 'seq'; open: '(' | '['; items: PickleValue[] }
  | { kind: 'dict'; entries: Array<[PickleValue, PickleValue]> }
  /** The result of call number `index` (see `PickleRead.calls`). */
  | { kind: 'result'; index: number }
  | { kind: 'unknown' };

export const PICKLE_LIMITS = { stack: 10_000, memo: 100_000, calls: 500, items: 64, text: 8_192 } as const;

/** A protocol-0 `INT`/`LONG`/`FLOAT` line (`I01` and `I00` are protocol 0's True and False). */
export function numeric(text: string): PickleValue {
  if (text === '00' || text === '01') return { kind: 'const', text: text === '01' ? 'True' : 'False' };
  return { kind: 'num', text: /^-?[0-9.eE+-]{1,40}L?$/.test(text) ? text.replace(/L$/, '') : '0' };
}
