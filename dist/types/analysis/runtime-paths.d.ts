import type { RawRef } from './references.js';
export declare function runtimeFolderRefs(text: string): RawRef[];
