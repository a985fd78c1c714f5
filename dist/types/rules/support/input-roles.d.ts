/**
 * What a command does with a file it names (src/rules/support/input-files.ts): runs it — as the program, as
 * the script of a shell or interpreter, fed through a pipe or `<` — or hands it to another program as an
 * operand. Commands are read with their quoting (a `(` inside a quoted argument separates nothing) and
 * backslash-continued lines; the text is never run.
 */
export type Role = {
    runs: true;
}
/** Given to a static checker that reads it without running it (shellcheck, `bash -n`). */
 | {
    runs: false;
    checker: true;
}
/** Given to another program (`program` as written): one of the skill's files, a function, or a tool. */
 | {
    runs: false;
    checker: false;
    program: string;
};
export declare const unquote: (w: string) => string;
/** What the command holding offset `at` of the shell `text` does with the file named there. */
export declare function roleAt(text: string, at: number): Role;
