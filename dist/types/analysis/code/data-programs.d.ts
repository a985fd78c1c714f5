/**
 * Programs that never run their operands as code, whatever they are given: name lookups and probes
 * (`dig +short A <name>`), digests and encoders, viewers that only print, and the desktop's URL openers
 * (`open`, `xdg-open`, `start` hand the text to the browser or the file's registered viewer). A word from a
 * service's reply passed to one of them is a name, a URL or a file to read, not a program. Tools with an
 * option that starts another program (`sort --compress-program`, `wget -e`, `find -exec`, `tar
 * --to-command`, `curl --engine`) are left out on purpose.
 */
export declare const TAKES_DATA: RegExp;
/**
 * The program of a shell command line (rebuilt by an analyzer, unknown parts as `${name}` placeholders)
 * that is one simple command of a program that never runs its operands, with every unknown part inside
 * quotes: `open "${reply.url}"`, `xdg-open "${u}" 2>/dev/null`. A reply spliced there is an argument the
 * program reads, not code; only shell syntax inside the reply itself would run (a quote that closes the
 * operand). Undefined for anything else: a list, a pipe, a substitution, an unquoted placeholder, or a
 * program that may run its operands.
 */
export declare function splicedDataProgram(line: string): string | undefined;
