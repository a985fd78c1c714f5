/**
 * Static checkers and formatters: programs that read the files they are given (to lint, type-check or
 * reformat them) and never run them. `shellcheck -x macos/.sync` in a recipe makes shellcheck read `.sync`;
 * nothing in `.sync` runs, so the file is not code the command reaches. Shared by the reference graph
 * (`withoutCheckedOperands`, src/analysis/references.ts `commandPaths`) and the rule-side reading of what a
 * command does with a file (src/rules/support/input-roles.ts, which adds the programs that print a file).
 */

import { shellCommandWords } from './shell-command-words.js';

export const STATIC_CHECKERS: ReadonlySet<string> = new Set([
  'shellcheck',
  'shfmt',
  'checkbashisms',
  'bashate',
  'ruff',
  'flake8',
  'pylint',
  'pyflakes',
  'pycodestyle',
  'mypy',
  'pyright',
  'black',
  'isort',
  'bandit',
  'eslint',
  'prettier',
  'biome',
  'hadolint',
  'yamllint',
  'actionlint',
]);

/** Words before the program that leave the next word the program (`sudo shellcheck`, `npx eslint`). */
const LEADING = new Set([
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
/** Options whose value a checker loads as its configuration or plugin (`eslint -c eslint.config.js`: code). */
const LOADS_VALUE =
  /^(?:-c|--config|--rcfile|--settings|--load-plugins|--plugin|--resolve-plugins-relative-to)$/;
const baseName = (w: string) => w.replace(/['"]/g, '').split('/').pop() ?? '';

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

/** Indexes of the words a static checker reads (none when the command is no checker or redirects). */
function checkedOperands(words: readonly string[]): number[] {
  let p = 0;
  while (
    p < words.length &&
    (/^[A-Za-z_]\w{0,60}=/.test(words[p]!) || LEADING.has(words[p]!) || words[p]!.startsWith('-'))
  )
    p++;
  if (p >= words.length || !STATIC_CHECKERS.has(baseName(words[p]!))) return [];
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
