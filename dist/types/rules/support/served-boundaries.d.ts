import type { TextIntent } from '../../analysis/facts.js';
/** Where the tag is forged, when `tag` opens a turn in text the server hands the model; else undefined. */
export declare function servedBoundary(intents: readonly TextIntent[], tag: string): string | undefined;
