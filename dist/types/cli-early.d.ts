/**
 * A pull-request scan's questions to git (`--changed-since REF`), asked by the executable before it loads
 * the scanner's modules. git's listing of a 10,000-skill work tree takes ~0.35 s, and the scan walks the
 * tree from it: asked once the CLI's modules had compiled (~0.15 s after start-up), the scan's thread then
 * sat idle until git answered. Asked from here, git works while those modules compile.
 */
/** What git was asked for one scanned folder: the work tree's listing and the diff against the revision. */
export interface GitAsked {
    listing: Promise<Buffer>;
    diff: Promise<string[]>;
    /** Asked by `askGitEarly`. */
    early?: true;
}
/** Asks git now; failures stay rejections for whoever awaits them (the scan reports them then). */
export declare function askGit(root: string, rev: string): GitAsked;
/**
 * Asks git for the first folder a `skillscan [scan] … --changed-since REF` command line will scan, read as
 * `runCli` reads it (src/cli.ts); any other command line, or one `runCli` will refuse, asks nothing.
 */
export declare function askGitEarly(argv: readonly string[]): void;
/** What git was asked early for this folder and revision (once), else asked now. */
export declare function gitAskedFor(root: string, rev: string): GitAsked;
