import type { UnitAnalyzer } from '../collector.js';
/**
 * Script files in languages skillscan has no parser for — Perl, Ruby, PHP, Lua (lang `scripting`,
 * registered in src/analysis/code/index.ts). Read as far as src/analysis/code/foreign-code.ts goes: a
 * socket whose connection gets a shell's standard streams is a reverse shell, and each shell command the
 * script hands to system/exec/backquotes/qx is analysed as embedded shell at its own place. Ruby and Perl
 * are also read statement by statement (src/analysis/code/scripting/flow.ts): HTTP requests, secret
 * reads, code run from downloaded values, and the sibling files they load. PHP, Lua, Go and Rust are
 * read as library calls (src/analysis/code/scripting/lib-flow.ts): the same behaviour facts from their
 * HTTP clients, file reads and writes, eval/require/load/dlopen and command runners. A socket whose input
 * lines reach a command runner is a reverse shell in any of them (socket-commands.ts).
 */
export declare const analyzeScripting: UnitAnalyzer;
