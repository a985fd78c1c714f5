export interface SearchIndexStats {
    /** Digests found for a file's blob id, and digests added by this scan. */
    hits: number;
    added: number;
    /** The stored index was unreadable or not ours: ignored. */
    rejected: boolean;
}
export declare class SearchIndexStore {
    /** The cache folder, and the build whose digests it may use: a worker opens the same index from them. */
    readonly dir: string;
    readonly build: string;
    readonly stats: SearchIndexStats;
    private entries;
    private readonly used;
    private readonly path;
    constructor(
    /** The cache folder, and the build whose digests it may use: a worker opens the same index from them. */
    dir: string, build: string);
    /** The digest stored for a git blob id (40 hex digits), if any. */
    get(oid: string): Uint8Array | undefined;
    /** Marks blob ids of the scanned tree as in use, so that writing the index keeps their entries. */
    markUsed(oids: Iterable<string>): void;
    put(oid: string, digest: Uint8Array): void;
    /**
     * Writes the index when this scan added to it: the entries it used or added, and the older ones while
     * they are no more than three times as many (other branches' files), so the file stays bounded. A folder
     * that cannot be written leaves the old index; the scan's result does not depend on it.
     */
    finish(): void;
    private load;
}
