import type { DecodeScheme, Value } from '../../../facts.js';
import { type Cmd, type Handler } from '../cmd.js';
import { type ReadMark } from '../redirects.js';
import type { ShellState, Word } from '../state.js';
/**
 * Commands that produce or transform data: `echo`/`printf` (with escape decoding), file readers (`cat`,
 * `head`, `jq FILE`, `grep PATTERN FILE` … — a secret store read is a `read` fact), environment dumps,
 * host facts (`whoami`, `hostname`), `read`. Decoders live in ./decode.ts. Patterns and filters (`jq`
 * filters, `grep`/`sed` patterns, `--exclude=`) are never read as paths.
 */
export declare function envDump(st: ShellState, how: string, start: number, end: number): Value;
/** The data of several inputs (file operands, or standard input when there are none). */
export declare function inputsOf(st: ShellState, cmd: Cmd, files: Word[], reader: string, mark?: ReadMark): Value;
/** A decode fact, and the decoded value (static text when the input was known). */
export declare function decoded(st: ShellState, cmd: Cmd, scheme: DecodeScheme, input: Value, text: string | undefined): Value;
/** Text whose content is real (not a `$(…)` summary) and so can be decoded statically. */
export declare function realText(v: Value): string | undefined;
export declare const DATA_HANDLERS: Array<[string, Handler]>;
