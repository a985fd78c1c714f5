import type { Emit, ScannedFile } from './types.js';
export declare function detectFragments(file: ScannedFile, emit: Emit): void;
