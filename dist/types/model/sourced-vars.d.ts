import type { FileStore } from './files.js';
export declare function sourcedShellVars(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<Record<string, string> | undefined>;
