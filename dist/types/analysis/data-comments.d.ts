import type { UnitSpec } from './code/index.js';
import { type CommentFormat } from './comment-formats.js';
import type { MdSpan } from './markdown-doc.js';
export type { CommentFormat } from './comment-formats.js';
export { commentFormatOf, followedCommentFormat } from './comment-formats.js';
/**
 * The comment text of a data file the agent reads as written to it, blanked elsewhere: every comment
 * when a loaded document tells it to follow the file's notes (`followed`), else the runs that speak to
 * the agent. Undefined: none, or a format read elsewhere (YAML and TOML when not followed).
 */
export declare function noteText(path: string, text: string, followed?: boolean): string | undefined;
/**
 * The comments of a data file the agent reads (blanked elsewhere): `noteText`'s, whose command lines are
 * asked to run, or else the `#` blocks of a YAML or TOML file or an environment template that speak to the
 * agent ("for the assistant running this train: …", "assistants filling in this file: …"), read as a
 * script's are (src/analysis/code-comments.ts).
 */
export declare function dataNotes(path: string, text: string, followed?: boolean): {
    text: string;
    commands: boolean;
} | undefined;
export declare function noteCommandSpecs(notes: string): UnitSpec[];
/**
 * The file's text with everything but its comments' words blanked (markers and code become spaces; line
 * breaks and offsets kept), or undefined when it has no comment words. Rulers (`# -----`) are layout.
 */
export declare function commentText(text: string, format: CommentFormat): string | undefined;
/** Runs of comment lines (each its comment words, blanked elsewhere), for reading one run at a time. */
export declare function commentRuns(blanked: string): MdSpan[];
/**
 * The comment runs that speak to the agent ("#. Note for the assistant: …", "# For AI assistants: …"),
 * the rest blanked: text the agent reads as written to it wherever the file is reached, as a script's
 * addressed comment block is (src/analysis/code-comments.ts). Undefined when no run does.
 */
export declare function addressedNotes(text: string, format: CommentFormat): string | undefined;
/** Of text blanked outside its notes, the runs that speak to the agent, the rest blanked too. */
export declare function addressedRunsOnly(blanked: string): string | undefined;
/**
 * The text of a template's comments (each comment's words, blanked elsewhere; line breaks and offsets
 * kept), or undefined when it has none. A comment left open runs to the end of the file, as the engine
 * reads it.
 */
export declare function templateCommentText(text: string): string | undefined;
