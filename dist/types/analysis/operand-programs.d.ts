/**
 * What a program does with its operands, in one table: programs that read, describe, print, convert or
 * look up what they are given never run it. `shellcheck x.sh` reads x.sh; `file -- $(SCRIPTS)` types each
 * script; `pdftotext -l 3 datasheet.pdf -` prints a downloaded PDF's text; `dig +short A name` looks a
 * name up. A program missing here may run its operands (a shell, an interpreter, a runner, anything not
 * known), which is the safe default.
 * Shared by the reference graph (src/analysis/checker-programs.ts: a checked or described operand is no
 * file the command runs), the rule-side reading of what a command does with a named file
 * (src/rules/support/input-roles.ts), and the code analyzers' argv reading (src/analysis/code/python/
 * process.ts, src/analysis/code/go/lib-exec.ts, src/analysis/code/data-programs.ts: a downloaded word
 * passed to such a program is data, not code that runs).
 */
/**
 * - `checks`: static checkers and formatters; they read (and may rewrite in place) the files they are given.
 * - `describes`: the output describes the file (type, size, digest, listing, path); no text of it comes out.
 * - `sets-attributes`: the program only changes the file's mode, owner, time or line endings (what runs it
 *   afterwards is another command, read on its own).
 * - `prints`: the output is the operand's text, or the words given (`cat`, `grep`, `echo`).
 * - `converts`: the output is the operand's content in another form (a PDF's text, an image's words, an
 *   encoding); the input is parsed as data.
 * - `looks-up`: the operand is a name or address looked up or probed on the network.
 */
export type OperandUse = 'checks' | 'describes' | 'sets-attributes' | 'prints' | 'converts' | 'looks-up';
/** Options whose value a checker loads as its configuration or plugin (`eslint -c eslint.config.js`: code). */
export declare const LOADS_VALUE: RegExp;
/** The programs of one use, as the table lists them. */
export declare function programsThat(use: OperandUse): readonly string[];
/** A program's name as a table key: its base name, without quotes and `.exe`. */
export declare function programName(word: string): string;
/** What the program named `word` (a name or a path to it) does with its operands; undefined when it may run them. */
export declare function operandUse(word: string): OperandUse | undefined;
/**
 * Whether `program` never runs any of its `args` (`undefined` for a word known only at run time): it reads,
 * describes, prints, converts or looks them up, and no option makes it load one of them as code (a
 * checker's `-c x.js`, pandoc's `--lua-filter f.lua`). For a program that has such options, a word not
 * known statically may be one of them, so it counts as a load.
 */
export declare function neverRunsOperands(program: string, args: ReadonlyArray<string | undefined>): boolean;
/**
 * Which words of an argv (after the program) the program may run as code: `'all'`, or the indexes into
 * `args` (`undefined` for a word known only at run time). A program that only reads, sends, stores or
 * shows its words — a messaging CLI given `--markdown TEXT`, `jq`, `echo`, a script of the repository by
 * its path — runs none of them: a downloaded word there is data it is given, whatever the program does
 * with data (what a repository script does is its own code, analysed where it is). Shells and
 * interpreters run their code option's value or their script operand, never the arguments after it
 * (`python3 send.py --text TEXT`: TEXT is `sys.argv[2]`). A word not known statically where an option may
 * stand could be the code option itself, so it counts as code.
 */
export declare function codeWordsOf(program: string, args: ReadonlyArray<string | undefined>): 'all' | number[];
