import type { FileStore } from './files.js';
/** Imported constants by the names the server uses: their text, and the module that defines each. */
export interface ImportedConstants {
    texts: Record<string, string>;
    from: Record<string, string>;
}
/** The constants a file that may be an MCP server imports; undefined when it imports none. */
export declare function importedConstants(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<ImportedConstants | undefined>;
