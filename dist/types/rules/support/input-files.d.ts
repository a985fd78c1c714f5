import type { RuleContext } from '../types.js';
/**
 * Shipped files the skill only hands to another program as input (`bash scripts/validate.sh
 * examples/bad.sh`, `shellcheck examples/bad.sh`): the command runs validate.sh or shellcheck, which read
 * bad.sh. Such a file is data to that program, not code the agent runs — a deliberately broken example a
 * linter skill checks. The file counts as input only when every command in reach that names it (in any
 * file, in any block, shown or run) gives it to another program, and nothing runs it: no hook, source or
 * interpreter edge, no command that names it as the program or the script of a shell or interpreter, no
 * pipe or `<` that feeds it on, no runner (`xargs`, `find`, `make`) or copy (src/rules/support/input-roles.ts).
 * A file no command names stays a shipped script.
 *
 * `checker`: every program it is handed to is a static checker that reads files without running them
 * (shellcheck, `bash -n`, a linter): data. `script`: some program is one of the skill's own scripts or a
 * function, whose author also wrote the example; what it does with its argument is not followed, so the
 * file is graded one step below running code, not as data. A consumer script that sources or evaluates a
 * bare variable (`source "$1"`, `eval "$f"`) runs what it is given: the file stays a script.
 */
export type InputUse = 'checker' | 'script';
/** How the skill uses a shipped file it only hands to other programs, or undefined (it runs, or is not named). */
export declare function inputOnlyUse(ctx: RuleContext, path: string): Promise<InputUse | undefined>;
