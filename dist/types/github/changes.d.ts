/**
 * Which files a pull request changed, so annotations in them are printed first. The API answers even for
 * shallow checkouts; without a token, `git diff base...head` works when both commits are present. When
 * neither works the answer is "unknown" and annotations fall back to severity order alone.
 */
export interface ChangedFiles {
    files?: Set<string>;
    /** How the list was obtained, or why it could not be. */
    how: string;
}
export declare function changedFiles(options: {
    token?: string;
    baseUrl?: string;
    repository?: string;
    pullNumber?: number;
    repoDir?: string;
    baseSha?: string;
    headSha?: string;
}): Promise<ChangedFiles>;
/**
 * Files changed in the working tree at `dir` since revision `rev` (committed, staged or not), plus new
 * files git does not ignore, relative to `dir` (`skillscan --changed-since REF`). Throws when `dir` is
 * not in a git work tree or `rev` does not resolve.
 */
export declare function changedSince(dir: string, rev: string): Promise<Set<string>>;
