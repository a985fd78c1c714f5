import type { PdfDocument } from './document.js';
import { isDict, isName, type PdfDict, PdfLexer, type PdfValue } from './syntax.js';

/**
 * How a font's string bytes map to Unicode (ISO 32000-1 §9.10): a `/ToUnicode` CMap when the font has one,
 * else a simple font's encoding (WinAnsi as the base — Standard and MacRoman agree with it on ASCII —
 * overlaid with `/Differences` glyph names). A composite (Type0) font without a ToUnicode CMap shows glyph
 * ids no table maps to text: it is `unmappable`, and so is a simple font whose Differences name glyphs
 * nobody can read (`g12`, `glyph7`).
 */

export interface FontDecoder {
  /** Bytes per code: 1 for simple fonts, 1 or 2 from a CMap's code space. */
  width: 1 | 2;
  map: Map<number, string>;
  /** Codes not in `map` decode as themselves (simple fonts) or are lost (composite fonts). */
  fallback: 'latin' | 'none';
  unmappable?: string;
}

/** Entries kept from one ToUnicode CMap (a CJK font maps tens of thousands; that is still bounded). */
const MAX_CMAP = 65_536;

export function fontDecoder(doc: PdfDocument, font: PdfDict | undefined): FontDecoder {
  const simple: FontDecoder = { width: 1, map: new Map(), fallback: 'latin' };
  if (!font) return simple;
  const toUnicode = doc.object(font.v.get('ToUnicode'));
  const cmapText = toUnicode ? doc.decode(toUnicode) : undefined;
  const type0 = isName(font.v.get('Subtype'), 'Type0');
  if (cmapText !== undefined) {
    const cmap = parseToUnicode(cmapText);
    return { width: type0 ? (cmap.width ?? 2) : 1, map: cmap.map, fallback: type0 ? 'none' : 'latin' };
  }
  if (type0)
    return {
      width: 2,
      map: new Map(),
      fallback: 'none',
      unmappable: 'a composite font with no ToUnicode map',
    };
  const enc = doc.get(font.v.get('Encoding'));
  if (isDict(enc)) {
    const diffs = doc.get(enc.v.get('Differences'));
    if (Array.isArray(diffs)) return differences(diffs);
  }
  return simple;
}

function differences(diffs: readonly PdfValue[]): FontDecoder {
  const map = new Map<number, string>();
  let code = 0;
  let unknown = 0;
  let named = 0;
  for (const d of diffs.slice(0, 512)) {
    if (typeof d === 'number') code = d;
    else if (isName(d)) {
      named++;
      const ch = glyphChar(d.v);
      if (ch === undefined) unknown++;
      else map.set(code, ch);
      code++;
    }
  }
  const out: FontDecoder = { width: 1, map, fallback: 'latin' };
  if (named >= 8 && unknown / named > 0.5) out.unmappable = 'a font whose glyph names do not map to text';
  return out;
}

const GLYPHS: Record<string, string> = {
  space: ' ',
  exclam: '!',
  quotedbl: '"',
  numbersign: '#',
  dollar: '$',
  percent: '%',
  ampersand: '&',
  quotesingle: "'",
  quoteright: "'",
  parenleft: '(',
  parenright: ')',
  asterisk: '*',
  plus: '+',
  comma: ',',
  hyphen: '-',
  minus: '-',
  period: '.',
  slash: '/',
  zero: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  colon: ':',
  semicolon: ';',
  less: '<',
  equal: '=',
  greater: '>',
  question: '?',
  at: '@',
  bracketleft: '[',
  backslash: '\\',
  bracketright: ']',
  asciicircum: '^',
  underscore: '_',
  grave: '`',
  quoteleft: "'",
  braceleft: '{',
  bar: '|',
  braceright: '}',
  asciitilde: '~',
  bullet: '•',
  endash: '–',
  emdash: '—',
  quotedblleft: '"',
  quotedblright: '"',
  ellipsis: '…',
  nbspace: ' ',
  fi: 'fi',
  fl: 'fl',
};

