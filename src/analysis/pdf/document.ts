import { constants, inflateSync } from 'node:zlib';
import { isDict, isName, isRef, type PdfDict, PdfLexer, type PdfValue } from './syntax.js';

/**
 * The objects of a PDF file, found by scanning for `n g obj` headers rather than trusting the
 * cross-reference table (damaged and hand-made files have wrong offsets; a later definition wins, as in an
 * incremental update), plus the objects packed in object streams (PDF 1.5). Streams are decoded with
 * FlateDecode (node:zlib, output capped), ASCIIHexDecode and ASCII85Decode; other filters, predictors and
 * encryption are reported as problems, never guessed at.
 */

export interface PdfObject {
  value: PdfValue;
  /** The raw stream data (one char per byte), when the object is a stream. */
  stream?: string;
  /** 1-based line of the object's header in the file (objects from an object stream: the stream's). */
  line: number;
}

/** Bounds: objects kept, bytes one stream may inflate to, bytes all streams of a file may inflate to. */
export const PDF_LIMITS = { objects: 50_000, streamBytes: 8 << 20, totalBytes: 32 << 20 } as const;

const HEADER = /(\d{1,10})[ \t\r\n\f\0]+\d{1,5}[ \t\r\n\f\0]+obj\b/g;

export class PdfDocument {
  readonly objects = new Map<number, PdfObject>();
  /** Trailer dictionaries (classic trailers and cross-reference stream dictionaries), in file order. */
  readonly trailers: PdfDict[] = [];
  readonly problems = new Set<string>();
  private inflated = 0;

  constructor(readonly s: string) {
    this.scan();
    this.unpackObjectStreams();
  }

  get(v: PdfValue | undefined, depth = 0): PdfValue | undefined {
    if (isRef(v) && depth < 8) return this.get(this.objects.get(v.n)?.value, depth + 1);
    return v;
  }

  dict(v: PdfValue | undefined): PdfDict | undefined {
    const d = this.get(v);
    return isDict(d) ? d : undefined;
  }

  /** The object a reference points at (for its stream), or undefined. */
  object(v: PdfValue | undefined): PdfObject | undefined {
    return isRef(v) ? this.objects.get(v.n) : undefined;
  }

  get encrypted(): boolean {
    return this.trailers.some((t) => t.v.has('Encrypt'));
  }

  root(): PdfDict | undefined {
    for (let i = this.trailers.length - 1; i >= 0; i--) {
      const r = this.dict(this.trailers[i]!.v.get('Root'));
      if (r) return r;
    }
    for (const o of this.objects.values())
      if (isDict(o.value) && isName(o.value.v.get('Type'), 'Catalog')) return o.value;
    return undefined;
  }

  /** 1-based line of a byte offset (newline bytes are the same in the file's lossy UTF-8 text). */
  private lineAt(offset: number, from: { offset: number; line: number }): number {
    let line = from.line;
    for (let i = from.offset; i < offset; i++) if (this.s.charCodeAt(i) === 10) line++;
    from.offset = offset;
    from.line = line;
    return line;
  }

  private scan(): void {
    const s = this.s;
    const cursor = { offset: 0, line: 1 };
    HEADER.lastIndex = 0;
    for (let m = HEADER.exec(s); m; m = HEADER.exec(s)) {
      if (this.objects.size >= PDF_LIMITS.objects) {
        this.problems.add(`more than ${PDF_LIMITS.objects} objects`);
        break;
      }
      const lex = new PdfLexer(s, m.index + m[0].length);
      const value = lex.value();
      if (value === undefined) break;
      const obj: PdfObject = { value, line: this.lineAt(m.index, cursor) };
      lex.skipSpace();
      if (isDict(value) && s.startsWith('stream', lex.pos)) {
        const [start, end] = streamExtent(s, lex.pos + 6, value);
        obj.stream = s.slice(start, end);
        HEADER.lastIndex = end;
        if (isName(value.v.get('Type'), 'XRef')) this.trailers.push(value);
      } else HEADER.lastIndex = Math.max(HEADER.lastIndex, lex.pos);
      this.objects.set(Number(m[1]), obj);
    }
    for (let i = s.indexOf('trailer'); i >= 0; i = s.indexOf('trailer', i + 7)) {
      const t = new PdfLexer(s, i + 7).value();
      if (isDict(t)) this.trailers.push(t);
    }
  }

