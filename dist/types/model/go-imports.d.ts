import type { RawRef } from '../analysis/references.js';
import type { FileStore } from './files.js';
/** The import paths a Go file names: single `import "x"` / `import _ "x"` lines and `import ( … )` blocks. */
export declare function goImportPaths(text: string): Array<{
    path: string;
    start: number;
    end: number;
}>;
/** References from the Go file at `path` to the `.go` files of the module's packages it imports. */
export declare function goImportRefs(files: FileStore, path: string, text: string): Promise<RawRef[]>;
