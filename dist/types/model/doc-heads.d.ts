import { BlobRecords } from './blob-records.js';
import type { SkillDoc } from './skill.js';
export interface DocHead {
    /** The text up to the body (the frontmatter and its delimiters), BOM removed as decoding removes it. */
    text: string;
    /** The file's size in bytes, and whether it starts with a byte-order mark. */
    size: number;
    bom: boolean;
}
export declare class DocHeadStore extends BlobRecords {
    constructor(dir: string, build: string);
    /** The head kept for a blob id, if any. */
    head(oid: string): DocHead | undefined;
    /** Keeps a document's head under the blob id of the bytes it was read from. */
    keep(oid: string, head: DocHead): void;
}
/**
 * Where discovery finds heads: the store, and the blob id of each file git's index vouches for (by root-relative
 * real path; asked when the scan starts, so git runs during the walk).
 */
export interface DocHeads {
    store: DocHeadStore;
    blobs: Promise<ReadonlyMap<string, string>>;
}
/** The head of the document at `real`, when its content is a blob the store holds a head of. */
export declare function headOf(heads: DocHeads, real: string): Promise<DocHead | undefined>;
/** Heads for a pull-request scan of a local folder with a cache; git is asked at once (it runs during the walk). */
export declare function docHeadsFor(root: string | undefined, store: DocHeadStore | undefined): DocHeads | undefined;
/**
 * Keeps the heads of the documents this scan read whole (under the blob id of the bytes read, noted by the
 * file store), when the head splits exactly as the whole text did; the caller writes the store.
 */
export declare function keepHeads(store: DocHeadStore, docs: readonly SkillDoc[], files: {
    blobIdOf(real: string): string | undefined;
}): void;
