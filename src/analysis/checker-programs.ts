/**
 * The files a command only reads: the operands of static checkers and formatters, of programs that
 * describe or hash them and of programs that change their attributes (the table of what each program
 * does with its operands is src/analysis/operand-programs.ts). `shellcheck -x macos/.sync` in a recipe
 * makes shellcheck read `.sync`; nothing in `.sync` runs, so the file is not code the command reaches. Used
 * by the reference graph (`withoutCheckedOperands`, src/analysis/references.ts `commandPaths`).
 */

import { LOADS_VALUE, type OperandUse, operandUse } from './operand-programs.js';
import { shellCommandWords } from './shell-command-words.js';

/**
 * Programs whose operands are never run and whose output carries none of their text (src/analysis/
 * operand-programs.ts): static checkers and formatters, programs that look at, list, hash or describe the
 * files they are given, and programs that only change their attributes. `file -- $(SHELL_SCRIPTS) | grep -q
 * CRLF` checks line endings; `chmod +x x.sh` changes a mode (what runs it is the next command, read on its
 * own). Printers and converters (`cat`, `grep`, `head`, `pdftotext`) are not: their output is the file's
 * text, which reaches the agent (a hook's `cat notes.txt` is read into the session's context) or a shell it
 * is piped to.
 */
const NO_TEXT_OUT: ReadonlySet<OperandUse> = new Set(['checks', 'describes', 'sets-attributes']);

/** git subcommands that stage, compare or show files: the paths they name are read, never run. */
const GIT_READS: ReadonlySet<string> = new Set([
  'add',
  'diff',
  'log',
  'show',
  'blame',
  'status',
  'ls-files',
  'rm',
  'hash-object',
  'check-ignore',
  'check-attr',
  'update-index',
]);

/** Words before the program that leave the next word the program (`sudo shellcheck`, `npx eslint`). */
const LEADING = new Set([
  'if',
  'elif',
  'while',
  'until',
  '!',
  '{',
  'sudo',
  'env',
  'time',
  'nohup',
  'exec',
  'command',
  'then',
  'do',
  'else',
  'npx',
  'bunx',
  'pnpx',
  'uvx',
]);

/**
 * The command text with the operands of static checkers blanked (offsets kept), so a path reader sees only
 * the files the command may run: `shellcheck -s bash tests/install.sh && bash tests/run.sh` keeps
 * `tests/run.sh` alone. Quotes, `$(…)` and subshells are followed (a substitution is a command of its own
 * inside the checker's words); a checker whose output is redirected (`prettier a.js > b.js` writes a.js's
 * code to b.js) keeps its operands.
 */
export function withoutCheckedOperands(text: string): string {
  if (text.length > 64 * 1024) return text;
  let out: string[] | undefined;
  for (const command of shellCommandWords(text)) {
    const operands = checkedOperands(command.words.map((w) => text.slice(w.start, w.end)));
    for (const k of operands) {
      out ??= text.split('');
      const { start, end } = command.words[k]!;
      for (let i = start; i < end; i++) out[i] = ' ';
    }
  }
  return out ? out.join('') : text;
}

/**
 * Indexes of the words a program reads without running them (none when the command is no checker or
 * describer): a static checker's or describer's operands, the paths of a git subcommand that stages or
 * shows them.
 */
function checkedOperands(words: readonly string[]): number[] {
  let p = 0;
  while (
    p < words.length &&
    (/^[A-Za-z_]\w{0,60}=/.test(words[p]!) || LEADING.has(words[p]!) || words[p]!.startsWith('-'))
  )
    p++;
  if (p >= words.length) return [];
  const program = words[p]!.replace(/['"]/g, '').split('/').pop() ?? '';
  if (program === 'git') {
    // `git -C dir add x`: the subcommand is the first word that is no option (nor `-C`/`-c`'s value).
    let q = p + 1;
    while (q < words.length && words[q]!.startsWith('-')) q += /^-[Cc]$/.test(words[q]!) ? 2 : 1;
    if (q >= words.length || !GIT_READS.has(words[q]!)) return [];
    p = q;
  } else {
    const use = operandUse(program);
    if (use === undefined || !NO_TEXT_OUT.has(use)) return [];
  }
  const operands: number[] = [];
  let loads = false;
  for (let k = p + 1; k < words.length; k++) {
    const w = words[k]!;
    if (/^\d?>(?!&|\/dev\/null$)/.test(w)) return [];
    if (!loads && !w.startsWith('-')) operands.push(k);
    loads = LOADS_VALUE.test(w);
  }
  return operands;
}
