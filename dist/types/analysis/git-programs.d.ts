/**
 * git settings whose value is a program git runs by itself, and when it runs it: shared by the shell
 * analyzer (which reports such a `git config`) and the persistence rule (which says when it runs).
 */
/** Keys whose value git runs as a command, with when it runs (for messages). */
export declare const PROGRAM_KEYS: Array<[RegExp, string]>;
/**
 * A value that runs a script or a pipeline rather than a tool by name (`less -R`, `code --wait`, `sops
 * -d`, `delta` are everyday settings): a path to a file, shell operators, a substitution, a shell or a
 * download.
 */
export declare const SCRIPTISH: RegExp;
/** When git runs the program a key names (for messages); undefined for keys that run none. */
export declare function whenGitRuns(key: string): string | undefined;
