import type { DocHeads } from '../model/doc-heads.js';
import type { FileStore } from '../model/files.js';
import { type FrontmatterLimits } from '../model/frontmatter.js';
import type { HooksFile, MarketplaceInfo, PluginInfo, RuntimeId, SkillDoc } from '../model/skill.js';
import { type RuntimeProfile } from './runtimes/index.js';
/**
 * Runs the runtimes' own discovery over the tree, from the runtime profiles (src/discovery/runtimes/):
 * skills in every skill root, legacy commands and subagents, plugins and their components, and settings
 * files with hooks. One real file reached through several paths is one SkillDoc.
 */
export type Layout = 'auto' | 'project' | 'home';
export interface DiscoveryOptions {
    /** `home` treats the root as a user's home folder (a dotfiles repository). */
    layout: Layout;
    /** Runtimes to emulate; others are not recorded as loaders. */
    runtimes: readonly RuntimeId[];
    /** The runtime profiles to emulate from (default: every runtime skillscan knows). */
    registry?: readonly RuntimeProfile[];
    frontmatterLimits?: FrontmatterLimits;
    /** Heads of skill documents an earlier scan kept (`--cache` on a pull-request scan): bodies read on demand. */
    heads?: DocHeads;
    /** Name of the scanned folder: a plugin at the root without a manifest name is named after it. */
    rootName?: string;
    /**
     * A pull-request scan's changed paths: written configuration is searched only near them (written-config.ts).
     * Awaited only there, so git's answer keeps overlapping the rest of discovery.
     */
    changed?: ReadonlySet<string> | Promise<ReadonlySet<string>>;
}
export interface Discovery {
    skills: SkillDoc[];
    plugins: PluginInfo[];
    marketplaces: MarketplaceInfo[];
    hooksFiles: HooksFile[];
    /** The layout actually used (auto resolved). */
    layout: 'project' | 'home';
}
export declare function discover(files: FileStore, options: DiscoveryOptions): Promise<Discovery>;
/** A skill document's file name, as runtimes match it (any case). */
export declare function isSkillDocumentName(name: string): boolean;
