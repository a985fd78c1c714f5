import type { Location, Severity } from '../../findings.js';
/**
 * Programs whose job is to run another command (permissive-allowed-tools): environment runners with a
 * subcommand (`uv run cmd`, `docker exec box cmd`) and wrappers that run their first operand after their
 * own options (`nice -n 10 cmd`, `timeout 600 cmd`, `stdbuf -oL cmd`). A grant for one with the command left
 * open (`Bash(nice -n 10:*)`, `Bash(uv run:*)`) is a shell under another name; with a fixed command after it
 * (`Bash(timeout 30 npm test:*)`, `Bash(uv run pytest:*)`) the grant is judged as that command.
 */
export interface Judged {
    severity: Severity;
    what: string;
    /** Where the grant's reach is written down (the package.json script an open `npm run` covers). */
    related?: Location[];
}
export declare function judgeRunner(program: string, rest: string): Judged | undefined;
export declare function isWrapper(program: string): boolean;
/**
 * A wrapper grant: open (high) when the wildcard stands where its options, operands or command go;
 * otherwise the command after it is judged by `inner` (`timeout 30 bash:*` is bash left open). Each level
 * consumes at least the wrapper word, so the recursion is bounded by the rule's 32 words.
 */
export declare function judgeWrapper(program: string, rest: string, inner: (command: string) => Judged | undefined): Judged | undefined;