/** The character a glyph name stands for (Adobe Glyph List conventions, the common part). */
export function glyphChar(name: string): string | undefined {
  if (/^[A-Za-z]$/.test(name)) return name;
  const known = GLYPHS[name];
  if (known !== undefined) return known;
  const uni = /^(?:uni|u)([0-9A-Fa-f]{4,6})$/.exec(name);
  if (uni) {
    const cp = Number.parseInt(uni[1]!, 16);
    return cp <= 0x10ffff ? String.fromCodePoint(cp) : undefined;
  }
  return undefined;
}

function utf16(bytes: string): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2)
    out += String.fromCharCode((bytes.charCodeAt(i) << 8) | bytes.charCodeAt(i + 1));
  return out;
}

function codeOf(bytes: string): number {
  let n = 0;
  for (let i = 0; i < bytes.length && i < 4; i++) n = n * 256 + bytes.charCodeAt(i);
  return n;
}

/** `bfchar` and `bfrange` entries of a ToUnicode CMap; the code width from its code space. */
export function parseToUnicode(text: string): { width: 1 | 2 | undefined; map: Map<number, string> } {
  const map = new Map<number, string>();
  const lex = new PdfLexer(text);
  const operands: PdfValue[] = [];
  let width: 1 | 2 | undefined;
  for (let guard = 0; guard < 4 * MAX_CMAP && lex.pos < text.length; guard++) {
    const before = lex.pos;
    const v = lex.value();
    if (v === undefined || lex.pos === before) break;
    if (v === null || typeof v !== 'object' || Array.isArray(v) || v.k !== 'op') {
      if (operands.length < 3 * 256) operands.push(v);
      continue;
    }
    if (v.v === 'endcodespacerange') {
      const first = operands[0];
      if (first && typeof first === 'object' && !Array.isArray(first) && first.k === 'str')
        width = first.v.length >= 2 ? 2 : 1;
    } else if (v.v === 'endbfchar') {
      for (let i = 0; i + 1 < operands.length && map.size < MAX_CMAP; i += 2) {
        const [src, dst] = [operands[i], operands[i + 1]];
        if (isStrValue(src) && isStrValue(dst)) map.set(codeOf(src.v), utf16(dst.v));
      }
    } else if (v.v === 'endbfrange') bfrange(operands, map);
    operands.length = 0;
  }
  return { width, map };
}

function bfrange(operands: readonly PdfValue[], map: Map<number, string>): void {
  for (let i = 0; i + 2 < operands.length; i += 3) {
    const [lo, hi, dst] = [operands[i], operands[i + 1], operands[i + 2]];
    if (!isStrValue(lo) || !isStrValue(hi)) continue;
    const a = codeOf(lo.v);
    const b = Math.min(codeOf(hi.v), a + 0xffff);
    for (let c = a; c <= b && map.size < MAX_CMAP; c++) {
      if (Array.isArray(dst)) {
        const d = dst[c - a];
        if (isStrValue(d)) map.set(c, utf16(d.v));
      } else if (isStrValue(dst)) {
        const base = utf16(dst.v);
        if (base.length === 0) continue;
        const last = base.charCodeAt(base.length - 1) + (c - a);
        map.set(c, base.slice(0, -1) + String.fromCharCode(last & 0xffff));
      }
    }
  }
}

function isStrValue(v: PdfValue | undefined): v is { k: 'str'; v: string } {
  return v !== null && typeof v === 'object' && !Array.isArray(v) && v.k === 'str';
}

/** WinAnsi's 0x80–0x9F (the rest of its upper half is Latin-1). */
const WIN_ANSI_80 = '€\uFFFD‚ƒ„…†‡ˆ‰Š‹Œ\uFFFDŽ\uFFFD\uFFFD‘’“”•–—˜™š›œ\uFFFDžŸ';

/** The text a string shows in a font; `lost` counts codes that map to nothing. */
export function decodeString(font: FontDecoder, bytes: string): { text: string; lost: number } {
  let text = '';
  let lost = 0;
  for (let i = 0; i < bytes.length; i += font.width) {
    const code = font.width === 2 ? codeOf(bytes.slice(i, i + 2)) : bytes.charCodeAt(i);
    const mapped = font.map.get(code);
    if (mapped !== undefined) text += mapped;
    else if (font.fallback === 'none') lost++;
    else if (code >= 0x80 && code < 0xa0) text += WIN_ANSI_80[code - 0x80];
    else text += String.fromCharCode(code);
  }
  return { text, lost };
}
