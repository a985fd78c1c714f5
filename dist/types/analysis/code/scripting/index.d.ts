import type { UnitAnalyzer } from '../collector.js';
/**
 * Script files in languages skillscan has no parser for — Perl, Ruby, PHP, Lua (lang `scripting`,
 * registered in src/analysis/code/index.ts). Read as far as src/analysis/code/foreign-code.ts goes: a
 * socket whose connection gets a shell's standard streams is a reverse shell, and each shell command the
 * script hands to system/exec/backquotes/qx is analysed as embedded shell at its own place. Ruby and Perl
 * are also read statement by statement (src/analysis/code/scripting/flow.ts): HTTP requests, secret
 * reads, code run from downloaded values, and the sibling files they load. PHP and Lua get only the
 * one-statement `eval get(url)` reading.
 */
export declare const analyzeScripting: UnitAnalyzer;
