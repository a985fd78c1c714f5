import { type FileFacts } from '../extract.js';
import type { ClassifyOptions } from '../hosts.js';
import type { ArchiveReport } from './types.js';
/**
 * The facts of an archive: every text member goes through the same extraction as a file of that name
 * (a script by its extension or shebang, Markdown by its fences and inline commands), and the results
 * are merged into one FileFacts for the archive, each unit labelled with its member. The behaviour rules
 * then report a `curl | sh` inside `assets/tools.zip!/install.sh` like any other, on the archive.
 */
/** Bounds on the merged facts: ten files' worth. */
export declare const MERGED_LIMITS: {
    readonly units: number;
    readonly behaviours: number;
};
export declare function archiveFacts(archive: ArchiveReport, hosts?: ClassifyOptions): FileFacts;
