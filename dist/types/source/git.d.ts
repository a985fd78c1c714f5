import { type DirEntry, type EntryStat, type LinkResolution, type ReadResult, type SourceTree } from './tree.js';
/** Runs git with an argument array (never a shell) and returns stdout as bytes. */
export declare function git(cwd: string, args: readonly string[], maxBuffer?: number, timeout?: number): Promise<Buffer>;
/** A revision given by a user or an event payload; never something git could read as an option. */
export declare function checkRevision(rev: string): string;
/** Resolves a revision to a commit id, or undefined when the object is not in the local repository. */
export declare function resolveCommit(repo: string, rev: string): Promise<string | undefined>;
export declare class GitSource implements SourceTree {
    /** The repository the objects are read from. */
    readonly repo: string;
    readonly commit: string;
    private readonly entries;
    private readonly blobs;
    readonly description: string;
    private readonly dirs;
    private readonly links;
    private constructor();
    /**
     * Opens `rev` of the repository that contains `repo`; `subdir` (repository-relative) becomes the root,
     * so paths match a scan of the same folder in the working tree.
     */
    static open(repo: string, rev: string, subdir?: string): Promise<GitSource>;
    private kindOf;
    list(dir: string): Promise<DirEntry[]>;
    stat(path: string): Promise<EntryStat | undefined>;
    private linkTarget;
    /** Follows links hop by hop through every path component, as realpath does; 40 hops stand for ELOOP. */
    private resolve;
    read(path: string, maxBytes: number): Promise<ReadResult>;
    resolveLink(path: string): Promise<LinkResolution>;
    /** Ends the cat-file process; reads after this start a new one. */
    close(): void;
}
