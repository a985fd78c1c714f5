import type { RuleContext } from '../types.js';
import { type TextTarget } from './text-context.js';
/**
 * Whether a command-line flag found by a fixed pattern (`--dangerously-skip-permissions`) is asked of the
 * agent or only named. Read by the sentence's role (src/analysis/prose/, docs/prose.md): in Markdown, a
 * flag shown as an example ("add flags as needed (e.g., `tool --flag`)"), in a log line or a catalogue is
 * a mention; in a data file the value holding it is read as a sentence ("notes = \"… the flag's non-root
 * requirement …\"" names it, "notes = \"Always launch with the flag\"" asks); in a script or a shell rc file
 * it is code, whose agent launches the code analysis reports (permissive-allowed-tools). Plain text and
 * anything unparsed count as asked.
 */
export declare function flagAsked(ctx: RuleContext, t: TextTarget, offset: number): Promise<boolean>;
