import type { DetectOptions, Emit, ScannedFile } from './types.js';
/** Encoded blobs in a file's text, reported where the text runs them or tells the agent to act on them. */
export declare function detectBlobs(file: ScannedFile, emit: Emit, opt: DetectOptions, taken: Array<[number, number]>): void;
