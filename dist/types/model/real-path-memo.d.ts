import type { FileStore } from './files.js';
/**
 * One promise per real path: a file reached by several paths (a symlink, a linked folder, the same
 * script named by two skills) is read and analysed once, from the first path it was asked for.
 */
export declare class RealPathMemo<T> {
    private readonly files;
    private readonly pending;
    constructor(files: FileStore);
    /** The promise already started for the real path of `path`, else the one `compute(path)` starts. */
    get(path: string, compute: (path: string) => Promise<T>): Promise<T>;
}
