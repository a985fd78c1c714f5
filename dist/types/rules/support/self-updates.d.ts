import type { RuleContext } from '../types.js';
/** Variables the script sets to its own folder or one above it, with the tree folder each names. */
export declare function ownFolders(text: string, script: string, skillDir: string | undefined): Map<string, string>;
/** The skill folder that holds `path` (the nearest folder above with a SKILL.md). */
export declare function skillFolderOf(ctx: RuleContext, path: string): string | undefined;
/** Reports each self-update that puts a download over files the skill reads or runs. */
export declare function selfUpdates(ctx: RuleContext): Promise<void>;
