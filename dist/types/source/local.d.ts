import { type DirEntry, type EntryStat, type LinkResolution, type ReadResult, type SourceTree } from './tree.js';
/** A directory on the local filesystem. Every read is checked against the root's real path first. */
export declare class LocalSource implements SourceTree {
    private readonly rootReal;
    readonly description: string;
    readonly rootName: string;
    private constructor();
    static open(root: string): Promise<LocalSource>;
    private abs;
    private toRelative;
    /**
     * Synchronous, like `read`: a thread-pool round trip per folder cost more than listing it. A listed
     * folder that is not a link has its parent's real path plus its name, so the folders met here need
     * no realpath call when their files are read.
     */
    list(dir: string): Promise<DirEntry[]>;
    stat(path: string): Promise<EntryStat | undefined>;
    /**
     * Real paths of folders already resolved: the files of one folder share a single realpath call. The
     * call is synchronous (realpath(3), as the promise version runs it on the thread pool): a thread-pool
     * round trip per folder cost more than the call itself (1.9 s of 31 s on the 2,000-skill tree).
     */
    private readonly realDirs;
    private realDir;
    private inside;
    read(path: string, maxBytes: number): Promise<ReadResult>;
    resolveLink(path: string): Promise<LinkResolution>;
}
