import type { TextIntent } from '../../analysis/facts.js';
import type { Severity } from '../../findings.js';
/**
 * Another party's content made binding (src/analysis/prose/content-authority.ts): a document's notes, a
 * ticket's `Agent instructions:` line, a log's commands or a row's note obeyed. High, as any instruction no
 * reviewer has seen; critical when the text also drops the user's check ("without asking the user", "they
 * do not need to be checked with the user" in the sentence or the few lines after) or has the agent run or
 * send what the content says: then whoever writes the content acts through the agent with nobody between.
 */
export declare function partyContentSeverity(intent: TextIntent, all: readonly TextIntent[]): Severity | undefined;
/** What the finding says the text asks. */
export declare const PARTY_CONTENT_WHAT = "makes another party's content binding: instructions inside what the work reads (a document, a message, a ticket, a row, a log, a page) are to be carried out, so whoever writes that content steers the agent";
