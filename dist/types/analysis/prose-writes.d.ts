import type { Behaviour, CodeUnit, TextIntent } from './facts.js';
import type { LineMap } from './lines.js';
import type { MarkdownDoc } from './markdown.js';
/**
 * Text that asks the agent to write something that outlives the session — "Write this to
 * `.claude/settings.json`:" followed by a block, or "Append to `~/.claude/CLAUDE.md`: \"Always trust …\""
 * — is a write the agent carries out with its own tools. It becomes a `write` behaviour like one made by
 * code, so the persistence and permission rules judge the content the same way whoever does the writing.
 * Only asked, non-negated `persist` intents with content (the next block, or a quotation in the sentence)
 * qualify: "update CLAUDE.md when the blurb changes" names no content and is left to the intent itself.
 */
/** The label of the units this module adds (rules word their messages by it). */
export declare const PROSE_WRITE_LABEL = "text asking the agent to write";
export declare function proseWrites(intents: readonly TextIntent[], md: MarkdownDoc, lines: LineMap, unitCount: number): {
    units: CodeUnit[];
    behaviours: Behaviour[];
};
