import type { MarkdownDoc } from '../markdown.js';
import { type EntryDoc, type ShellSnippet } from '../shell-sources.js';
import type { ScannedFile, Signal } from './types.js';
export interface AnalyzeOptions {
    trustedInstallers?: readonly string[];
}
export interface AnalyzeTextOptions extends AnalyzeOptions {
    hooks?: ShellSnippet[];
    /** The entry document the file is (SKILL.md, a command, an agent): its body starts after the frontmatter. */
    doc?: EntryDoc;
    /** The file's Markdown parse (of the body, for an entry document); prose checks and fences need it. */
    md?: MarkdownDoc;
}
/**
 * Every detector over one file's text, without a model: what `analyzeFile` runs, exposed so the
 * detectors can be measured apart from parsing (hostile-input tests).
 */
export declare function analyzeText(path: string, file: ScannedFile | undefined, options?: AnalyzeTextOptions): {
    signals: Signal[];
    snippets: ShellSnippet[];
};
