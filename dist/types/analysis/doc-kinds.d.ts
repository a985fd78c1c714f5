import type { DataKind } from './prose/data.js';
/** A commit message template's path (`.gitmessage`, `.github/commit-template.txt`), even without an extension. */
export declare function isCommitTemplateName(path: string): boolean;
export declare function isForgeTemplatePath(path: string): boolean;
export type TextKind = DataKind | 'troff' | 'hash-comments';
/** How a file's text is read for what it asks, or undefined when it is not read as text. */
export declare function textKindOf(path: string, text: string): TextKind | undefined;
/**
 * A troff page as the text its author wrote, offsets kept: comment markers (`.\"`, `'\"`, `\"`), request
 * names at line starts (`.SH`, `.TP`, `.B`) and escapes (`\fB`, `\(em`, `\&`; the backslash of `\-`) become spaces, so a
 * sentence that runs over several comment lines reads as one, and a request's arguments as words.
 */
export declare function troffText(text: string): string;
/**
 * A `#`-commented file as the text its comments say, offsets kept: each comment line's marker (and a `#`
 * block's indentation) becomes a space, so a sentence that runs over several comment lines reads as one.
 */
export declare function hashCommentText(text: string): string;
