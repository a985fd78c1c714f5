import type { FileStore } from './files.js';
export declare function pythonConfigFiles(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<Record<string, string> | undefined>;
