import type { RawRef } from './references.js';
/** True for the files `moreConfigRefs` reads. */
export declare function isMoreLaunchConfig(path: string): boolean;
export declare function moreConfigRefs(path: string, text: string): RawRef[];
