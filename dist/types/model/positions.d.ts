import type { Node } from 'yaml';
import { LineMap } from '../analysis/lines.js';
import type { Region } from '../findings.js';
type ToRegion = (node: Node | null | undefined) => Region | undefined;
/**
 * A parsed YAML document's root node: what positions are read from. Holders keep this rather than the
 * `Document`, whose options, directives and line counter were ~2 KB per skill frontmatter.
 */
export type YamlRoot = Node | null;
/** Region of a nested value by path, falling back to the nearest parent that has one. */
export declare function regionAtPath(root: YamlRoot, path: ReadonlyArray<string | number>, toRegion: ToRegion): Region | undefined;
/** Region of a key (not its value) by path; array indexes give the element. */
export declare function keyRegionAtPath(root: YamlRoot, path: ReadonlyArray<string | number>, toRegion: ToRegion): Region | undefined;
/**
 * A JSON file (plugin.json, hooks.json, settings.json …) with the position of every key and value.
 * `JSON.parse` decides validity (runtimes use it); the YAML parser, a JSON superset, supplies positions.
 */
export declare class JsonDoc {
    readonly data: unknown;
    readonly error: {
        message: string;
        region: Region;
    } | undefined;
    /** The YAML parse positions come from, made on the first question (most JSON files are never asked one). */
    private root;
    private parsed;
    readonly lines: LineMap;
    constructor(text: string);
    private rootNode;
    private nodeRegion;
    regionAt(path: ReadonlyArray<string | number>): Region | undefined;
    keyRegionAt(path: ReadonlyArray<string | number>): Region | undefined;
}
export {};
