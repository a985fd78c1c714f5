import type { View } from './view.js';
/** How far after the verb a path in parentheses after the file's name may stand (tokens). */
export declare const APPOSED_REACH = 24;
/**
 * "to the `hooks` of the user-level settings file (`~/.claude/settings.json`)", "at the end of the start-up
 * file of the user's interactive shell (`~/.zshrc` …)": the path in parentheses names the file the phrase
 * before it describes, and that phrase is the one the preposition heads — a file noun a few words before the
 * parenthesis, and to/into/in/of a few words before the noun. Used by intents-write.ts for lasting files.
 */
export declare function apposedFile(v: View, from: number, j: number): boolean;
/**
 * "in `~/.claude.json`, add to the top-level `mcpServers` object", "and, in `~/.claude/settings.json`, set
 * …": the lasting file fronted before the verb, led by in/into/to, with only a comma between it and the verb.
 * Its index, or undefined.
 */
export declare function frontedTarget(v: View, at: number, targets: readonly number[]): number | undefined;
