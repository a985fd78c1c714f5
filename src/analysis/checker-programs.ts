/**
 * Static checkers and formatters: programs that read the files they are given (to lint, type-check or
 * reformat them) and never run them. `shellcheck -x macos/.sync` in a recipe makes shellcheck read `.sync`;
 * nothing in `.sync` runs, so the file is not code the command reaches. Shared by the reference graph
 * (`withoutCheckedOperands`, src/analysis/references.ts `commandPaths`) and the rule-side reading of what a
 * command does with a file (src/rules/support/input-roles.ts, which adds the programs that print a file).
 */

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
const MAX_TEXT = 64 * 1024;

interface Command {
  program?: string;
  checker: boolean;
  /** The previous word was an option whose value the checker loads. */
  loads: boolean;
  /** Operand ranges to blank, once the command is known not to write a checker's output somewhere (`>`). */
  operands: Array<[number, number]>;
  redirected: boolean;
}

const fresh = (): Command => ({ checker: false, loads: false, operands: [], redirected: false });
const baseName = (w: string) => w.replace(/['"]/g, '').split('/').pop() ?? '';

/**
 * The command text with the operands of static checkers blanked (offsets kept), so a path reader sees only
 * the files the command may run: `shellcheck -s bash tests/install.sh && bash tests/run.sh` keeps
 * `tests/run.sh` alone. Quotes, `$(…)` and subshells are followed (a substitution is a command of its own
 * inside the checker's words); a checker whose output is redirected (`prettier a.js > b.js` writes a.js's
 * code to b.js) keeps its operands.
 */
export function withoutCheckedOperands(text: string): string {
  if (text.length > MAX_TEXT) return text;
  const out = text.split('');
  const stack: Command[] = [];
  let cmd = fresh();
  let start = -1;
  let quote = '';
  let backtick = false;
  let changed = false;
  const endWord = (i: number) => {
    if (start < 0) return;
    const w = text.slice(start, i);
    if (cmd.program === undefined) {
      if (!/^[A-Za-z_]\w{0,60}=/.test(w) && !LEADING.has(w) && !w.startsWith('-')) {
        cmd.program = w;
        cmd.checker = STATIC_CHECKERS.has(baseName(w));
      }
    } else if (cmd.checker) {
      if (/^\d?>(?!&|\/dev\/null$)/.test(w)) cmd.redirected = true;
      else if (!cmd.loads && !w.startsWith('-')) cmd.operands.push([start, i]);
      cmd.loads = LOADS_VALUE.test(w);
    }
    start = -1;
  };
  const endCommand = () => {
    if (cmd.checker && !cmd.redirected)
      for (const [s, e] of cmd.operands) {
        for (let k = s; k < e; k++) out[k] = ' ';
        changed = true;
      }
    cmd = fresh();
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
      continue;
    }
    if (c === '"' || c === "'") {
      if (start < 0) start = i;
      quote = c;
    } else if (c === ' ' || c === '\t' || c === '\r' || (c === '\\' && text[i + 1] === '\n')) {
      endWord(i);
      if (c === '\\') i++;
    } else if (c === '(' && start >= 0 && /[$<>]$/.test(text.slice(start, i))) {
      // `$(…)` / `<(…)`: the words inside are their own command; the outer word resumes after `)`.
      stack.push(cmd);
      cmd = fresh();
      start = -1;
    } else if (c === '`' && backtick) {
      endWord(i);
      endCommand();
      cmd = stack.pop() ?? fresh();
      backtick = false;
    } else if (c === '(' || c === '`') {
      endWord(i);
      if (c === '`') backtick = true;
      stack.push(cmd);
      cmd = fresh();
    } else if (c === ')') {
      endWord(i);
      endCommand();
      cmd = stack.pop() ?? fresh();
    } else if (c === '\n' || c === ';' || c === '&' || c === '|') {
      if (c === '&' && text[i - 1] === '>') continue;
      endWord(i);
      endCommand();
    } else if (start < 0) start = i;
  }
  endWord(text.length);
  endCommand();
  return changed ? out.join('') : text;
}
