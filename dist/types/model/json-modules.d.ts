import type { FileStore } from './files.js';
/** The specifiers, as written, and the text of the JSON file each names; undefined when there is none. */
export declare function jsonModules(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<Record<string, string> | undefined>;
