import { type DirEntry, type EntryStat, type LinkResolution, type ReadResult, type SourceTree } from './tree.js';
/** File contents fetched on first read (the GitHub API source): `size` is known up front. */
export interface LazyFile {
    size: number;
    load: (maxBytes: number) => Promise<Uint8Array>;
}
/** Something in the tree that is neither file, folder nor link (a git submodule): listed, never read. */
export interface OpaqueEntry {
    opaque: string;
}
export type MemoryNode = string | Uint8Array | {
    symlink: string;
} | LazyFile | OpaqueEntry;
/**
 * An in-memory tree for tests and for sources that know their tree up front (the GitHub API source
 * builds one with lazy file contents). Keys are root-relative paths; directories are implied by their
 * files. A symlink's target is relative to the link's directory, as on disk; one starting with '/' or
 * climbing past the root is outside.
 */
export declare class MemorySource implements SourceTree {
    readonly description: string;
    readonly rootName?: string | undefined;
    private readonly files;
    private readonly dirs;
    constructor(entries: Record<string, MemoryNode> | Map<string, MemoryNode>, description?: string, rootName?: string | undefined);
    add(path: string, node: MemoryNode): void;
    private kind;
    list(dir: string): Promise<DirEntry[]>;
    stat(path: string): Promise<EntryStat | undefined>;
    /** Follows links hop by hop, as realpath does, with a hop limit standing in for ELOOP. */
    private resolve;
    read(path: string, maxBytes: number): Promise<ReadResult>;
    resolveLink(path: string): Promise<LinkResolution>;
}
