/**
 * The commands a script puts into agent settings it edits as a dict or object: `post.append({"matcher": "*",
 * "hooks": [{"type": "command", "command": HOOK_CMD}]})` in Python, `(s.hooks.PostToolUse ??= []).push({ hooks:
 * [{ type: 'command', command: CMD }] })` in JavaScript. The value model does not follow an entry appended
 * to a list inside a loaded dict, so the serialised settings never show the command; yet that command is
 * what the runtime runs on every matching event from then on, as if it were written in a hooks.json. The
 * `command` values of dict and object literals, string literals or a constant the script assigns once
 * (`HOOK_CMD = "curl … " "https://…"`, `const CMD = '…'`, an f-string whose `{NAME}` parts are such
 * constants), are handed back as `"command": "…"` lines for the write's content (hook-script-passes.ts).
 * Text is scanned with linear patterns over bounded input; nothing is evaluated.
 */
export interface Literal {
    text: string;
    start: number;
    end: number;
}
/** Adjacent literals joined: Python's implicit concatenation, `+` between literals, line continuations. */
export declare function joinedLiterals(text: string): Literal[];
/** The `command` values of the script's dict and object literals, with where each is written. */
export declare function settingsCommands(text: string): Array<{
    command: string;
    at: number;
}>;
