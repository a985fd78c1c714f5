import type { MarkdownDoc } from '../markdown.js';
import type { Emit, ScannedFile } from './types.js';
export declare function detectProse(file: ScannedFile, emit: Emit, bodyStart: number, md: MarkdownDoc): void;
