import type { ArchiveProblem, MemberType } from './types.js';
/**
 * Tar headers, read in memory (POSIX.1-2017 `pax` "ustar Interchange Format" and "pax Header Block";
 * GNU tar manual "Basic Tar Format" for the `L`/`K` long names and base-256 numbers). A header is one
 * 512-byte block with a checksum; the member's data follows, padded to a block. Every step advances at
 * least one block, so the walk is bounded by the buffer; pax records are read from at most 1 MiB.
 */
export interface TarEntry {
    name: string;
    type: MemberType;
    size: number;
    /** Offset of the member's data in the buffer. */
    dataStart: number;
    /** Bytes of the member present in the buffer (less than `size` when the archive is cut short). */
    present: number;
    target?: string;
}
export interface TarListing {
    entries: TarEntry[];
    /** Members seen, listed or not. */
    declared: number;
    problems: ArchiveProblem[];
    /** The end-of-archive marker (or the exact end of the buffer) was reached. */
    complete: boolean;
}
/** Lists a tar archive held in `b` (the whole archive, or the part of it that was read). */
export declare function readTar(b: Uint8Array, maxMembers: number): TarListing;
