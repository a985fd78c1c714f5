import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/** Make variables assigned outside recipes (`X := v`, `X ?= v`, `X = v`, `X += v`), the last one winning. */
export declare function makeVariables(text: string): Map<string, string>;
/** The index just past the parenthesis that closes the one opened at `open` (`$(`), or -1. */
export declare function closing(text: string, open: number): number;
/**
 * `$(NAME)`/`${NAME}` replaced by their values (to depth 8), `$(dir X)`/`$(notdir X)` computed, `$(shell X)`
 * turned into the shell's `$(X)` (it runs X the same way), `$$` into `$`. Anything else is left as written.
 */
export declare function expandMake(s: string, vars: ReadonlyMap<string, string>, depth?: number): string;
/** Parse-time commands of a Makefile, as one shell unit (see the module comment). */
export declare function makeParseTime(source: string, lines: LineMap): UnitSpec[];
/** Remote `includes:` of a Taskfile (not pinned by `checksum`), as `task --taskfile URL` units. */
export declare function taskfileRemoteIncludes(text: string, lines: LineMap): UnitSpec[];
/** Local `includes:` of a Taskfile: the file, or the Taskfile of the folder named. */
export declare function taskfileLocalIncludes(text: string): string[];
/** `build_command`/`install_command` of a rockspec (a Lua table: `"…"`, `'…'` or `[[…]]` strings). */
export declare function rockspecCommands(source: string): UnitSpec[];