  /** Objects packed in `/Type /ObjStm` streams; an object defined directly keeps its definition. */
  private unpackObjectStreams(): void {
    for (const [num, o] of [...this.objects]) {
      if (!isDict(o.value) || !isName(o.value.v.get('Type'), 'ObjStm') || o.stream === undefined) continue;
      const data = this.decode(o);
      const n = o.value.v.get('N');
      const first = o.value.v.get('First');
      if (data === undefined || typeof n !== 'number' || typeof first !== 'number') {
        this.problems.add(`object stream ${num} could not be read`);
        continue;
      }
      const head = new PdfLexer(data, 0, Math.min(data.length, first));
      for (let k = 0; k < n && k < PDF_LIMITS.objects; k++) {
        const id = head.token();
        const off = head.token();
        if (typeof id !== 'number' || typeof off !== 'number') break;
        if (this.objects.has(id) || this.objects.size >= PDF_LIMITS.objects) continue;
        const value = new PdfLexer(data, first + off).value();
        if (value !== undefined) this.objects.set(id, { value, line: o.line });
      }
    }
  }

  /** A stream's decoded bytes (one char per byte), or undefined with a problem recorded. */
  decode(o: PdfObject): string | undefined {
    if (o.stream === undefined || !isDict(o.value)) return undefined;
    if (this.encrypted) return undefined;
    const filters = asList(this.get(o.value.v.get('Filter')));
    const parms = asList(this.get(o.value.v.get('DecodeParms')));
    let data = o.stream;
    for (let i = 0; i < filters.length && i < 4; i++) {
      const f = this.get(filters[i]);
      const name = isName(f) ? f.v : '';
      const predictor = this.dict(parms[i])?.v.get('Predictor');
      if (typeof predictor === 'number' && predictor > 1) {
        this.problems.add(`a stream with a ${name} predictor`);
        return undefined;
      }
      const out = this.filter(name, data);
      if (out === undefined) return undefined;
      data = out;
    }
    return data;
  }

  private filter(name: string, data: string): string | undefined {
    if (name === 'FlateDecode' || name === 'Fl') return this.inflate(data);
    if (name === 'ASCIIHexDecode' || name === 'AHx') return asciiHex(data);
    if (name === 'ASCII85Decode' || name === 'A85') return ascii85(data);
    this.problems.add(
      `a stream compressed with ${name || 'an unnamed filter'}, which skillscan does not decode`,
    );
    return undefined;
  }

  private inflate(data: string): string | undefined {
    const room = Math.min(PDF_LIMITS.streamBytes, PDF_LIMITS.totalBytes - this.inflated);
    if (room <= 0) {
      this.problems.add(`streams inflating past ${PDF_LIMITS.totalBytes >> 20} MiB in total`);
      return undefined;
    }
    const input = Buffer.from(data, 'latin1');
    try {
      // Z_SYNC_FLUSH keeps what a stream cut short (a common producer bug) yields instead of failing.
      const out = inflateSync(input, { maxOutputLength: room, finishFlush: constants.Z_SYNC_FLUSH });
      this.inflated += out.length;
      return out.toString('latin1');
    } catch (e) {
      const over = e instanceof RangeError || /maxOutputLength|buffer/i.test(String(e));
      this.problems.add(over ? 'a stream that inflates past the size limit' : 'a damaged compressed stream');
      return undefined;
    }
  }
}

function asList(v: PdfValue | undefined): PdfValue[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

/** Where a stream's data lies: `/Length` when it lands on `endstream`, else up to the next `endstream`. */
function streamExtent(s: string, after: number, dict: PdfDict): [number, number] {
  let start = after;
  if (s[start] === '\r') start++;
  if (s[start] === '\n') start++;
  const len = dict.v.get('Length');
  if (typeof len === 'number' && len >= 0 && start + len <= s.length) {
    const tail = s.slice(start + len, start + len + 12).trimStart();
    if (tail.startsWith('endstream')) return [start, start + len];
  }
  const end = s.indexOf('endstream', start);
  if (end < 0) return [start, s.length];
  let e = end;
  if (s[e - 1] === '\n') e--;
  if (s[e - 1] === '\r') e--;
  return [start, Math.max(start, e)];
}

function asciiHex(data: string): string {
  let digits = '';
  for (const c of data) {
    if (c === '>') break;
    if (/[0-9A-Fa-f]/.test(c)) digits += c;
  }
  if (digits.length % 2) digits += '0';
  let out = '';
  for (let i = 0; i < digits.length; i += 2)
    out += String.fromCharCode(Number.parseInt(digits.slice(i, i + 2), 16));
  return out;
}

function ascii85(data: string): string {
  let out = '';
  let group: number[] = [];
  const flush = (n: number) => {
    while (group.length < 5) group.push(84);
    let v = 0;
    for (const d of group) v = v * 85 + d;
    const bytes = [(v >>> 24) & 0xff, (v >>> 16) & 0xff, (v >>> 8) & 0xff, v & 0xff];
    out += String.fromCharCode(...bytes.slice(0, n));
    group = [];
  };
  const body = data.startsWith('<~') ? data.slice(2) : data;
  for (const c of body) {
    if (c === '~') break;
    if (c === 'z' && group.length === 0) {
      out += '\0\0\0\0';
      continue;
    }
    const d = c.charCodeAt(0) - 33;
    if (d < 0 || d > 84) continue;
    group.push(d);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return out;
}
