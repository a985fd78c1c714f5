import type { Value } from '../../../facts.js';
import type { Cmd } from '../cmd.js';
import type { Word } from '../state.js';
import type { CodeSite } from '../types.js';

/** Where code handed to an interpreter sits in the file, for the facts it yields (handlers/exec.ts). */

/** Code read from standard input: a here-document keeps its place in the file, piped code the pipeline's. */
export function stdinSite(cmd: Cmd): CodeSite {
  if (cmd.heredoc) {
    const h = cmd.heredoc;
    return h.exact ? { start: h.start, end: h.end, exact: h.start } : { start: h.start, end: h.end };
  }
  return { start: cmd.pipeStart, end: cmd.pipeEnd };
}

/** Piped code is shown with the pipeline that feeds it (`curl … | base64 -d | node`), not the interpreter alone. */
export function stdinEvidenceStart(cmd: Cmd): number {
  return cmd.heredoc ? cmd.start : Math.min(cmd.pipeStart, cmd.start);
}

export const wordSite = (w: Word): CodeSite =>
  w.exact !== undefined ? { start: w.start, end: w.end, exact: w.exact } : { start: w.start, end: w.end };

/** `-` and the words after it: what the program read from standard input finds in its argv. */
export function argvFrom(cmd: Cmd, dash: Word): Value[] {
  const at = cmd.argv.indexOf(dash);
  return at < 0 ? [] : cmd.argv.slice(at, at + 16).map((w) => w.v);
}
