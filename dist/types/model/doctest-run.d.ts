import type { FileStore } from './files.js';
export declare function runByDoctests(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<boolean>;
