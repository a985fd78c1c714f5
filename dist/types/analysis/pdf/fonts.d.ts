import type { PdfDocument } from './document.js';
import { type PdfDict } from './syntax.js';
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
export declare function fontDecoder(doc: PdfDocument, font: PdfDict | undefined): FontDecoder;
/** The character a glyph name stands for (Adobe Glyph List conventions, the common part). */
export declare function glyphChar(name: string): string | undefined;
/** `bfchar` and `bfrange` entries of a ToUnicode CMap; the code width from its code space. */
export declare function parseToUnicode(text: string): {
    width: 1 | 2 | undefined;
    map: Map<number, string>;
};
/** The text a string shows in a font; `lost` counts codes that map to nothing. */
export declare function decodeString(font: FontDecoder, bytes: string): {
    text: string;
    lost: number;
};
