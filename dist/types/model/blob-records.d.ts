export interface BlobRecordStats {
    /** Records found for a file's blob id, and records added by this scan. */
    hits: number;
    added: number;
    /** The stored index was unreadable or not ours: ignored. */
    rejected: boolean;
}
/** What tells one kind of record from another: its folder, its file's first line, its payload check. */
export interface BlobRecordKind {
    layout: string;
    /** Whether a payload is one this kind could have written (checked on every entry read). */
    valid(bytes: Uint8Array): boolean;
}
export declare class BlobRecords {
    /** The cache folder, and the build whose records it may use: a worker opens the same index from them. */
    readonly dir: string;
    readonly build: string;
    private readonly kind;
    readonly stats: BlobRecordStats;
    private entries;
    /**
     * The blob ids this scan found, added or was told are its tree's (`markUsed`), as lists: gathered into a
     * set only when the index is written, which a warm run that adds nothing never does (50,000 ids).
     */
    private readonly found;
    private readonly usedLists;
    private readonly path;
    private readonly magic;
    constructor(
    /** The cache folder, and the build whose records it may use: a worker opens the same index from them. */
    dir: string, build: string, kind: BlobRecordKind);
    /** The record stored for a git blob id (40 hex digits), if any. */
    get(oid: string): Uint8Array | undefined;
    /** Marks blob ids of the scanned tree as in use, so that writing the index keeps their entries. */
    markUsed(oids: Iterable<string>): void;
    put(oid: string, record: Uint8Array): void;
    /**
     * Writes the index when this scan added to it: the entries it used or added, and the older ones while
     * they are no more than three times as many (other branches' files), so the file stays bounded. A folder
     * that cannot be written leaves the old index; the scan's result does not depend on it.
     */
    finish(): void;
    private load;
    /** The entries of an index file, or undefined when any part of it is not what `finish` writes. */
    private parse;
}
