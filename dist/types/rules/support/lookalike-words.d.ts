import type { RuleContext } from '../types.js';
import { type TextTarget } from './text-context.js';
/**
 * How a word that mixes Latin letters with Cyrillic or Greek look-alikes (`рytest` with a Cyrillic р) is used,
 * for the hidden-unicode rule:
 * - `command` / `host`: the name of something the agent runs or reaches — a command word in code (a fenced or
 *   inline command, a script, a `Bash(…)` pre-approval), or a host the file's code contacts. Written wholly in letters
 *   that read as Latin, it is a disguise: the reviewer reads `pytest`, the shell runs the file named `рytest`
 *   (a plugin's `bin/` shim), the request goes to another registrant's domain.
 * - `mention`: quoted or in code, in a passage that names the trick (Cyrillic, homoglyph, look-alike, punycode
 *   …) and neither run nor contacted: a security guide's example.
 * - `word`: anything else (a typo mixing scripts, a brand written with a Greek letter).
 */
export type LookalikeUse = 'command' | 'host' | 'mention' | 'word';
/** The hosts the file's code contacts (fetches, sends to, runs code from), lower-cased. */
export declare function contactedHosts(ctx: RuleContext, path: string): Promise<ReadonlySet<string>>;
/** In code (see `inCode`) or in a word with a path separator (`~/.aws/cre…`, `bundle/…`): a name, not prose. */
export declare function inName(t: TextTarget, at: number): boolean;
export declare function lookalikeUse(t: TextTarget, w: {
    start: number;
    end: number;
    word: string;
}, hosts: ReadonlySet<string>): LookalikeUse;
