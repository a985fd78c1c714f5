import type { FileStore } from './files.js';
/**
 * Small numbers for paths and real paths, for the closure walks: they touch millions of (entry, file)
 * pairs, and a typed-array slot per number is read in a few nanoseconds where a map lookup by a path
 * string costs a few cache misses. Ids follow the index's path order; a path outside the index (an entry
 * point no listing met) gets the next one. Real ids are dense over the distinct real paths.
 */
export declare class FileIds {
    private readonly files;
    private readonly idByPath;
    private readonly realIdByReal;
    private readonly paths;
    private readonly realIds;
    constructor(files: FileStore);
    /** The id of `path`, given one if it has none yet. */
    idOf(path: string): number;
    pathOf(id: number): string;
    realIdOf(id: number): number;
    /** The real id of a real path, undefined when no path with that real path has an id. */
    realIdOfReal(real: string): number | undefined;
    /** Paths with an id so far: ids run from 0 to this, exclusive. */
    get count(): number;
    /** Distinct real paths so far: arrays indexed by real id need this many slots. */
    get realCount(): number;
    private add;
}
