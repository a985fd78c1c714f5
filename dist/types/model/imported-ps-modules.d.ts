import type { FileStore } from './files.js';
/**
 * The relative path a load line's argument names, joined from its pieces (`Join-Path $PSScriptRoot 'lib'
 * 'Net.psm1'` → `lib/Net.psm1`); undefined when a piece is a variable other than the script's folder.
 */
export declare function loadedPath(arg: string): string | undefined;
/** Whether the file may be a PowerShell script or module: the cheap test before its loads are looked for. */
export declare function mayBePowerShell(path: string): boolean;
/** The texts of the PowerShell files `text` loads from the tree (at most four); undefined when none. */
export declare function importedPowerShell(path: string, text: string, files: Pick<FileStore, 'isFile' | 'text'>): Promise<string[] | undefined>;
