import type { Region } from '../findings.js';
import { type MarkdownDoc } from './markdown.js';
/**
 * Where shell text hides in a skill: fenced blocks in a shell language (or none), inline code,
 * `` !`cmd` `` and ```` ```! ```` dynamic context, command-like prose lines, hook `command` strings and
 * shell scripts read as text. Each snippet keeps its offset in the file so findings get exact columns.
 */
export type SnippetKind = 'fence' | 'inline' | 'prose-line' | 'dynamic' | 'dynamic-block' | 'hook' | 'script';
export interface ShellSnippet {
    path: string;
    kind: SnippetKind;
    text: string;
    /** Offset of `text` in the file (hook snippets: 0, and `region` locates them). */
    base: number;
    /** Fixed region for snippets whose characters do not map onto the file one-to-one (hook commands). */
    region?: Region;
    /** Fence language, lower-cased. */
    lang?: string;
    /** The text is framed as something not to do ("never run …", "bad example:"). */
    negated: boolean;
    /** The text around it describes an attack (security write-ups quoting payloads); capped at medium. */
    illustrative?: boolean;
    /** Hook event name for hook snippets. */
    event?: string;
}
export declare const CODE_EXT: RegExp;
/**
 * Text framing what follows as something not to do: a negation governing an action verb ("never run",
 * "do not read"), or an explicit bad-example label. "Do not skip this step: run …" is not a negation of
 * running, so attack text cannot hide behind any "not".
 */
export declare const NEGATION: RegExp;
/** Is the text at `offset` framed as a described attack (its line and the three lines before it)? */
export declare function illustrativeAt(text: string, offset: number): boolean;
export declare function isScriptFile(path: string, text: string): boolean;
export declare function isMarkdownFile(path: string): boolean;
/** An entry document (SKILL.md, a command, an agent) as snippet extraction needs it. */
export interface EntryDoc {
    /** Offset of the body in the file, after the frontmatter. */
    readonly bodyStart: number;
}
/** Shell snippets of one file. `doc` is the entry document when the file is a SKILL.md/command/agent. */
export declare function fileSnippets(file: {
    readonly path: string;
    readonly text: string;
}, doc: EntryDoc | undefined, parsed?: MarkdownDoc): ShellSnippet[];
/**
 * Adds to `out` the hook `command` strings of a hooks file's `hooks` or a skill's frontmatter `hooks:`,
 * each located by `regionAt` (a path into the parsed document).
 */
export declare function collectHookSnippets(path: string, hooks: unknown, regionAt: (at: Array<string | number>) => Region | undefined, out: ShellSnippet[]): void;
