import type { FileStore } from './files.js';
/**
 * Whether the file may be a shell script (extension or shebang): the cheap test before the sources are
 * looked for. The analyzers decide the language; variables reach only a unit they read as shell.
 */
export declare function mayBeShellScript(path: string, text: string): boolean;
/** The plain assignments of the files `text` sources, last one wins; undefined when there are none. */
export declare function sourcedShellVars(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<Record<string, string> | undefined>;
