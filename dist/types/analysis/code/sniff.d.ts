import type { Lang } from '../facts.js';
/** The language of a script file, or undefined for files that are not code. */
export declare function languageOfFile(path: string, text: string): Lang | undefined;
/** The language of a fenced block from its info word; unlabelled blocks are sniffed from their content. */
export declare function languageOfFence(lang: string, content: string): Lang | undefined;
/**
 * Content sniffing for extension-less text: strong markers only, so prose is not read as code.
 * Returns undefined when nothing is clear.
 */
export declare function sniffContent(text: string): Lang | undefined;
/**
 * An unlabelled block whose commands mostly read as shell commands. A line continued with a backslash, or
 * one that goes on with `|`/`&&`/`||`, belongs to the command before it (a long `gemini -p …` call written
 * over four lines is one command, not one hit in four).
 */
export declare function looksLikeCommands(text: string): boolean;
