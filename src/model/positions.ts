import type { Node } from 'yaml';
import { LineMap } from '../analysis/lines.js';
import { yamlLib } from '../analysis/yaml-lib.js';
import type { Region } from '../findings.js';

type ToRegion = (node: Node | null | undefined) => Region | undefined;

/**
 * A parsed YAML document's root node: what positions are read from. Holders keep this rather than the
 * `Document`, whose options, directives and line counter were ~2 KB per skill frontmatter.
 */
export type YamlRoot = Node | null;

/** The node at `path` under `root` (`Document.getIn` without the document). */
function nodeAt(root: YamlRoot, path: ReadonlyArray<string | number>): unknown {
  if (path.length === 0) return root;
  return yamlLib().isCollection(root) ? root.getIn(path, true) : undefined;
}

/** Region of a nested value by path, falling back to the nearest parent that has one. */
export function regionAtPath(root: YamlRoot, path: ReadonlyArray<string | number>, toRegion: ToRegion) {
  for (let n = path.length; n > 0; n--) {
    const node = nodeAt(root, path.slice(0, n)) as Node | undefined;
    const r = node && typeof node === 'object' ? toRegion(node) : undefined;
    if (r) return r;
  }
  return toRegion(root);
}

/** Region of a key (not its value) by path; array indexes give the element. */
export function keyRegionAtPath(root: YamlRoot, path: ReadonlyArray<string | number>, toRegion: ToRegion) {
  if (path.length === 0) return toRegion(root);
  const parent = nodeAt(root, path.slice(0, -1));
  const last = path[path.length - 1];
  if (yamlLib().isMap(parent)) {
    for (const item of parent.items) {
      if (yamlLib().isScalar(item.key) && String(item.key.value) === String(last))
        return toRegion(item.key as Node);
    }
  }
  if (yamlLib().isSeq(parent) && typeof last === 'number') return toRegion(parent.items[last] as Node);
  return regionAtPath(root, path, toRegion);
}

/**
 * A JSON file (plugin.json, hooks.json, settings.json …) with the position of every key and value.
 * `JSON.parse` decides validity (runtimes use it); the YAML parser, a JSON superset, supplies positions.
 */
export class JsonDoc {
  readonly data: unknown;
  readonly error: { message: string; region: Region } | undefined;
  /** The YAML parse positions come from, made on the first question (most JSON files are never asked one). */
  private root: YamlRoot | undefined;
  private parsed = false;
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
    // A file JSON.parse refuses has no positions (nothing is parsed for them).
    this.parsed = error !== undefined;
  }

  private rootNode(): YamlRoot | undefined {
    if (!this.parsed) {
      this.parsed = true;
      const yaml = yamlLib();
      try {
        // JSON.parse decides validity: the YAML errors are never read, so they are not made pretty.
        this.root = yaml.parseDocument(this.lines.text, { uniqueKeys: false, prettyErrors: false }).contents;
      } catch {
        this.root = undefined;
      }
    }
    return this.root;
  }

  private nodeRegion: ToRegion = (node) =>
    node?.range ? this.lines.region(node.range[0], node.range[1]) : undefined;

  regionAt(path: ReadonlyArray<string | number>): Region | undefined {
    const root = this.rootNode();
    return root !== undefined ? regionAtPath(root, path, this.nodeRegion) : undefined;
  }

  keyRegionAt(path: ReadonlyArray<string | number>): Region | undefined {
    const root = this.rootNode();
    return root !== undefined ? keyRegionAtPath(root, path, this.nodeRegion) : undefined;
  }
}
