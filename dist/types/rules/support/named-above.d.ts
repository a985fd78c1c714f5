import type { LineMap } from '../../analysis/lines.js';
/**
 * Whether the text just above a line calls the tool by one of `names` ("Install Sliver using the official
 * install script:", `# Using smuggler.py`): prose of a Markdown file outside code blocks, and comment
 * lines; addresses are dropped, so the download's own URL does not name it.
 */
export declare function namedAbove(lines: LineMap, line: number, markdown: boolean, names: string[]): 'line' | 'heading' | undefined;
/** A Markdown document's own `name` and `description` words (hyphen-joined, as topics are), when it has them. */
export declare function ownFrontmatter(lines: LineMap): {
    name?: string;
    topic?: string;
};
