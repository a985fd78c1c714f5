import { type DirEntry, type EntryStat, type LinkResolution, type ReadResult, type SourceTree } from './tree.js';
/** A directory on the local filesystem. Every read is checked against the root's real path first. */
export declare class LocalSource implements SourceTree {
    /** The root's real path: another thread opens the same tree from it (a pull-request scan's name search). */
    readonly rootReal: string;
    readonly description: string;
    readonly rootName: string;
    private readonly rootPrefix;
    private constructor();
    static open(root: string): Promise<LocalSource>;
    private abs;
    private toRelative;
    list(dir: string): Promise<DirEntry[]>;
    /** Synchronous, like `read`: a thread-pool round trip per folder cost more than listing it. */
    listSync(dir: string): DirEntry[];
    /**
     * The folders a walk of this tree found (root-relative path → real path, as `indexTree` records them:
     * realpath's answers when they were listed), so reading their files resolves no folder again. The map is
     * kept as given, not copied: a file's folder is looked up by its relative path, and a folder outside any
     * link reads its files at the root's real path plus their path, without a realpath call or an absolute
     * path string per folder (27,489 of them were built while listing the 10,000-skill tree). A file is still
     * opened without following a link, inside the root.
     */
    knowDirs(dirs: Iterable<readonly [string, string]>): void;
    private walked;
    stat(path: string): Promise<EntryStat | undefined>;
    /**
     * Real paths of folders the walk did not list (`knowDirs`), once resolved: the files of one folder share a
     * single realpath call. The call is synchronous (realpath(3), as the promise version runs it on the thread
     * pool): a thread-pool round trip per folder cost more than the call itself (1.9 s of 31 s on the
     * 2,000-skill tree).
     */
    private readonly realDirs;
    private realDir;
    private inside;
    /** A file's folder resolved by realpath (once per folder), plus its name. */
    private resolvedReal;
    /**
     * The real path of a file the walk found in a folder it listed: its folder's real path plus its name,
     * inside the root by construction (both plain relative paths). Undefined for any other path.
     */
    private walkedReal;
    read(path: string, maxBytes: number): Promise<ReadResult>;
    /**
     * `read` without a promise: for a skill document whose body is read only when a rule asks for it
     * (src/model/files.ts `deferred`), from a getter that cannot wait.
     */
    readSync(path: string, maxBytes: number): ReadResult;
    resolveLink(path: string): Promise<LinkResolution>;
}
