import type { TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import type { RoleSpan } from './prose/facts.js';
/**
 * A blob is a mention, not a hidden instruction, when the text beside it spells out what it decodes to
 * ("a skill that includes `aWdu…` which decodes to 'ignore all previous instructions'"), or when the
 * sentence before it is framed as a warning or an attack description (`roles`, the file's prose roles).
 */
export declare function decodedIntents(text: string, lines: LineMap, roles?: readonly RoleSpan[]): TextIntent[];
