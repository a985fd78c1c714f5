/**
 * Untrusted text (file names, skill names, descriptions, evidence) must stay inert wherever it is shown.
 * These helpers are the only way reporters put repository text into output.
 */
/** For terminals and logs: control characters (ANSI escapes, CR, LF …) become visible escapes. */
export declare function inertLine(text: string): string;
/**
 * For a GitHub Actions log line: one line, and never one the runner reads as a workflow command
 * (`::add-mask::`, `::stop-commands::`, a forged `::error`). The runner only parses commands at the start of
 * a line, so after `inertLine` removed every line break, only the start needs guarding.
 */
export declare function inertLogLine(text: string): string;
/**
 * For GitHub-flavoured Markdown and HTML (job summaries): nothing can open a tag, link, code span or table
 * cell. Entities alone are not enough: GitHub turns `@user`, `#123`, bare URLs and `www.` into links after
 * decoding them, so a word joiner follows each of those markers.
 */
export declare function inertMarkdown(text: string): string;
/**
 * For a Mermaid label inside a quoted node (`id["…"]`): Mermaid decodes `#<decimal>;` codes, so every
 * character that could end the label, the node or the code fence, or be read as HTML, becomes one.
 */
export declare function inertMermaid(text: string): string;
