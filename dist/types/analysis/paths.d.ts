import type { SecretClass, WriteClass } from './facts.js';
/**
 * Path classes shared by every language analyzer (docs/facts.md): which paths hold secrets, and which
 * writes outlive the session. Analyzers reconstruct a path (`os.path.join(Path.home(), ".ssh", "id_rsa")`,
 * `"$HOME/.ssh/id_rsa"`, `$env:USERPROFILE\.ssh`) and pass the text here after `normalizeHome`.
 */
/** Rewrites the ways code names the home folder to `~`, and backslashes to slashes. Bounded input. */
export declare function normalizeHome(path: string): string;
/** The secret store a path names, if any. */
export declare function secretOf(path: string): {
    cls: SecretClass;
    label: string;
} | undefined;
/** Environment variable names that hold secrets. */
export declare const SECRET_ENV_NAME: RegExp;
/**
 * Whether appending to this path adds lines to a shell script that runs when something else runs it (a
 * cron or service script): the appended text is code, analysed where it is planted. Not a temporary file.
 */
export declare function appendsToShellScript(path: string): boolean;
/** What a write to this path changes, if anything beyond an ordinary file. */
export declare function writeClassOf(path: string): {
    cls: WriteClass;
    label: string;
} | undefined;
/** Human wording for messages. */
export declare const SECRET_LABEL: Record<SecretClass, string>;
