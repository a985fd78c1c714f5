/**
 * Static checkers and formatters: programs that read the files they are given (to lint, type-check or
 * reformat them) and never run them. `shellcheck -x macos/.sync` in a recipe makes shellcheck read `.sync`;
 * nothing in `.sync` runs, so the file is not code the command reaches. Shared by the reference graph
 * (`withoutCheckedOperands`, src/analysis/references.ts `commandPaths`) and the rule-side reading of what a
 * command does with a file (src/rules/support/input-roles.ts, which adds the programs that print a file).
 */
export declare const STATIC_CHECKERS: ReadonlySet<string>;
/**
 * The command text with the operands of static checkers blanked (offsets kept), so a path reader sees only
 * the files the command may run: `shellcheck -s bash tests/install.sh && bash tests/run.sh` keeps
 * `tests/run.sh` alone. Quotes, `$(…)` and subshells are followed (a substitution is a command of its own
 * inside the checker's words); a checker whose output is redirected (`prettier a.js > b.js` writes a.js's
 * code to b.js) keeps its operands.
 */
export declare function withoutCheckedOperands(text: string): string;
