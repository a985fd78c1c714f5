import { PdfDocument, type PdfObject } from './document.js';
import { decodeString, type FontDecoder, fontDecoder } from './fonts.js';
import { isDict, isName, isOp, isRef, isStr, type PdfDict, PdfLexer, type PdfValue } from './syntax.js';

/**
 * The text of a PDF as a reader's text extraction sees it — Claude Code's Read tool hands a PDF's text to
 * the model, so a PDF a skill links to is prose the agent may follow. Pages in page-tree order; on each,
 * the strings the text operators show (`Tj`, `TJ`, `'`, `"`), decoded through their font, with line breaks
 * where the text position moves down and spaces where it moves right. Form XObjects (`Do`) are read too:
 * text hidden in a form is still text. Invisible text (render mode 3, white on white) is extracted like any
 * other — an extractor does not look at colours.
 *
 * Decision (hand-written, not a library): pdfjs-dist 6 and unpdf (which wraps it) require Node ≥ 22 and
 * ship megabytes of renderer (fonts, images, a worker) for the few operators we need; their API is async
 * while fact extraction is synchronous text-in/facts-out; pdf-parse 1.x bundles an old pdf.js and runs a
 * debug branch that reads a test file when imported from a bundle. What we need — objects, FlateDecode via
 * node:zlib with a capped output, the text operators, simple encodings and ToUnicode maps — is small,
 * has no install scripts, runs on Node 20, and is bounded on hostile input by construction. What it does
 * not read (encryption, filters other than Flate/ASCIIHex/ASCII85, predictors, fonts without a text
 * mapping) is returned as `problems`, so the caller can fail closed.
 */

export interface PdfPageText {
  /** 1-based page number. */
  page: number;
  text: string;
  /** 1-based line in the file of the page's first content stream (where findings point). */
  line: number;
}

export interface PdfText {
  pages: PdfPageText[];
  /** Why some or all of the text could not be read; empty when everything was. */
  problems: string[];
}

export const PDF_TEXT_LIMITS = { pages: 2_000, chars: 1 << 20, formDepth: 6, ops: 2_000_000 } as const;

/** Memo per byte array: classification and fact extraction ask for the same file's text. */
const memo = new WeakMap<Uint8Array, PdfText>();

export function pdfText(bytes: Uint8Array): PdfText {
  const known = memo.get(bytes);
  if (known) return known;
  const result = extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1'));
  memo.set(bytes, result);
  return result;
}

function extract(s: string): PdfText {
  const doc = new PdfDocument(s);
  if (doc.encrypted) return { pages: [], problems: ['the PDF is encrypted'] };
  const pages: PdfPageText[] = [];
  const problems = doc.problems;
  let chars = 0;
  let ops = 0;
  for (const [i, page] of pageList(doc).entries()) {
    const contents = contentObjects(doc, page.dict.v.get('Contents'));
    const reader = new PageReader(doc, problems, () => ++ops > PDF_TEXT_LIMITS.ops);
    for (const o of contents) {
      const data = doc.decode(o);
      if (data !== undefined) reader.run(data, page.resources, 0);
    }
    const text = reader.finish();
    pages.push({ page: i + 1, text, line: contents[0]?.line ?? page.line });
    chars += text.length;
    if (chars > PDF_TEXT_LIMITS.chars || ops > PDF_TEXT_LIMITS.ops) {
      problems.add('text past the extraction limit');
      break;
    }
  }
  if (pages.length > 0 && pages.every((p) => p.text.trim() === '') && problems.size === 0)
    problems.add('no text layer (scanned or drawn pages)');
  return { pages, problems: [...problems] };
}

interface PageEntry {
  dict: PdfDict;
  resources: PdfDict | undefined;
  line: number;
}

