import type { Value } from '../../../facts.js';
import type { ShellState, Word } from '../state.js';
import type { CodeSite } from '../types.js';
/**
 * Code in languages skillscan has no parser for (Perl, Ruby, PHP, Lua, awk programs, AppleScript), given
 * on a command line: the reverse-shell one-liner and the shell commands it hands on (src/analysis/code/
 * foreign-code.ts), the latter analysed as embedded shell.
 */
export declare function foreignCode(st: ShellState, via: string, code: Value, site: CodeSite): void;
/**
 * An awk program given on the command line: its socket special files (src/analysis/code/awk-program.ts)
 * and the shell commands it runs (awk-commands.ts), with the `-v name=value` assignments as preset
 * variables. Reported where the program is.
 */
export declare function awkProgram(st: ShellState, program: Word, assigns: readonly Word[]): void;
