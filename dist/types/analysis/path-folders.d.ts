import type { RawRef } from './references.js';
/** The folders a PATH change in `text` puts first, in order (bounded). */
export declare function pathFolders(text: string): string[];
/**
 * A candidate `tool-config` reference to `<folder>/<command>` for every everyday command and every folder
 * the text puts first on PATH: resolved only where such a file exists, and anchored at the line that
 * changes PATH.
 */
export declare function pathFolderRefs(text: string): RawRef[];
