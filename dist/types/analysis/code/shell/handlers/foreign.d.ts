import type { Value } from '../../../facts.js';
import type { ShellState } from '../state.js';
import type { CodeSite } from '../types.js';
/**
 * Code in languages skillscan has no parser for (Perl, Ruby, PHP, Lua, awk programs, AppleScript), given
 * on a command line: the reverse-shell one-liner and the shell commands it hands on (src/analysis/code/
 * foreign-code.ts), the latter analysed as embedded shell.
 */
export declare function foreignCode(st: ShellState, via: string, code: Value, site: CodeSite): void;
