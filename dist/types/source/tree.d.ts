/**
 * The read-only tree every source implements: the local checkout, a git revision, the GitHub API and the
 * in-memory tree used by tests. Paths are root-relative POSIX strings ('' is the root). Nothing here follows
 * a link implicitly: `list` and `stat` describe links as links, and `resolveLink` says where one leads.
 */
export type EntryKind = 'file' | 'dir' | 'symlink' | 'other';
export interface DirEntry {
    name: string;
    kind: EntryKind;
    /** What an `other` entry is, when the source knows (a git submodule, a socket …). */
    note?: string;
}
export interface EntryStat {
    kind: EntryKind;
    size: number;
}
export interface ReadResult {
    bytes: Uint8Array;
    /** Size of the whole file; larger than `bytes.length` when the read was capped. */
    size: number;
    truncated: boolean;
}
export type LinkResolution = {
    status: 'inside';
    target: string;
    kind: EntryKind;
} | {
    status: 'outside';
    target: string;
} | {
    status: 'broken';
    target: string;
} | {
    status: 'loop';
};
export interface SourceTree {
    /** Shown in messages and used as the SARIF source root description. */
    readonly description: string;
    /** The root folder's own name (a plugin at the root is named after it when it has no manifest name). */
    readonly rootName?: string;
    list(dir: string): Promise<DirEntry[]>;
    /** `list` without a promise, where the tree can (a local folder): the walk lists 27,000 folders of a large tree. */
    listSync?(dir: string): DirEntry[];
    stat(path: string): Promise<EntryStat | undefined>;
    /** Reads at most `maxBytes`; never reads through a link that leaves the root. */
    read(path: string, maxBytes: number): Promise<ReadResult>;
    /** `read` without a promise, where the tree can (a local folder): for texts read on first look. */
    readSync?(path: string, maxBytes: number): ReadResult;
    resolveLink(path: string): Promise<LinkResolution>;
    /**
     * Told the folders a walk of this tree listed (root-relative path → real path, `TreeIndex.dirs`), where
     * the tree resolves links itself (a local folder): it reads their files without resolving them again.
     */
    knowDirs?(dirs: ReadonlyMap<string, string>): void;
}
export declare class SourceError extends Error {
    readonly path: string;
    constructor(message: string, path: string);
}
