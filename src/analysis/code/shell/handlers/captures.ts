import type { Value } from '../../../facts.js';
import { CAPTURE_PROGRAMS, captureCommand, captureValue } from '../../captures.js';
import type { Cmd, Handler } from '../cmd.js';
import { writeFile } from '../redirects.js';
import type { ShellState } from '../state.js';

/**
 * Programs that print the clipboard or save an image of the screen (src/analysis/code/captures.ts): their
 * output (or the file they write) holds what the user copied or sees, so a send of it is graded by
 * data-exfiltration. Any other use of the same program (`xclip -in`, `pbcopy`'s writes) gives nothing.
 */
function capture(program: string): Handler {
  return (st: ShellState, cmd: Cmd): Value | undefined => {
    const args = cmd.argv.slice(1, 24).map((w) => w.v.text);
    const hit = captureCommand(program, args);
    if (!hit) return undefined;
    const value = captureValue(hit.cls, `${program} ${args.join(' ')}`.trim());
    if (hit.file === undefined) return value;
    const target = cmd.argv.slice(1).find((w) => w.v.text === hit.file);
    if (target) writeFile(st, target, value, false, cmd.start, cmd.end);
    return undefined;
  };
}

export const CAPTURE_HANDLERS: Array<[string, Handler]> = CAPTURE_PROGRAMS.map((p) => [p, capture(p)]);
