import type { ArchiveReport } from '../analysis/archive/types.js';
import type { FileStore } from './files.js';
/**
 * Archive reports per real path (src/analysis/archive/), read once however many rules ask. Each archive
 * may inflate `perArchive` times the file limit; all archives of a scan together `perScan` times. Reads
 * run one after another in the order they are asked for: rules walk files in sorted order, one at a
 * time, so which archive meets an exhausted scan budget is the same on every run (output is
 * deterministic).
 */
export declare const ARCHIVE_BUDGET: {
    readonly perArchive: 16;
    readonly perScan: 64;
};
export declare class ArchiveStore {
    private readonly files;
    private readonly memo;
    private readonly budget;
    private queue;
    constructor(files: FileStore);
    /** The archive report of the file at `path`, or undefined when it is not an archive (or cannot be read). */
    report(path: string): Promise<ArchiveReport | undefined>;
    private read;
}
