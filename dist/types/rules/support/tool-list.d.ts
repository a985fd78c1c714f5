import type { Region } from '../../findings.js';
import type { Frontmatter } from '../../model/frontmatter.js';
/**
 * Reads `allowed-tools` / `disallowed-tools` / `tools` the way Claude Code does: a string whose entries are
 * separated by spaces or commas outside parentheses (`Bash(git add *) Read`), or a YAML list of entries.
 * Every entry keeps the region of its own text so findings point at the exact tool.
 */
export interface ToolEntry {
    /** The entry as written: `Bash(git add *)`. */
    text: string;
    /** The tool part before any `(`: `Bash`. */
    name: string;
    region: Region;
}
export interface ToolListProblem {
    kind: 'type' | 'item-type' | 'unbalanced' | 'empty-entry' | 'bad-form' | 'several-in-item';
    message: string;
    region: Region;
}
export interface ToolList {
    entries: ToolEntry[];
    problems: ToolListProblem[];
}
/** Parses one tool-list key of a frontmatter; undefined when the key is absent. */
export declare function readToolList(fm: Frontmatter, key: string): ToolList | undefined;
