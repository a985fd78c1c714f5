/**
 * The files a command only reads: the operands of static checkers and formatters, of programs that
 * describe or hash them and of programs that change their attributes (the table of what each program
 * does with its operands is src/analysis/operand-programs.ts). `shellcheck -x macos/.sync` in a recipe
 * makes shellcheck read `.sync`; nothing in `.sync` runs, so the file is not code the command reaches. Used
 * by the reference graph (`withoutCheckedOperands`, src/analysis/references.ts `commandPaths`).
 */
/**
 * The command text with the operands of static checkers blanked (offsets kept), so a path reader sees only
 * the files the command may run: `shellcheck -s bash tests/install.sh && bash tests/run.sh` keeps
 * `tests/run.sh` alone. Quotes, `$(…)` and subshells are followed (a substitution is a command of its own
 * inside the checker's words); a checker whose output is redirected (`prettier a.js > b.js` writes a.js's
 * code to b.js) keeps its operands.
 */
export declare function withoutCheckedOperands(text: string): string;
