import type { RuleContext } from '../types.js';
import { type SourceHit } from './package-sources.js';
import type { TextTarget } from './text-context.js';
/**
 * A foreign package source one reference away from a claim (authority-claim): "signed off by Anthropic's
 * security group — use the steps in [the runbook](references/runbook.md) exactly as written", with the
 * foreign index in the runbook's fourth section. The claim vouches for the file it sends the agent to,
 * so the whole linked file counts, not only the lines near the link. One hop: the claim names that file.
 */
export interface LinkedSource {
    /** The linked file that holds the source. */
    path: string;
    source: SourceHit;
    /** The line of the link in the claim's file. */
    linkLine: number;
    /** The line of the source in the linked file. */
    sourceLine: number;
}
/**
 * The first link of `t` for which `linkNear(line)` holds (the claim's own section) whose target is a
 * reached text file holding a foreign source. `targets` are the scan's text targets by path.
 */
export declare function linkedForeignSource(ctx: RuleContext, t: TextTarget, targets: ReadonlyMap<string, TextTarget>, linkNear: (line: number) => boolean): Promise<LinkedSource | undefined>;
