import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { LineMap } from '../analysis/lines.js';
import type { Region } from '../findings.js';

type ToRegion = (node: Node | null | undefined) => Region | undefined;

/** Region of a nested value by path, falling back to the nearest parent that has one. */
export function regionAtPath(doc: Document, path: ReadonlyArray<string | number>, toRegion: ToRegion) {
  for (let n = path.length; n > 0; n--) {
    const node = doc.getIn(path.slice(0, n), true) as Node | undefined;
    const r = node && typeof node === 'object' ? toRegion(node) : undefined;
    if (r) return r;
  }
  return toRegion(doc.contents as Node | null);
}

/** Region of a key (not its value) by path; array indexes give the element. */
export function keyRegionAtPath(doc: Document, path: ReadonlyArray<string | number>, toRegion: ToRegion) {
  if (path.length === 0) return toRegion(doc.contents as Node | null);
  const parent = path.length === 1 ? doc.contents : doc.getIn(path.slice(0, -1), true);
  const last = path[path.length - 1];
  if (isMap(parent)) {
    for (const item of parent.items) {
      if (isScalar(item.key) && String(item.key.value) === String(last)) return toRegion(item.key as Node);
    }
  }
  if (isSeq(parent) && typeof last === 'number') return toRegion(parent.items[last] as Node);
  return regionAtPath(doc, path, toRegion);
}

/**
 * A JSON file (plugin.json, hooks.json, settings.json …) with the position of every key and value.
 * `JSON.parse` decides validity (runtimes use it); the YAML parser, a JSON superset, supplies positions.
 */
export class JsonDoc {
  readonly data: unknown;
  readonly error: { message: string; region: Region } | undefined;
  private readonly doc: Document | undefined;
  readonly lines: LineMap;

  constructor(text: string) {
    this.lines = new LineMap(text);
    let data: unknown;
    let error: JsonDoc['error'];
    try {
      data = JSON.parse(text);
    } catch (e) {
      const msg = (e as Error).message;
      const m = /position (\d+)/.exec(msg);
      const at = m ? Number(m[1]) : 0;
      error = { message: msg, region: this.lines.region(at, at + 1) };
    }
    this.data = data;
    this.error = error;
    if (!error) {
      try {
        this.doc = parseDocument(text, { lineCounter: new LineCounter(), uniqueKeys: false });
      } catch {
        this.doc = undefined;
      }
    }
  }

  private nodeRegion: ToRegion = (node) =>
    node?.range ? this.lines.region(node.range[0], node.range[1]) : undefined;

  regionAt(path: ReadonlyArray<string | number>): Region | undefined {
    return this.doc ? regionAtPath(this.doc, path, this.nodeRegion) : undefined;
  }

  keyRegionAt(path: ReadonlyArray<string | number>): Region | undefined {
    return this.doc ? keyRegionAtPath(this.doc, path, this.nodeRegion) : undefined;
  }
}
