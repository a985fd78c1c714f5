import type { UnitSpec } from './code/collector.js';
import type { TextIntent } from './facts.js';
import { type Carrier } from './hidden-carriers.js';
import type { LineMap } from './lines.js';
import type { RoleSpan } from './prose/facts.js';
/**
 * A blob is a mention, not a hidden instruction, when the text beside it spells out what it decodes to
 * ("a skill that includes `aWdu…` which decodes to 'ignore all previous instructions'"), or when the
 * sentence before it is framed as a warning or an attack description (`roles`, the file's prose roles).
 */
export declare function decodedIntents(text: string, lines: LineMap, roles?: readonly RoleSpan[]): TextIntent[];
/**
 * What carriers a reviewer cannot read (src/analysis/hidden-carriers.ts: tag characters, variation-selector
 * bytes, zero-width bits, text written backwards, percent-encoding) ask and do: their decoded text is read
 * by the prose recognisers, as a base64 blob's is, and the commands it holds are analysed as shell the text
 * asks the agent to run (nobody hides a command in order to show it). Every fact sits at the carrier.
 * A carrier whose decoding is spelled out beside it, or that sits in a sentence framed as a warning or an
 * attack description, is a mention: its commands are placed `mention` and its intents are not asks.
 */
export declare function carrierFacts(text: string, lines: LineMap, carriers: readonly Carrier[], roles?: readonly RoleSpan[]): {
    intents: TextIntent[];
    units: UnitSpec[];
};
/**
 * Everything encoded or hidden in a file's text (base64 and other blobs and ROT13 in the text read, the carriers
 * above in the file as written): the intents it holds, and the commands its carriers hide as units.
 */
export declare function encodedTextFacts(read: {
    text: string;
    lines: LineMap;
}, written: {
    text: string;
    lines: LineMap;
}, roles: readonly RoleSpan[]): {
    intents: TextIntent[];
    units: UnitSpec[];
};
