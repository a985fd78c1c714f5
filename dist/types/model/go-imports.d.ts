import type { RawRef } from '../analysis/references.js';
import type { FileStore } from './files.js';
/** The import paths a Go file names: single `import "x"` / `import _ "x"` lines and `import ( … )` blocks. */
export declare function goImportPaths(text: string): Array<{
    path: string;
    start: number;
    end: number;
}>;
/**
 * The folder of the package `importPath` names, when it is a package of the module the Go file at `from`
 * belongs to (the nearest `go.mod`); undefined for the standard library and other modules.
 */
export declare function goPackageFolder(files: FileStore, from: string, importPath: string): Promise<string | undefined>;
/** The `.go` files directly in `dir` (one package's files, tests included), bounded. */
export declare function goFilesIn(files: FileStore, dir: string, max?: number): string[];
/** References from the Go file at `path` to the `.go` files of the module's packages it imports. */
export declare function goImportRefs(files: FileStore, path: string, text: string): Promise<RawRef[]>;
/**
 * The files a Go file embeds (`//go:embed runbook.md`, `//go:embed templates/*.tmpl static`): the compiler
 * puts their bytes into the program, which reads them as its own data — a server hands them on as text
 * (an MCP resource, a prompt, instructions). Patterns are relative to the file's folder; a folder embeds
 * the files below it; an `all:` prefix only adds hidden files.
 */
export declare function goEmbedRefs(files: FileStore, path: string, text: string): RawRef[];
