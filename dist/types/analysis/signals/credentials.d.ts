import type { ShellSnippet } from '../shell-sources.js';
import { type ShellCommand, type ShellView } from '../shell-view.js';
import type { Emit } from './types.js';
export declare function detectCredentialRead(snippet: ShellSnippet, view: ShellView, cmd: ShellCommand, emit: Emit): void;