/** Pages in page-tree order (inherited resources applied); every `/Type /Page` when there is no tree. */
function pageList(doc: PdfDocument): PageEntry[] {
  const out: PageEntry[] = [];
  const seen = new Set<PdfValue>();
  const walk = (node: PdfValue | undefined, inherited: PdfDict | undefined, depth: number, line: number) => {
    const dict = doc.dict(node);
    if (!dict || seen.has(dict) || depth > 32 || out.length >= PDF_TEXT_LIMITS.pages) return;
    seen.add(dict);
    const here = isRef(node) ? (doc.objects.get(node.n)?.line ?? line) : line;
    const resources = doc.dict(dict.v.get('Resources')) ?? inherited;
    const kids = doc.get(dict.v.get('Kids'));
    if (Array.isArray(kids)) for (const k of kids) walk(k, resources, depth + 1, here);
    else if (dict.v.has('Contents') || isName(dict.v.get('Type'), 'Page'))
      out.push({ dict, resources, line: here });
  };
  const root = doc.root();
  if (root) walk(root.v.get('Pages'), undefined, 0, 1);
  if (out.length > 0) return out;
  for (const o of doc.objects.values())
    if (isDict(o.value) && isName(o.value.v.get('Type'), 'Page') && out.length < PDF_TEXT_LIMITS.pages)
      out.push({ dict: o.value, resources: doc.dict(o.value.v.get('Resources')), line: o.line });
  return out;
}

function contentObjects(doc: PdfDocument, v: PdfValue | undefined): PdfObject[] {
  const list =
    isRef(v) && Array.isArray(doc.get(v)) ? (doc.get(v) as PdfValue[]) : Array.isArray(v) ? v : [v];
  return list.map((x) => doc.object(x)).filter((o): o is PdfObject => o?.stream !== undefined);
}

/** Reads one page's content streams (and the forms they draw) into text. */
class PageReader {
  private out = '';
  private font: FontDecoder | undefined;
  private readonly fonts = new Map<PdfValue, FontDecoder>();
  private size = 12;
  /** The text matrix's vertical scale: `/F1 1 Tf` with `12 0 0 12 x y Tm` is 12-point text. */
  private scale = 1;
  private leading = 0;
  /** The text line's vertical position, and where the last shown text ended horizontally (estimated). */
  private y = 0;
  private x = 0;
  private endX = 0;
  private wrote = false;

  constructor(
    private readonly doc: PdfDocument,
    private readonly problems: Set<string>,
    private readonly spent: () => boolean,
  ) {}

  finish(): string {
    // Line by line: a regular expression over trailing blanks would rescan a long run of them.
    const lines = this.out.split('\n').map((l) => l.trimEnd());
    return lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }

  run(data: string, resources: PdfDict | undefined, depth: number): void {
    const lex = new PdfLexer(data);
    const operands: PdfValue[] = [];
    while (lex.pos < data.length) {
      const before = lex.pos;
      const v = lex.value();
      if (v === undefined || lex.pos === before || this.spent()) break;
      if (!isOp(v)) {
        if (operands.length < 64) operands.push(v);
        continue;
      }
      if (v.v === 'ID') lex.pos = inlineImageEnd(data, lex.pos);
      else this.op(v.v, operands, resources, depth);
      operands.length = 0;
    }
  }

