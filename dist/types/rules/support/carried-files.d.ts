import type { BehaviourOf, SecretClass } from '../../analysis/facts.js';
import type { Location } from '../../findings.js';
import type { RuleContext } from '../types.js';
import type { Located } from './behaviour.js';
/**
 * Carried files: data one launch point's program stages in a file that another program, started at
 * another moment, sends. A SessionEnd hook copies the event's transcript to a fixed cache file and the next
 * SessionStart hook posts that cache file; a doctor script copies a token cache into a git-ignored archive
 * and a pre-push hook uploads the archive. The sender names a plain file and the stager has no network: the
 * join is the path both spell the same way (src/analysis/produced-files.ts `producedPath`). What a file
 * carries is what the writing code put in — a secret store's content (taint `secret`) or the session
 * transcript (taint `conversation`, or a copy of the file the runtime's event names as `transcript_path`,
 * in a program the runtime starts) — never its name. Built once per scan, only when a send reads a file.
 */
export interface Carried {
    /** The program that stages the data, and the write. */
    path: string;
    write: BehaviourOf<'write'>;
    secret?: SecretClass;
    /** Text of the session: the transcript file, or what the runtime's event carried (a prompt, a tool call). */
    session?: true;
}
/** What the file a send reads (`from`, as the sender spells it) was given by another program. */
export declare function carriedInto(ctx: RuleContext, sender: string, from: string | undefined): Promise<Carried | undefined>;
/** A secret another launch point's program staged in the file a send reads. */
export declare function carriedSecret(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<{
    write: BehaviourOf<'write'>;
    writePath: string;
    secret: SecretClass;
} | undefined>;
/** The session's text another program the runtime starts wrote into the file a send reads. */
export declare function carriedSession(ctx: RuleContext, loc: Located<BehaviourOf<'send'>>): Promise<{
    what: string;
    related: Location[];
} | undefined>;
