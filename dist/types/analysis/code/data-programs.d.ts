/**
 * Programs that never run their operands as code, whatever word they are given (src/analysis/
 * operand-programs.ts): name lookups and probes (`dig +short A <name>`), digests and encoders, viewers that
 * only print, converters (`pdftotext`), and the desktop's URL openers below. A word from a service's reply
 * passed to one of them is a name, a URL or a file to read, not a program. Programs with an option that
 * loads code (a checker's `--config`, pandoc's `--lua-filter`) are left out here: a spliced word may be that
 * option. Tools with an option that starts another program (`sort --compress-program`, `wget -e`, `find
 * -exec`, `tar --to-command`, `curl --engine`) are in no table on purpose.
 */
export declare function takesData(program: string): boolean;
/**
 * The program of a shell command line (rebuilt by an analyzer, unknown parts as `${name}` placeholders)
 * that is one simple command of a program that never runs its operands, with every unknown part inside
 * quotes: `open "${reply.url}"`, `xdg-open "${u}" 2>/dev/null`. A reply spliced there is an argument the
 * program reads, not code; only shell syntax inside the reply itself would run (a quote that closes the
 * operand). Undefined for anything else: a list, a pipe, a substitution, an unquoted placeholder, or a
 * program that may run its operands.
 */
export declare function splicedDataProgram(line: string): string | undefined;
