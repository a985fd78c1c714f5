import type { ShellSnippet } from '../shell-sources.js';
import type { DetectOptions, Emit } from './types.js';
/** Patterns that live across tokens the shell parser splits: PowerShell cradles, fork bombs, socket shells. */
export declare function detectTextLevel(snippet: ShellSnippet, emit: Emit, opt: DetectOptions): void;
