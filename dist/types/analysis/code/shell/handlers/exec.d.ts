import type { Endpoint, Lang, Value } from '../../../facts.js';
import { type Cmd, type Handler } from '../cmd.js';
import type { ShellState } from '../state.js';
import type { CodeSite } from '../types.js';
export type { CodeSite } from '../types.js';
export { wordSite } from './code-sites.js';
/**
 * Code that is downloaded, decoded, read from a file or the conversation — or that is essentially a
 * variable (`sh -c "$CMD"`, `eval $x`). A literal program with a path variable interpolated
 * (`node -e "require('$DIR/app.json')"`) is literal code, analysed as such.
 */
export declare function isHot(v: Value): boolean;
/** Code handed to an interpreter: an `execute` fact when it is not plain literal text, and the code analysed. */
export declare function runCode(st: ShellState, lang: Lang | undefined, via: string, code: Value, site: CodeSite, opts?: {
    endpoint?: Endpoint;
    always?: boolean;
    evidenceStart?: number;
    evidenceEnd?: number;
    /** The caller runs the code as a command itself (`eval` of plain words): not embedded as a unit. */
    inline?: boolean;
    /** The interpreter's arguments after the code's own place (`python3 - ARG … <<'PY'`): its argv. */
    argv?: readonly Value[];
    /** A protection removed before the run (facts.ts `execute.bypass`). */
    bypass?: string;
}): void;
/** Code piped or redirected into the interpreter (`curl … | sh`, a here-document). */
export declare function runStdin(st: ShellState, lang: Lang | undefined, via: string, cmd: Cmd, stdin: Value, argv?: readonly Value[]): void;
/** `$(curl …)`, `$(printf '\x63…')` or a decoded variable used as the program itself. */
export declare function runTaintedProgram(st: ShellState, cmd: Cmd): Value | undefined;
export declare const EXEC_HANDLERS: Array<[string, Handler]>;
