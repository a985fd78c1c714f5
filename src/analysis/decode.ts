/**
 * Turns bytes into text the way a lenient runtime would, recording everything odd about the encoding so
 * a rule can report it (`encoding-anomaly`): scanning continues on the lossy text either way.
 */

export type EncodingAnomalyKind = 'invalid-utf8' | 'utf16' | 'utf32' | 'nul-bytes' | 'binary';

export interface EncodingAnomaly {
  kind: EncodingAnomalyKind;
  detail: string;
  /** 1-based line of the first occurrence in the decoded text, when it has one. */
  line?: number;
}

export interface DecodedText {
  text: string;
  /** A UTF-8 byte-order mark was present (and stripped from `text`). */
  bom: boolean;
  anomalies: EncodingAnomaly[];
}

const utf8Fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const utf8Lossy = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

export function decodeBytes(bytes: Uint8Array): DecodedText {
  const anomalies: EncodingAnomaly[] = [];
  // UTF-32 must be tested before UTF-16: its little-endian BOM starts with the UTF-16 one.
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xfe && bytes[2] === 0 && bytes[3] === 0) {
    anomalies.push({ kind: 'utf32', detail: 'file is UTF-32 (little-endian); runtimes expect UTF-8' });
    return { text: decodeUtf32(bytes.subarray(4), true), bom: false, anomalies };
  }
  if (bytes.length >= 4 && bytes[0] === 0 && bytes[1] === 0 && bytes[2] === 0xfe && bytes[3] === 0xff) {
    anomalies.push({ kind: 'utf32', detail: 'file is UTF-32 (big-endian); runtimes expect UTF-8' });
    return { text: decodeUtf32(bytes.subarray(4), false), bom: false, anomalies };
  }
  if (
    bytes.length >= 2 &&
    ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
  ) {
    const le = bytes[0] === 0xff;
    anomalies.push({
      kind: 'utf16',
      detail: `file is UTF-16 (${le ? 'little' : 'big'}-endian); runtimes expect UTF-8 and may not see its frontmatter`,
    });
    const text = new TextDecoder(le ? 'utf-16le' : 'utf-16be').decode(bytes.subarray(2));
    return { text, bom: false, anomalies };
  }
  let body = bytes;
  let bom = false;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    body = bytes.subarray(3);
    bom = true;
  }
  let text: string;
  try {
    text = utf8Fatal.decode(body);
  } catch {
    text = utf8Lossy.decode(body);
    const at = text.indexOf('\uFFFD');
    anomalies.push({
      kind: 'invalid-utf8',
      detail: 'file is not valid UTF-8; invalid bytes were replaced with U+FFFD',
      line: lineOf(text, at),
    });
  }
  const nul = text.indexOf('\u0000');
  if (nul >= 0) {
    let count = 0;
    for (let i = nul; i < text.length; i++) if (text.charCodeAt(i) === 0) count++;
    const ratio = count / Math.max(1, text.length);
    anomalies.push({
      kind: ratio > 0.1 ? 'binary' : 'nul-bytes',
      detail:
        ratio > 0.1
          ? `file looks binary (${count} NUL bytes); it was scanned as text anyway`
          : `file contains ${count} NUL byte(s), which some tools treat as end of text`,
      line: lineOf(text, nul),
    });
  }
  return { text, bom, anomalies };
}

function decodeUtf32(bytes: Uint8Array, le: boolean): string {
  const out: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const cp = view.getUint32(i, le);
    out.push(cp <= 0x10ffff ? String.fromCodePoint(cp) : '\uFFFD');
  }
  return out.join('');
}
