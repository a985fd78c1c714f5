import type { SourceHit } from './package-source-tables.js';
/** Whether the flagged command's default (the same command without the index flag) stands next to it. */
export declare function offeredBesideDefault(text: string, h: SourceHit): boolean;
