import type { FileStore } from './files.js';
/** The data files `jq` may read in `text`, by the path as written; undefined when there is none. */
export declare function shellDataFiles(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<Record<string, string> | undefined>;
