import type { Behaviour, CodeUnit, TextIntent } from './facts.js';
import { type ClassifyOptions } from './hosts.js';
import type { LineMap } from './lines.js';
import type { MarkdownDoc } from './markdown.js';
import type { RoleSpan } from './prose/facts.js';
/**
 * An install the text asks a person to carry out, written in words (rules/remote-code-execution.md, "Asked
 * to install"): a download from an address (a release page, the author's host) and, in the same passage, a
 * step that runs it — open it, run `./tool`, install the package — or "copy the command that page shows
 * into Terminal". Installing an app someone downloads is ordinary, so only an ask that also removes what
 * stands between a download and its first run becomes a run here: Gatekeeper's block overridden
 * ("Control-click the package, choose Open", "allow it in Privacy & Security"), the quarantine attribute
 * stripped, SmartScreen's "Run anyway", a password on the archive (which keeps its content from every
 * scanner on the way), or a page's text pasted into a shell (the command is nowhere in the skill to review).
 * Each becomes an `execute` of downloaded code in an `asked` unit, graded by the rule like one in code.
 * Negated sentences and mentions (a catalogue of campaign indicators, "never remove the quarantine
 * attribute") ask nothing.
 */
/** The label of the units made here: the rule words and grades them as a person's install. */
export declare const ASKED_INSTALL = "text asking to install";
export declare function proseInstalls(text: string, md: MarkdownDoc, roles: readonly RoleSpan[], lines: LineMap, unitCount: number, hosts: ClassifyOptions): {
    units: CodeUnit[];
    behaviours: Behaviour[];
};
/** What the text asks the agent or a person to do with no code written: writes (prose-writes.ts) and installs. */
export declare function askedFacts(text: string, md: MarkdownDoc, prose: {
    intents: readonly TextIntent[];
    roles: readonly RoleSpan[];
}, lines: LineMap, unitCount: number, hosts: ClassifyOptions): {
    units: CodeUnit[];
    behaviours: Behaviour[];
};
