/**
 * PDF object syntax (ISO 32000-1 §7.2–7.3): a lexer and a value parser over a "binary string" (one char per
 * byte, latin1), shared by the file's objects and its content streams. Inert and bounded: a value nests at
 * most MAX_DEPTH deep, and every loop advances the position or stops.
 */

export interface PdfName {
  k: 'name';
  v: string;
}
export interface PdfString {
  k: 'str';
  /** The string's bytes, one char per byte. */
  v: string;
}
export interface PdfRef {
  k: 'ref';
  n: number;
}
export interface PdfDict {
  k: 'dict';
  v: Map<string, PdfValue>;
}
export interface PdfOp {
  k: 'op';
  v: string;
}
export type PdfValue = number | boolean | null | PdfName | PdfString | PdfRef | PdfDict | PdfOp | PdfValue[];

const MAX_DEPTH = 32;
/** Elements kept per array or dictionary (a hostile file can declare millions). */
const MAX_ITEMS = 100_000;

function isSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00;
}

function isDelim(c: number): boolean {
  // ( ) < > [ ] { } / %
  return (
    c === 0x28 ||
    c === 0x29 ||
    c === 0x3c ||
    c === 0x3e ||
    c === 0x5b ||
    c === 0x5d ||
    c === 0x7b ||
    c === 0x7d ||
    c === 0x2f ||
    c === 0x25
  );
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

type Punct = '[' | ']' | '<<' | '>>' | '{' | '}';
type Token = PdfValue | { k: 'punct'; v: Punct };

export class PdfLexer {
  pos: number;

  constructor(
    readonly s: string,
    start = 0,
    readonly end = s.length,
  ) {
    this.pos = start;
  }

  skipSpace(): void {
    const { s, end } = this;
    while (this.pos < end) {
      const c = s.charCodeAt(this.pos);
      if (isSpace(c)) this.pos++;
      else if (c === 0x25) {
        while (this.pos < end && s[this.pos] !== '\n' && s[this.pos] !== '\r') this.pos++;
      } else break;
    }
  }

  /** The next token, or undefined at the end. */
  token(): Token | undefined {
    this.skipSpace();
    const { s, end } = this;
    if (this.pos >= end) return undefined;
    const c = s[this.pos]!;
    if (c === '(') return this.literal();
    if (c === '<') {
      if (s[this.pos + 1] === '<') {
        this.pos += 2;
        return { k: 'punct', v: '<<' };
      }
      return this.hex();
    }
    if (c === '>') {
      this.pos += s[this.pos + 1] === '>' ? 2 : 1;
      return { k: 'punct', v: '>>' };
    }
    if (c === '[' || c === ']' || c === '{' || c === '}') {
      this.pos++;
      return { k: 'punct', v: c };
    }
    if (c === ')') {
      this.pos++;
      return { k: 'op', v: ')' };
    }
    if (c === '/') return { k: 'name', v: this.regular(this.pos + 1, true) };
    const word = this.regular(this.pos, false);
    if (NUMBER.test(word)) return Number(word);
    if (word === 'true') return true;
    if (word === 'false') return false;
    if (word === 'null') return null;
    return { k: 'op', v: word };
  }

  /** A run of regular characters from `from` (a name decodes its `#xx` escapes). */
  private regular(from: number, name: boolean): string {
    const { s, end } = this;
    let i = from;
    while (i < end && !isSpace(s.charCodeAt(i)) && !isDelim(s.charCodeAt(i))) i++;
    // A lone delimiter that starts no token still has to move the lexer on.
    if (i === from && !name) i = from + 1;
    const raw = s.slice(from, i);
    this.pos = i;
    return name && raw.includes('#')
      ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
      : raw;
  }

  /** A literal string `( … )`: balanced parentheses, backslash escapes, octal codes, line continuations. */
  private literal(): PdfString {
    const { s, end } = this;
    let i = this.pos + 1;
    let depth = 1;
    let out = '';
    while (i < end) {
      const c = s[i]!;
      if (c === '\\') {
        const n = s[i + 1];
        i += 2;
        if (n === undefined) break;
        if (n >= '0' && n <= '7') {
          let code = n.charCodeAt(0) - 48;
          for (let k = 0; k < 2 && s[i]! >= '0' && s[i]! <= '7'; k++, i++)
            code = code * 8 + s.charCodeAt(i) - 48;
          out += String.fromCharCode(code & 0xff);
        } else if (n === '\r') {
          if (s[i] === '\n') i++;
        } else if (n !== '\n') out += ESCAPES[n] ?? n;
        continue;
      }
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0) {
        i++;
        break;
      }
      if (c === '\r') {
        out += '\n';
        if (s[i + 1] === '\n') i++;
      } else out += c;
      i++;
    }
    this.pos = i;
    return { k: 'str', v: out };
  }

  /** A hex string `<…>`: whitespace ignored, an odd final digit padded with 0. */
  private hex(): PdfString {
    const { s, end } = this;
    let i = this.pos + 1;
    let digits = '';
    while (i < end && s[i] !== '>') {
      if (/[0-9A-Fa-f]/.test(s[i]!)) digits += s[i];
      i++;
    }
    this.pos = Math.min(end, i + 1);
    if (digits.length % 2 === 1) digits += '0';
    let out = '';
    for (let k = 0; k < digits.length; k += 2)
      out += String.fromCharCode(Number.parseInt(digits.slice(k, k + 2), 16));
    return { k: 'str', v: out };
  }

  /**
   * One complete value: arrays and dictionaries are read whole, `n g R` becomes a reference. An operator
   * (a keyword that is no value) is returned as `{k:'op'}` so content-stream readers see it.
   */
  value(depth = 0): PdfValue | undefined {
    const t = this.token();
    if (t === undefined) return undefined;
    if (typeof t === 'number' && Number.isInteger(t) && t >= 0) return this.maybeRef(t);
    if (t === null || typeof t !== 'object' || Array.isArray(t) || t.k !== 'punct') return t as PdfValue;
    if (t.v === '[') return this.array(depth);
    if (t.v === '<<') return this.dict(depth);
    return { k: 'op', v: t.v };
  }

  private maybeRef(n: number): PdfValue {
    const save = this.pos;
    const g = this.token();
    if (typeof g === 'number' && Number.isInteger(g)) {
      const r = this.token();
      if (r !== null && typeof r === 'object' && !Array.isArray(r) && r.k === 'op' && r.v === 'R')
        return { k: 'ref', n };
    }
    this.pos = save;
    return n;
  }

  private array(depth: number): PdfValue[] {
    const out: PdfValue[] = [];
    while (this.pos < this.end) {
      this.skipSpace();
      if (this.s[this.pos] === ']') {
        this.pos++;
        break;
      }
      if (depth >= MAX_DEPTH) return out;
      const before = this.pos;
      const v = this.value(depth + 1);
      if (v === undefined || this.pos === before) break;
      if (isOp(v, '>>')) break;
      if (out.length < MAX_ITEMS) out.push(v);
    }
    return out;
  }

  private dict(depth: number): PdfDict {
    const map = new Map<string, PdfValue>();
    while (this.pos < this.end) {
      this.skipSpace();
      if (this.s.startsWith('>>', this.pos)) {
        this.pos += 2;
        break;
      }
      if (depth >= MAX_DEPTH) break;
      const before = this.pos;
      const key = this.value(depth + 1);
      if (key === undefined || this.pos === before) break;
      if (!isName(key)) continue;
      const v = this.value(depth + 1);
      if (v === undefined) break;
      if (map.size < MAX_ITEMS) map.set(key.v, v);
    }
    return { k: 'dict', v: map };
  }
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

export function isName(v: PdfValue | undefined, name?: string): v is PdfName {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    v.k === 'name' &&
    (name === undefined || v.v === name)
  );
}

export function isDict(v: PdfValue | undefined): v is PdfDict {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && v.k === 'dict';
}

export function isStr(v: PdfValue | undefined): v is PdfString {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && v.k === 'str';
}

export function isRef(v: PdfValue | undefined): v is PdfRef {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && v.k === 'ref';
}

export function isOp(v: PdfValue | undefined, op?: string): v is PdfOp {
  return (
    v !== null &&
    typeof v === 'object' &&
    !Array.isArray(v) &&
    v.k === 'op' &&
    (op === undefined || v.v === op)
  );
}