  private op(op: string, a: PdfValue[], resources: PdfDict | undefined, depth: number): void {
    const num = (i: number) => (typeof a[i] === 'number' ? (a[i] as number) : 0);
    switch (op) {
      case 'BT':
        this.scale = 1;
        this.moveTo(0, 0, true);
        break;
      case 'Tf':
        this.font = this.fontNamed(a[0], resources);
        this.size = Math.abs(num(1)) || this.size;
        break;
      case 'TL':
        this.leading = num(0);
        break;
      case 'Td':
      case 'TD':
        if (op === 'TD') this.leading = -num(1);
        this.moveTo(this.x + num(0) * this.scale, this.y + num(1) * this.scale);
        break;
      case 'Tm':
        this.scale = Math.abs(num(3)) || 1;
        this.moveTo(num(4), num(5));
        break;
      case 'T*':
        this.moveTo(this.x, this.y - (this.leading || this.size) * this.scale);
        break;
      case "'":
      case '"':
        this.moveTo(this.x, this.y - (this.leading || this.size) * this.scale);
        // An empty string on a line of its own is a blank line: a paragraph break.
        if (!this.show(a[a.length - 1])) this.out += '\n';
        break;
      case 'Tj':
        this.show(a[0]);
        break;
      case 'TJ':
        for (const item of Array.isArray(a[0]) ? a[0] : []) {
          if (typeof item === 'number') {
            if (item < -200) this.space();
          } else this.show(item);
        }
        break;
      case 'Do':
        this.form(a[0], resources, depth);
        break;
    }
  }

  /** A move to (x, y): down is a new line (a blank one for a wide gap), right past the text a space. */
  private moveTo(x: number, y: number, reset = false): void {
    if (reset) {
      this.x = x;
      this.y = y;
      return;
    }
    const dy = this.y - y;
    const em = this.size * this.scale;
    if (this.wrote && Math.abs(dy) > em * 0.5) {
      this.out += dy > em * 1.9 ? '\n\n' : '\n';
      this.wrote = false;
    } else if (this.wrote && x > this.endX + em * 0.15) this.space();
    this.x = x;
    this.y = y;
    this.endX = x;
  }

  private space(): void {
    if (this.out !== '' && !/\s$/.test(this.out)) this.out += ' ';
  }

  /** Appends the text a string shows; false when it shows nothing. */
  private show(v: PdfValue | undefined): boolean {
    if (!isStr(v)) return false;
    const font = this.font ?? fontDecoderFallback;
    if (font.unmappable) this.problems.add(font.unmappable);
    const { text, lost } = decodeString(font, v.v);
    if (lost > 0) this.problems.add('text in a font with codes that map to no character');
    this.out += text.replace(/[\0\r]/g, '');
    this.endX += text.length * this.size * this.scale * 0.5;
    if (text !== '') this.wrote = true;
    return text !== '';
  }

  private fontNamed(name: PdfValue | undefined, resources: PdfDict | undefined): FontDecoder | undefined {
    if (!isName(name)) return undefined;
    const ref = this.doc.dict(resources?.v.get('Font'))?.v.get(name.v);
    if (ref === undefined) return undefined;
    const key = isRef(ref) ? ref.n : ref;
    let font = this.fonts.get(key);
    if (!font) {
      font = fontDecoder(this.doc, this.doc.dict(ref));
      this.fonts.set(key, font);
    }
    return font;
  }

  /** A form XObject's content, with its own resources (or the page's). */
  private form(name: PdfValue | undefined, resources: PdfDict | undefined, depth: number): void {
    if (!isName(name) || depth >= PDF_TEXT_LIMITS.formDepth) return;
    const ref = this.doc.dict(resources?.v.get('XObject'))?.v.get(name.v);
    const o = this.doc.object(ref);
    if (!o || !isDict(o.value) || !isName(o.value.v.get('Subtype'), 'Form')) return;
    const data = this.doc.decode(o);
    if (data !== undefined) this.run(data, this.doc.dict(o.value.v.get('Resources')) ?? resources, depth + 1);
  }
}

const fontDecoderFallback: FontDecoder = { width: 1, map: new Map(), fallback: 'latin' };

/** After an inline image's `ID`: its data runs to an `EI` between white space. */
function inlineImageEnd(data: string, from: number): number {
  for (let i = data.indexOf('EI', from); i >= 0; i = data.indexOf('EI', i + 2)) {
    const before = data.charCodeAt(i - 1);
    const after = data.charCodeAt(i + 2);
    if ((before === 32 || before === 10 || before === 13) && (Number.isNaN(after) || after <= 32))
      return i + 2;
  }
  return data.length;
}
