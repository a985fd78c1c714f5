import type { ShellSnippet } from '../shell-sources.js';
import { type ShellCommand } from '../shell-view.js';
import type { Emit } from './types.js';
export declare const RC_FILE: RegExp;
export declare function detectPersistence(snippet: ShellSnippet, cmd: ShellCommand, emit: Emit): void;
