import { type TextTarget } from './text-context.js';
/**
 * Is a role or boundary token (`<|im_start|>`, `</skill>`, `[INST]`, `<system>` …) a boundary forged to the
 * reading agent, or the token quoted as data or documentation? Decided by where it sits, not by what the
 * words around it say:
 *
 * - forged: the token starts a turn — it opens a line (or follows a sentence end or another tag) and the
 *   text after it is content the agent is meant to take as that turn;
 * - quoted: inside a string literal of code (`tokenizer.encode("…<|im_end|>\n<|im_start|>assistant")`) or
 *   an inline code span;
 * - mentioned: the subject of a sentence ("… prefilling only the reply prefix: <|im_start|>assistant"),
 *   with nothing but a role name or markup after it on its line and no turn content on the next line;
 * - markup: a closing tag that closes an element the same text opened, followed by more elements of that
 *   XML (a worked example of the `<available_skills>` format), not by prose;
 * - sample: in a fenced block the text introduces with a caption ("**Output:**", "the format is:"), the
 *   rendering of a template or of a program's output. Fences count in plain-text files too (an `.txt`
 *   export of Markdown docs keeps its fences).
 *
 * Every scan is bounded to the token's line, a few lines after it, or a fixed window before it.
 */
export type BoundaryUse = 'forged' | 'quoted' | 'mentioned' | 'markup' | 'sample';
export declare const BOUNDARY_USE_WHERE: Record<Exclude<BoundaryUse, 'forged'>, string>;
export declare function boundaryUse(t: TextTarget, start: number, end: number): BoundaryUse;
