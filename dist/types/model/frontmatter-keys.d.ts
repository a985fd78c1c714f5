import type { Node } from 'yaml';
import type { Region } from '../findings.js';
import { type SimpleEntry } from './frontmatter-simple.js';
/** A frontmatter's top-level keys (src/model/frontmatter.ts `keyOrder`, `keys`). */
export interface KeyInfo {
    key: string;
    keyRegion: Region;
    /** Region of the value; the key's region when the value is empty. */
    valueRegion: Region;
    value: unknown;
    node: Node | null;
}
/** Where a frontmatter's regions come from (the `Frontmatter` the keys belong to). */
export interface KeyRegions {
    offsetRegion(start: number, end: number): Region;
    nodeRegion(node: Node | null | undefined): Region | undefined;
    wholeRegion(): Region;
}
/** `get` and `has` of a frontmatter's keys (the last of duplicates), without a hash table per document. */
export interface KeyLookup {
    get(key: string): KeyInfo | undefined;
    has(key: string): boolean;
}
/**
 * A key as `Frontmatter.keyOrder` holds it: its regions are found when first asked (most never are: a
 * 10,000-skill scan reports on a few), and a simple frontmatter's nodes are built then too.
 */
export declare class KeyEntry implements KeyInfo {
    private readonly owner;
    readonly key: string;
    readonly value: unknown;
    /** The parser's nodes, or the simple entry they are built from. */
    private readonly from;
    private keyAt;
    private valueAt;
    constructor(owner: KeyRegions, key: string, value: unknown, 
    /** The parser's nodes, or the simple entry they are built from. */
    from: {
        keyNode: Node | null;
        valueNode: Node | null;
    } | SimpleEntry);
    private valueNode;
    get node(): Node | null;
    get keyRegion(): Region;
    get valueRegion(): Region;
}
/** Keys looked up by a scan along `keyOrder` (a handful), through a map only for a long frontmatter. */
export declare class KeyIndex implements KeyLookup {
    private readonly order;
    private map;
    constructor(order: readonly KeyInfo[]);
    get(key: string): KeyInfo | undefined;
    has(key: string): boolean;
}
