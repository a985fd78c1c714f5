import type { ShellSnippet } from '../shell-sources.js';
import { type ShellView } from '../shell-view.js';
import type { DetectOptions, Emit } from './types.js';
/**
 * Every shell detector over one parsed snippet. A decoded payload is scanned again with the same
 * detectors, so the decode-and-run detector and that rescan live here with the dispatch: the recursion
 * stays inside one module.
 */
/** All signals of one parsed snippet. Offsets in emitted signals are file offsets. */
export declare function detectSnippet(snippet: ShellSnippet, view: ShellView, emit: Emit, opt: DetectOptions): void;
export declare function dangerOf(decoded: string, depth?: number): {
    dangerous?: string;
};
