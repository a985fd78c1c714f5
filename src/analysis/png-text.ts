import { analyzeUnits } from './code/index.js';
import { addressesAgent } from './code-comments.js';
import { noteCommandSpecs } from './data-comments.js';
import type { FileFacts } from './extract.js';
import type { ClassifyOptions } from './hosts.js';
import { LineMap } from './lines.js';
import type { MdSpan } from './markdown-doc.js';
import { analyzeDataText } from './prose/index.js';

/**
 * A PNG's text chunks (`tEXt`, and `iTXt` stored uncompressed): key/value notes no image viewer shows, which
 * a metadata script prints for the agent ("Follow the capture notes it prints"). Only the chunk table is
 * walked — lengths and types, never the image data — and the notes are read like a data file's comments
 * (src/analysis/data-comments.ts): those written to the agent always, all of them when a loaded document
 * tells the agent to follow the file's notes. Locations are the lines of the file's bytes.
 */

const MAX_CHUNKS = 4_096;
const MAX_TEXT = 64 * 1024;

const type = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));

/** Where each text chunk's value sits in the file (after its keyword and, for iTXt, its header fields). */
export function pngTextSpans(bytes: Uint8Array): Array<{ key: string; start: number; end: number }> {
  const out: Array<{ key: string; start: number; end: number }> = [];
  let pos = 8;
  for (let n = 0; n < MAX_CHUNKS && pos + 12 <= bytes.length; n++) {
    const length =
      ((bytes[pos]! << 24) | (bytes[pos + 1]! << 16) | (bytes[pos + 2]! << 8) | bytes[pos + 3]!) >>> 0;
    const kind = type(bytes, pos + 4);
    const body = pos + 8;
    const end = body + length;
    if (end + 4 > bytes.length || kind === 'IEND') break;
    if ((kind === 'tEXt' || kind === 'iTXt') && length <= MAX_TEXT) {
      const nul = bytes.indexOf(0, body);
      let start = nul >= 0 && nul < end ? nul + 1 : -1;
      // iTXt: compression flag, method, language tag\0, translated keyword\0, then the text (if uncompressed).
      if (start >= 0 && kind === 'iTXt') {
        const compressed = bytes[start] !== 0;
        const lang = bytes.indexOf(0, start + 2);
        const translated = lang >= 0 && lang < end ? bytes.indexOf(0, lang + 1) : -1;
        start = !compressed && translated >= 0 && translated < end ? translated + 1 : -1;
      }
      if (start >= 0 && start < end) out.push({ key: latin1(bytes, body, nul), start, end });
    }
    pos = end + 4;
  }
  return out;
}

function latin1(bytes: Uint8Array, from: number, to: number): string {
  let s = '';
  for (let i = from; i < to; i++) s += String.fromCharCode(bytes[i]!);
  return s;
}

/**
 * The file as text of its own length: the given text chunks' values in place (one character per byte),
 * every other byte a blank except line feeds, so lines and columns are those of the file's bytes.
 */
function noteText(bytes: Uint8Array, spans: readonly MdSpan[]): string {
  const out = new Array<string>(bytes.length);
  for (let i = 0; i < bytes.length; i++) out[i] = bytes[i] === 0x0a ? '\n' : ' ';
  for (const s of spans)
    for (let i = s.start; i < s.end; i++) {
      const b = bytes[i]!;
      out[i] = b === 0x0a ? '\n' : b < 0x20 ? ' ' : String.fromCharCode(b);
    }
  return out.join('');
}

/** At most this many chunks are read: a PNG's notes are a handful of keys. */
const MAX_READ = 32;

/**
 * What a PNG's notes ask, or undefined when it has none the agent reads: each chunk's value is read on its
 * own (a title and a note on one line of bytes are two texts), and its command lines are commands asked.
 */
export function pngFacts(
  bytes: Uint8Array,
  followed: boolean,
  hosts: ClassifyOptions = {},
): FileFacts | undefined {
  const chunks = pngTextSpans(bytes);
  const kept = chunks
    .filter((c) => followed || addressesAgent(latin1(bytes, c.start, c.end)))
    .slice(0, MAX_READ);
  if (kept.length === 0) return undefined;
  const notes = noteText(bytes, kept);
  const specs = kept.flatMap((c) => noteCommandSpecs(noteText(bytes, [c])));
  const facts: FileFacts = analyzeUnits(new LineMap(notes), specs, hosts);
  const said = analyzeDataText(notes, 'code-comment', kept);
  if (said.intents.length > 0) facts.prose = { intents: said.intents };
  return facts;
}
