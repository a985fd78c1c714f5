import { type ContentInfo } from '../analysis/content.js';
import type { ArchiveStore } from './archives.js';
import type { FileStore } from './files.js';
/**
 * What each file is (src/analysis/content.ts) and how many of its bytes skillscan analysed, per real
 * path, computed once for the rules and for the analysability score.
 */
export declare class ContentStore {
    private readonly files;
    private readonly archives;
    private readonly memo;
    constructor(files: FileStore, archives: ArchiveStore);
    /** The content of the file at `path`, or undefined when it cannot be read. */
    content(path: string): Promise<ContentInfo | undefined>;
    private compute;
}
/**
 * Compiled code whose source ships with it: `x.pyc` (or `__pycache__/x.cpython-312.pyc`) beside `x.py`,
 * `X.class` (or `X$Inner.class`) with an `X.java` in its folder or the folder above it.
 */
export declare function compiledSourceBeside(files: FileStore, path: string): boolean;
/**
 * The source and build files in a native executable's own folder (`SilentLauncher.cs` and `build.ps1` beside
 * `silent-launcher.exe`): the repository says what the binary should be, though nothing ties the bytes to
 * that source. Empty when the folder holds no source of a compiled language.
 */
export declare function nativeSourceBeside(files: FileStore, path: string): {
    sources: string[];
    builds: string[];
};
