import { InflateBudget } from './budget.js';
import type { ArchiveLimits, ArchiveReport } from './types.js';
/**
 * Reads an archive held in memory — never extracting anything to disk — and reports its members, the
 * problems an extractor would hit (zip slip, links out, bombs, encryption, formats skillscan cannot
 * read) and the text members' bytes for fact extraction. Bounds: `ArchiveLimits` (members listed,
 * members read, bytes per member, bytes in total shared with the scan, nesting depth).
 */
export interface ReadOptions {
    limits?: Partial<ArchiveLimits>;
    /** The scan's budget this archive draws on. */
    budget?: InflateBudget;
    /** The file's full size when `bytes` was cut at the read limit. */
    size?: number;
}
/** Bomb thresholds: real skill archives stay far below them (text compresses about 3–10:1). */
export declare const BOMB: {
    /** Declared uncompressed bytes of all members together. */
    readonly totalBytes: number;
    /** A member this large with a compression ratio above `ratio`. */
    readonly memberBytes: number;
    readonly ratio: 100;
};
/** Reads `bytes` as an archive; undefined when they are not one. */
export declare function readArchive(path: string, bytes: Uint8Array, options?: ReadOptions): Promise<ArchiveReport | undefined>;
