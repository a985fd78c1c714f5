import { type ShellSnippet } from '../../analysis/shell-sources.js';
import { type AnalyzeOptions } from '../../analysis/signals/analyze.js';
import type { Signal } from '../../analysis/signals/types.js';
import type { ScanModel } from '../../model/model.js';
import type { HooksFile, SkillDoc } from '../../model/skill.js';
/** The shell snippets `analyzeFile` found in a file (empty until it ran for that path). */
export declare function snippetsOf(model: ScanModel, path: string): ShellSnippet[];
export declare function analyzeFile(model: ScanModel, path: string, options?: AnalyzeOptions): Promise<Signal[]>;
/** Hooks files and entry documents by path, in model order: built once per model, not scanned per file. */
export interface ByPath {
    hooks: ReadonlyMap<string, readonly HooksFile[]>;
    docs: ReadonlyMap<string, readonly SkillDoc[]>;
}
export declare function byPath(model: ScanModel): ByPath;
/** Hook `command` strings of the hooks files at `path` and of its entry documents' frontmatter `hooks:`. */
export declare function hookSnippets(model: ScanModel, path: string): ShellSnippet[];
