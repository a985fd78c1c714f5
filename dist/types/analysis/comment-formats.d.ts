/**
 * Which data files have comments the agent may be told to follow (src/analysis/data-comments.ts reads them):
 * kept apart, without imports, so the model can test a path at start-up without loading the analysers.
 */
export type CommentFormat = 'po' | 'hash' | 'ini';
/** Files read for their comments here (YAML and TOML have theirs read by extract.ts already). */
export declare function commentFormatOf(path: string): CommentFormat | undefined;
/**
 * Formats whose comments are read whole when a loaded document tells the agent to follow the file's
 * notes (src/model/followed-notes.ts): the ones above, and YAML and TOML (read for addressed comments
 * only otherwise, by extract.ts).
 */
export declare function followedCommentFormat(path: string): CommentFormat | undefined;
