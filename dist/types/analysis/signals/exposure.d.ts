import type { Severity } from '../../findings.js';
import type { ShellSnippet } from '../shell-sources.js';
/**
 * How a snippet gets run (by a hook, by the renderer, or by an agent following the text) decides how
 * bad remote code in it is, and the message says which.
 */
export declare function rceSeverity(snippet: ShellSnippet, url: string, decoded: boolean, trusted: readonly string[]): Severity;
export declare function where(snippet: ShellSnippet): string;
