/**
 * What a command does with a file it names (src/rules/support/input-files.ts): runs it — as the program, as
 * the script of a shell or interpreter, fed through a pipe or `<` — or hands it to another program as an
 * operand. Commands are read with their quoting (a `(` inside a quoted argument separates nothing) and
 * backslash-continued lines; the text is never run.
 */

import { programsThat } from '../../analysis/operand-programs.js';
import { shellCommandWords } from '../../analysis/shell-command-words.js';

export type Role =
  | { runs: true }
  /** Given to a static checker that reads it without running it (shellcheck, `bash -n`). */
  | { runs: false; checker: true }
  /** Given to another program (`program` as written): one of the skill's files, a function, or a tool. */
  | { runs: false; checker: false; program: string };

/** Programs that read the files they are given and never run them: static checkers, and printers. */
const CHECKERS = new Set([
  ...programsThat('checks'),
  'cat',
  'head',
  'tail',
  'less',
  'wc',
  'diff',
  'grep',
  'sha256sum',
  'shasum',
]);
/** Words before the program that leave it the program (their options skipped). */
const LEADING = new Set([
  'sudo',
  'doas',
  'env',
  'nohup',
  'time',
  'nice',
  'exec',
  'command',
  'builtin',
  '!',
  '{',
  'if',
  'then',
  'else',
  'elif',
  'do',
  'while',
  'until',
]);
const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'source', '.']);
const INTERPRETERS = new Set([
  'python',
  'python3',
  'node',
  'deno',
  'bun',
  'ruby',
  'perl',
  'php',
  'pwsh',
  'powershell',
  'tsx',
  'ts-node',
  'lua',
  'Rscript',
  'osascript',
]);
/** Programs that run a command or file they are given (`xargs bash`, `find -exec`, `make -f`, `eval`). */
const RUNNERS = new Set([
  'xargs',
  'find',
  'parallel',
  'watch',
  'entr',
  'make',
  'just',
  'eval',
  'timeout',
  'setsid',
  'stdbuf',
  'ionice',
  'script',
  'flock',
  'su',
  'chroot',
  'docker',
  'podman',
  'kubectl',
  'ssh',
  'strace',
  'gdb',
  'valgrind',
  'awk',
  'crontab',
  'at',
  'install',
  'cp',
  'mv',
  'ln',
]);
export const unquote = (w: string) => w.replace(/^["']+|["']+$/g, '');
const baseOf = (w: string) => unquote(w).split('/').pop() ?? '';

/** What the command holding offset `at` of the shell `text` does with the file named there. */
export function roleAt(text: string, at: number): Role {
  const RUN: Role = { runs: true };
  const command = shellCommandWords(text).find((c) => c.words.some((w) => w.start <= at && at < w.end));
  if (!command) return RUN;
  const words = command.words.map((w) => text.slice(w.start, w.end));
  const k = command.words.findIndex((w) => w.start <= at && at < w.end);
  const word = words[k]!;
  // Fed on through a pipe or `<`, or run inside a substitution in the word (`"$(bash x.sh)"`).
  if (command.piped || command.subst || word.startsWith('<') || words[k - 1] === '<') return RUN;
  if (/\$\(|`/.test(word.slice(0, at - command.words[k]!.start))) return RUN;
  // The program: the first word that is no assignment and no prefix that runs what follows.
  let p = 0;
  while (p < k && (/^[A-Za-z_]\w{0,60}=/.test(words[p]!) || LEADING.has(words[p]!))) {
    p++;
    while (p < k && words[p]!.startsWith('-')) p++;
  }
  if (p >= k) return RUN; // the file is the program
  // A checker's output written to a file (`cat x.sh > ~/.bashrc`) can put the content where it runs.
  if (CHECKERS.has(baseOf(words[p]!)))
    return words.some((w) => />(?!&|\/dev\/null$)/.test(w)) ? RUN : { runs: false, checker: true };
  // A shell, interpreter or runner anywhere before the name (`sudo -u root bash x.sh`, `timeout 9 sh x.sh`).
  for (let i = p; i < k; i++) {
    const name = baseOf(words[i]!);
    if (RUNNERS.has(name)) return RUN;
    if (!SHELLS.has(name) && !INTERPRETERS.has(name)) continue;
    let j = i + 1;
    let noexec = false;
    for (; j < k && words[j]!.startsWith('-'); j++) {
      const flag = words[j]!;
      // `bash -n file` parses without running; `-c`/`-e`/`-m` put the name inside code or a module's argv.
      if (SHELLS.has(name) && /^-[a-z]{0,8}$/.test(flag) && flag.includes('n') && !flag.includes('c'))
        noexec = true;
      else if (/^-(?:[a-z]{0,8}[cem]|-eval|-command|Command|EncodedCommand)$/.test(flag)) return RUN;
    }
    if (noexec) return { runs: false, checker: true };
    return j === k ? RUN : { runs: false, checker: false, program: words[j]! };
  }
  const program = unquote(words[p]!);
  return { runs: false, checker: false, program };
}
