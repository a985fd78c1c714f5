import type { Node, Scalar } from 'yaml';
import type { Region } from '../findings.js';
import { type SimpleEntry, simpleValueNode } from './frontmatter-simple.js';

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
export class KeyEntry implements KeyInfo {
  private keyAt: Region | undefined;
  private valueAt: Region | undefined;
  constructor(
    private readonly owner: KeyRegions,
    readonly key: string,
    readonly value: unknown,
    /** The parser's nodes, or the simple entry they are built from. */
    private readonly from: { keyNode: Node | null; valueNode: Node | null } | SimpleEntry,
  ) {}

  private valueNode: Scalar | undefined;

  get node(): Node | null {
    if ('keyNode' in this.from) return this.from.valueNode;
    this.valueNode ??= simpleValueNode(this.from);
    return this.valueNode;
  }

  get keyRegion(): Region {
    this.keyAt ??=
      'keyNode' in this.from
        ? (this.owner.nodeRegion(this.from.keyNode) ?? this.owner.wholeRegion())
        : this.owner.offsetRegion(this.from.keyStart, this.from.keyStart + this.from.key.length);
    return this.keyAt;
  }

  get valueRegion(): Region {
    this.valueAt ??=
      'keyNode' in this.from
        ? (this.owner.nodeRegion(this.from.valueNode) ?? this.keyRegion)
        : this.owner.offsetRegion(this.from.valueStart, this.from.valueStart + this.from.width);
    return this.valueAt;
  }
}

/** Keys looked up by a scan along `keyOrder` (a handful), through a map only for a long frontmatter. */
export class KeyIndex implements KeyLookup {
  private map: Map<string, KeyInfo> | undefined;
  constructor(private readonly order: readonly KeyInfo[]) {}

  get(key: string): KeyInfo | undefined {
    const order = this.order;
    if (order.length > 16) {
      if (!this.map) {
        this.map = new Map();
        for (const info of order) this.map.set(info.key, info);
      }
      return this.map.get(key);
    }
    for (let i = order.length - 1; i >= 0; i--) if (order[i]!.key === key) return order[i];
    return undefined;
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }
}
