import type { FileStore } from './files.js';
/**
 * A file a script names by a relative path: against the script's folder, else the root (scripts are run
 * from the repository root as often as from their own folder). Undefined when neither is a file.
 */
export declare function treeFileNear(script: string, ref: string, files: Pick<FileStore, 'isFile'>): string | undefined;
/**
 * Whether the file may be a shell script (extension or shebang): the cheap test before the sources are
 * looked for. The analyzers decide the language; variables reach only a unit they read as shell.
 */
export declare function mayBeShellScript(path: string, text: string): boolean;
/** What a script gets from the files it sources: their plain assignments (last one wins) and libraries. */
export interface SourcedShell {
    vars?: Record<string, string>;
    /** The text of each sourced file that defines functions (at most the first 16 KB of each). */
    libraries?: string[];
}
/** The plain assignments and function libraries of the files `text` sources; empty when there are none. */
export declare function sourcedShell(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<SourcedShell>;
