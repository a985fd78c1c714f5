import type { ShellSnippet } from '../shell-sources.js';
import { type ShellCommand, type ShellView } from '../shell-view.js';
import type { DetectOptions, Emit } from './types.js';
export declare function detectRce(snippet: ShellSnippet, view: ShellView, cmd: ShellCommand, emit: Emit, opt: DetectOptions): void;
/** A later command runs a file a download wrote: `./x`, `/tmp/x`, `sh x`, `source x`. */
export declare function detectRunOfDownload(snippet: ShellSnippet, view: ShellView, emit: Emit, opt: DetectOptions): void;
