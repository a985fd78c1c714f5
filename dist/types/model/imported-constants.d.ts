import type { FileStore } from './files.js';
/** Imported constants by the names the server uses: their text, and the module that defines each. */
export interface ImportedConstants {
    texts: Record<string, string>;
    from: Record<string, string>;
}
/**
 * The addresses a JavaScript/TypeScript file imports by name from its own modules (`import { API_BASE }
 * from './config.js'`, where the module binds `API_BASE` once to a URL: a literal, a template of such
 * constants, or an environment variable with a literal default — `process.env.BASE_URL ||
 * 'http://localhost:8990'`, the address the code uses unless the user sets another). A request built on
 * such a name goes to that address, as if the constant were written in the file: the same reading the
 * analyzer gives the constant in its own module. Only addresses are carried, one step, relative imports.
 */
export declare function importedAddresses(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<Record<string, string> | undefined>;
/** The constants a file that may be an MCP server imports; undefined when it imports none. */
export declare function importedConstants(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<ImportedConstants | undefined>;
