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
