/** Where a span of text sits in its file (`TextIntent.container`, `RoleSpan.container`). */
export type TextContainer = 'body' | 'description' | 'comment' | 'list' | 'table' | 'heading' | 'quote' | 'code' | 'link-text' | 'alt-text'
/** A link's or an image's title (a tooltip), or a link definition's: text the rendered page hides. */
 | 'link-title' | 'data-file'
/** A script's comment block that names an agent as its reader (src/analysis/code-comments.ts). */
 | 'code-comment'
/**
 * A value of a data file that names an agent as its reader ("Automated assistants continuing this
 * notebook: …" in a saved output): text a reviewer skims as data, addressed to the agent.
 */
 | 'addressed-data' | 'hidden' | 'decoded'
/** A tool's or an argument's description in an MCP server's source (src/analysis/tool-text/). */
 | 'tool-description'
/**
 * Text a program prints into the agent's context when a launch point feeds its output there (a hook's
 * here-document or `additionalContext` string, a `!` line's output): src/analysis/printed/fed-text.ts.
 */
 | 'hook-output';
