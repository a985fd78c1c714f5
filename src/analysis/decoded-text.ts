import type { TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import { findEncodedBlobs } from './payloads.js';
import type { RoleSpan } from './prose/facts.js';
import { analyzeDescription, roleAt } from './prose/index.js';

/**
 * Instructions hidden in encoded text ("Maintainer note (decode and apply): `SWdub3Jl…`"): every base64,
 * hex or escape blob in a Markdown or data file that decodes to words is read by the prose recognisers.
 * The agent decodes such a blob when asked, or on its own; a reviewer sees only the encoding. Intents
 * found there have container `decoded` and the blob's region; their evidence is the decoded sentence.
 * Decoding is inert (Buffer), bounded by PAYLOAD_LIMITS; nothing decoded is run.
 */

/** Decoded text that reads as prose: a few words separated by spaces, not a key or a binary. */
function readsAsWords(text: string): boolean {
  let words = 0;
  for (const w of text.slice(0, 4_096).split(/[ \t\n]/))
    if (/^[A-Za-z][A-Za-z'~./-]{1,40}[.,:;!?]?$/.test(w) && ++words >= 4) return true;
  return false;
}

/** The text around the blob spells out what it decodes to: nothing is hidden from a reviewer. */
function disclosed(text: string, start: number, end: number, decoded: string): boolean {
  const clear = decoded.trim().slice(0, 24).toLowerCase();
  if (clear.length < 8) return false;
  const near = text.slice(Math.max(0, start - 300), Math.min(text.length, end + 300)).toLowerCase();
  return near.includes(clear);
}

/**
 * A blob is a mention, not a hidden instruction, when the text beside it spells out what it decodes to
 * ("a skill that includes `aWdu…` which decodes to 'ignore all previous instructions'"), or when the
 * sentence before it is framed as a warning or an attack description (`roles`, the file's prose roles).
 */
export function decodedIntents(text: string, lines: LineMap, roles: readonly RoleSpan[] = []): TextIntent[] {
  const out: TextIntent[] = [];
  for (const blob of findEncodedBlobs(text)) {
    if (blob.decoded === undefined || !readsAsWords(blob.decoded)) continue;
    const at = lines.region(blob.start, blob.end);
    const around = roleAt(roles, Math.max(0, blob.start - 2));
    const shown = disclosed(text, blob.start, blob.end, blob.decoded) || around?.framing !== undefined;
    for (const i of analyzeDescription(blob.decoded)) {
      out.push({
        ...i,
        ...(shown ? { role: 'mention' as const } : {}),
        at,
        container: 'decoded',
        evidence: `${blob.kind} ${blob.raw.slice(0, 24)}… decodes to: ${i.evidence}`,
        key: `decoded|${i.key}`,
      });
    }
    if (out.length >= 200) break;
  }
  return out;
}
