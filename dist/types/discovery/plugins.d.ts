import type { FileStore, TextFile } from '../model/files.js';
import { JsonDoc } from '../model/positions.js';
import type { MarketplaceInfo, PluginInfo } from '../model/skill.js';
import type { RuntimeProfile } from './runtimes/index.js';
/**
 * Plugins and marketplaces, found from the manifest and marketplace files the runtime profiles name
 * (docs/skills.md §2.7). They come first in discovery: they decide which skills are plugin skills.
 */
export interface PluginSet {
    plugins: PluginInfo[];
    marketplaces: MarketplaceInfo[];
    /** The plugin whose root is the deepest folder above `path`. */
    deepest(path: string): PluginInfo | undefined;
    /**
     * A component's paths: the default folder `<root>/<key>` and the paths the manifest declares (which may
     * replace it). A declared path may be a folder or, for commands and agents, a single file.
     */
    componentDirs(p: PluginInfo, key: string, replaces: boolean): readonly string[];
    manifestField(p: PluginInfo, key: string): unknown;
}
export declare function stringList(v: unknown): string[];
export declare function jsonOf(files: FileStore, path: string): Promise<[TextFile | undefined, JsonDoc | undefined]>;
export declare function findPlugins(files: FileStore, registry: readonly RuntimeProfile[], rootName: string | undefined): Promise<PluginSet>;
