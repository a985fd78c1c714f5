import { type DirEntry, type EntryStat, type LinkResolution, type ReadResult, type SourceTree } from './tree.js';
/** A directory on the local filesystem. Every read is checked against the root's real path first. */
export declare class LocalSource implements SourceTree {
    /** The root's real path: another thread opens the same tree from it (a pull-request scan's name search). */
    readonly rootReal: string;
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
    /**
     * Takes the real paths of folders from a walk of this tree (root-relative folder and real path, as
     * `indexTree` records them: realpath's answers when the folders were listed), so reading their files
     * calls realpath for none: another thread reading a walked tree made 24,284 realpath calls (0.9 s) on
     * the 10,000-skill benchmark. A file is still opened without following a link, inside the root.
     */
    knowDirs(dirs: Iterable<readonly [string, string]>): void;
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
    /**
     * `read` without a promise: for a skill document whose body is read only when a rule asks for it
     * (src/model/files.ts `deferred`), from a getter that cannot wait.
     */
    readSync(path: string, maxBytes: number): ReadResult;
    resolveLink(path: string): Promise<LinkResolution>;
}
