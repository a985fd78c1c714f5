import type { Value } from '../../../facts.js';
import type { Cmd } from '../cmd.js';
import type { Word } from '../state.js';
import type { CodeSite } from '../types.js';
/** Where code handed to an interpreter sits in the file, for the facts it yields (handlers/exec.ts). */
/** Code read from standard input: a here-document keeps its place in the file, piped code the pipeline's. */
export declare function stdinSite(cmd: Cmd): CodeSite;
/** Piped code is shown with the pipeline that feeds it (`curl … | base64 -d | node`), not the interpreter alone. */
export declare function stdinEvidenceStart(cmd: Cmd): number;
export declare const wordSite: (w: Word) => CodeSite;
/** `-` and the words after it: what the program read from standard input finds in its argv. */
export declare function argvFrom(cmd: Cmd, dash: Word): Value[];
