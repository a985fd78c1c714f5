import type { FileStore } from './files.js';
/**
 * One promise per real path: a file reached by several paths (a symlink, a linked folder, the same
 * script named by two skills) is read and analysed once, under one of its paths chosen from its paths
 * alone (`FileStore.canonicalPath` unless the store says otherwise), never under whichever was asked
 * first: what a store computes then does not depend on the order requests arrive in (the worker pool,
 * concurrent rules).
 */
export declare class RealPathMemo<T> {
    private readonly files;
    private readonly choose;
    private readonly pending;
    constructor(files: FileStore, choose?: (path: string) => string);
    /** The promise already started for the real path of `path`, if any; nothing is started. */
    peek(path: string): Promise<T> | undefined;
    /** The promise already started for the real path `real`, if any. */
    started(real: string): Promise<T> | undefined;
    /** The promise already started for the real path of `path`, else the one `compute` starts for it. */
    get(path: string, compute: (path: string) => Promise<T>): Promise<T>;
    /**
     * `get` for a caller that has looked up `real`, the real path of `path`, already: rules ask the fact store
     * for every reached file many times over (336,597 times on the 2,000-skill tree), and a second lookup each
     * time showed in the profile.
     */
    getReal(path: string, real: string, compute: (path: string) => Promise<T>): Promise<T>;
    /** Forgets every value: the next `get` computes again. */
    clear(): void;
}
