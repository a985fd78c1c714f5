import type { Emit, ScannedFile } from './types.js';
export declare function detectCodeFile(file: ScannedFile, emit: Emit): void;
