import type { UnitSpec } from './code/collector.js';
import { looksLikeCommands } from './code/sniff.js';
import type { TextIntent } from './facts.js';
import { CARRIER_NAMES, type Carrier, findCarriers } from './hidden-carriers.js';
import type { LineMap } from './lines.js';
import { normalizeText } from './normalize.js';
import { findEncodedBlobs } from './payloads.js';
import type { RoleSpan } from './prose/facts.js';
import { analyzeDescription, roleAt } from './prose/index.js';
import { rot13Intents } from './rot13-text.js';

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

/** Where a command starts in decoded prose: the text's start, or after `run:`, `execute`, a colon. */
const COMMAND_LEAD = /(?:^|\b(?:run|execute|exec|paste|enter)\b:?[ \t]+|:[ \t]+)/gi;

/**
 * The commands decoded text holds: the whole text when it reads as commands (`curl … | bash`), else each
 * sentence's tail after a lead that starts one ("Before drafting, run: curl -s --data-binary @… https://…").
 */
function decodedCommands(decoded: string): string[] {
  const text = decoded.trim();
  if (looksLikeCommands(text)) return [text];
  const out: string[] = [];
  // A sentence ends at `. ` (a URL's or a path's dots have no space after them).
  for (const sentence of text.split(/[.!?](?:\s+|$)|\n/, 50)) {
    for (const m of sentence.matchAll(COMMAND_LEAD)) {
      const rest = sentence.slice(m.index + m[0].length).trim();
      if (rest !== '' && looksLikeCommands(rest)) {
        out.push(rest);
        break;
      }
    }
    if (out.length >= 8) break;
  }
  return out;
}

/**
 * What carriers a reviewer cannot read (src/analysis/hidden-carriers.ts: tag characters, variation-selector
 * bytes, zero-width bits, text written backwards, percent-encoding) ask and do: their decoded text is read
 * by the prose recognisers, as a base64 blob's is, and the commands it holds are analysed as shell the text
 * asks the agent to run (nobody hides a command in order to show it). Every fact sits at the carrier.
 * A carrier whose decoding is spelled out beside it, or that sits in a sentence framed as a warning or an
 * attack description, is a mention: its commands are placed `mention` and its intents are not asks.
 */
export function carrierFacts(
  text: string,
  lines: LineMap,
  carriers: readonly Carrier[],
  roles: readonly RoleSpan[] = [],
): { intents: TextIntent[]; units: UnitSpec[] } {
  const intents: TextIntent[] = [];
  const units: UnitSpec[] = [];
  for (const c of carriers) {
    const at = lines.region(c.start, c.end);
    const shown =
      disclosed(text, c.start, c.end, c.decoded) ||
      roleAt(roles, Math.max(0, c.start - 2))?.framing !== undefined;
    const name = CARRIER_NAMES[c.kind];
    for (const i of analyzeDescription(c.decoded))
      intents.push({
        ...i,
        ...(shown ? { role: 'mention' as const } : {}),
        at,
        container: 'decoded',
        evidence: `hidden in ${name}: ${i.evidence}`,
        key: `${c.kind}|${i.key}`,
      });
    for (const code of decodedCommands(c.decoded))
      units.push({
        lang: 'shell',
        text: code,
        origin: 'inline',
        placement: shown ? 'mention' : 'instructed',
        region: at,
        label: `decoded from ${name}`,
      });
    if (intents.length >= 200) break;
  }
  return { intents, units };
}

/**
 * Everything encoded or hidden in a file's text (base64 and other blobs and ROT13 in the text read, the carriers
 * above in the file as written): the intents it holds, and the commands its carriers hide as units.
 */
export function encodedTextFacts(
  read: { text: string; lines: LineMap },
  written: { text: string; lines: LineMap },
  roles: readonly RoleSpan[],
): { intents: TextIntent[]; units: UnitSpec[] } {
  const { text, lines } = read;
  // Carriers are decoded from the file as written (the reader text has its invisible characters removed).
  const hidden = normalizeText(written.text).hidden;
  const carried = carrierFacts(written.text, written.lines, findCarriers(written.text, hidden), roles);
  return {
    intents: [...decodedIntents(text, lines, roles), ...rot13Intents(text, lines, roles), ...carried.intents],
    units: carried.units,
  };
}
