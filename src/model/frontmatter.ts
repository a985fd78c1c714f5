import type { Document, Node, Scalar, YAMLMap } from 'yaml';
import type { LineMap } from '../analysis/lines.js';
import { yamlLib } from '../analysis/yaml-lib.js';
import type { Region } from '../findings.js';
import { KeyEntry, KeyIndex, type KeyInfo, type KeyLookup } from './frontmatter-keys.js';
import { type SimpleMapping, simpleMapping, simpleRoot } from './frontmatter-simple.js';
import { keyRegionAtPath, regionAtPath, type YamlRoot } from './positions.js';

export type { KeyInfo, KeyLookup } from './frontmatter-keys.js';

/**
 * Frontmatter as the runtimes split it: the file (after a UTF-8 BOM) must start with a line that is
 * exactly `---`; it ends at the next line that is exactly `---` (trailing blanks tolerated, CRLF too).
 * skills-ref splits naively on the first `---` substring instead; that position is recorded so a rule
 * can report files the two splits read differently.
 */

export interface FrontmatterLimits {
  /** Frontmatter larger than this is not parsed (parser-abuse). */
  maxBytes: number;
  /** Alias expansions allowed when building values (YAML alias bombs). */
  maxAliasCount: number;
  /** Nesting depth of collections allowed before the parser is even run. */
  maxDepth: number;
}

export const DEFAULT_FRONTMATTER_LIMITS: FrontmatterLimits = {
  maxBytes: 64 * 1024,
  maxAliasCount: 100,
  maxDepth: 32,
};

export type FrontmatterErrorCode =
  | 'yaml-syntax'
  | 'duplicate-key'
  | 'alias-limit'
  | 'depth-limit'
  | 'size-limit'
  | 'not-a-mapping'
  | 'multi-document';

export interface FrontmatterError {
  code: FrontmatterErrorCode;
  message: string;
  region: Region;
}

export interface SplitResult {
  /** The file starts with a `---` line. */
  present: boolean;
  /** A closing `---` line was found. */
  closed: boolean;
  /** Offset in the text where the YAML starts / ends (exclusive), valid when present. */
  yamlStart: number;
  yamlEnd: number;
  /** 1-based line of the opening `---` (1) and of the closing one. */
  openLine: number;
  closeLine: number;
  /** Offset where the body starts (0 when there is no frontmatter). */
  bodyStart: number;
  /** Offset of the first `---` substring after the opener (what `split("---", 2)` closes on), if any. */
  naiveCloseOffset: number;
}

const OPEN_RE = /^---[ \t]*\r?\n/;
const CLOSE_RE = /^---[ \t]*\r?$/gm;

export function splitFrontmatter(text: string): SplitResult {
  const none: SplitResult = {
    present: false,
    closed: false,
    yamlStart: 0,
    yamlEnd: 0,
    openLine: 0,
    closeLine: 0,
    bodyStart: 0,
    naiveCloseOffset: -1,
  };
  const open = OPEN_RE.exec(text);
  if (!open) return text.startsWith('---') ? { ...none, naiveCloseOffset: text.indexOf('---', 3) } : none;
  const yamlStart = open[0].length;
  const naiveCloseOffset = text.indexOf('---', 3);
  CLOSE_RE.lastIndex = yamlStart;
  // An empty frontmatter closes on the very next line, which the regex (anchored at line start) finds.
  const close = CLOSE_RE.exec(text);
  if (!close) {
    return { ...none, present: true, yamlStart, yamlEnd: text.length, openLine: 1, naiveCloseOffset };
  }
  let lines = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < close.index; i = text.indexOf('\n', i + 1)) lines++;
  let bodyStart = close.index + close[0].length;
  if (text[bodyStart] === '\n') bodyStart++;
  return {
    present: true,
    closed: true,
    yamlStart,
    yamlEnd: close.index,
    openLine: 1,
    closeLine: lines,
    bodyStart,
    naiveCloseOffset,
  };
}

/** Deepest bracket or indentation nesting, measured without parsing (the parser itself recurses). */
export function nestingDepth(src: string): number {
  let depth = 0;
  let max = 0;
  let quote = '';
  // Only brackets nest here (quotes and comments only hide brackets): most frontmatter has none to count.
  const brackets = src.includes('[') || src.includes('{');
  for (let i = 0; brackets && i < src.length; i++) {
    const c = src[i];
    if (quote) {
      if (c === quote) quote = '';
      else if (c === '\n') quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
    else if (c === '#') {
      const nl = src.indexOf('\n', i);
      i = nl < 0 ? src.length : nl;
    }
  }
  // Block-style nesting: every two columns of indentation at most one level. A line starting with a
  // printable ASCII character has none: only the others are measured, by the same `trimStart`.
  for (let start = 0; start < src.length; ) {
    const nl = src.indexOf('\n', start);
    const end = nl < 0 ? src.length : nl;
    const c = src.charCodeAt(start);
    if (start < end && !(c > 32 && c < 127)) {
      const line = src.slice(start, end);
      const indent = line.length - line.trimStart().length;
      max = Math.max(max, Math.floor(indent / 2));
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return max;
}

/**
 * The 1-based line the body starts on (`LineMap.position(split.bodyStart).line`) without a line map: the
 * closing line's, or the next one's when the body starts after its line break.
 */
export function bodyStartLine(split: SplitResult, text: string): number {
  if (!split.closed) return 1;
  return split.closeLine + (text.charCodeAt(split.bodyStart - 1) === 10 ? 1 : 0);
}

const NO_ERRORS: readonly FrontmatterError[] = Object.freeze([]);

export class Frontmatter {
  /** What is wrong with it (most frontmatter: nothing, and no list of its own for that). */
  get errors(): readonly FrontmatterError[] {
    return this.problems ?? NO_ERRORS;
  }
  private problems: FrontmatterError[] | undefined;

  private fail(error: FrontmatterError): void {
    this.problems ??= [];
    this.problems.push(error);
  }

  /** The parsed value when it is a mapping; undefined when absent or unusable. */
  data: Record<string, unknown> | undefined;
  /** The YAML's root node, for positions (src/model/positions.ts); not the whole `Document`. */
  private root: YamlRoot | undefined;
  /** A simple frontmatter (src/model/frontmatter-simple.ts), whose nodes are built when asked for. */
  private simple: SimpleMapping | undefined;
  private order: KeyInfo[] | undefined;
  private index: KeyLookup | undefined;

  constructor(
    readonly split: SplitResult,
    private readonly lines: LineMap,
    limits: FrontmatterLimits = DEFAULT_FRONTMATTER_LIMITS,
  ) {
    if (!split.present || !split.closed) return;
    const src = lines.text.slice(split.yamlStart, split.yamlEnd);
    if (src.length > limits.maxBytes) {
      this.fail({
        code: 'size-limit',
        message: `frontmatter is ${src.length} characters, over the ${limits.maxBytes}-character parse limit`,
        region: this.wholeRegion(),
      });
      return;
    }
    const depth = nestingDepth(src);
    if (depth > limits.maxDepth) {
      this.fail({
        code: 'depth-limit',
        message: `frontmatter nests ${depth} levels deep, over the limit of ${limits.maxDepth}`,
        region: this.wholeRegion(),
      });
      return;
    }
    if (src.trim() === '') {
      this.data = {};
      return;
    }
    const simple = simpleMapping(src);
    if (simple) {
      this.simple = simple;
      this.data = simple.data;
      return;
    }
    this.parse(src, limits);
  }

  /** The YAML parser's reading, for a frontmatter the simple reading does not take. */
  private parse(src: string, limits: FrontmatterLimits): void {
    const yaml = yamlLib();
    let doc: Document;
    try {
      // Positions come from node ranges through the file's line map: no line counter for the parser to fill.
      doc = yaml.parseDocument(src, { uniqueKeys: true, prettyErrors: false, strict: true });
    } catch (e) {
      this.fail({
        code: 'yaml-syntax',
        message: `YAML parser failed: ${(e as Error).message}`,
        region: this.wholeRegion(),
      });
      return;
    }
    this.root = doc.contents;
    for (const err of doc.errors) {
      const [a, b] = err.pos;
      this.fail({
        code: err.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-syntax',
        message: err.message.split('\n')[0]!,
        region: this.offsetRegion(a, b),
      });
    }
    if (doc.errors.some((e) => e.code !== 'DUPLICATE_KEY')) return;
    const contents = doc.contents;
    if (!yaml.isMap(contents)) {
      if (contents !== null) {
        this.fail({
          code: 'not-a-mapping',
          message: 'frontmatter must be a YAML mapping of keys to values',
          region: this.nodeRegion(contents) ?? this.wholeRegion(),
        });
      }
      return;
    }
    let data: unknown;
    try {
      data = doc.toJS({ maxAliasCount: limits.maxAliasCount });
    } catch (e) {
      this.fail({
        code: 'alias-limit',
        message: `frontmatter expands too many aliases (${(e as Error).message}); treated as a YAML alias bomb`,
        region: this.wholeRegion(),
      });
      return;
    }
    this.data = (data ?? {}) as Record<string, unknown>;
    this.order = this.indexKeys(contents);
  }

  /** Every top-level key with its value and nodes, in source order. */
  private indexKeys(contents: YAMLMap): KeyInfo[] {
    const yaml = yamlLib();
    const order: KeyInfo[] = [];
    for (const item of contents.items) {
      if (!yaml.isPair(item)) continue;
      const keyNode = item.key as Node | null;
      const key = yaml.isScalar(keyNode) ? String((keyNode as Scalar).value) : String(keyNode);
      const valueNode = item.value as Node | null;
      order.push(new KeyEntry(this, key, this.data?.[key], { keyNode, valueNode }));
    }
    return order;
  }

  /** Keys in source order, duplicates included (`keys` keeps the last, as js-yaml would fail). */
  get keyOrder(): readonly KeyInfo[] {
    if (this.order === undefined) {
      const simple = this.simple;
      this.order = simple ? simple.entries.map((e) => new KeyEntry(this, e.key, e.value, e)) : [];
    }
    return this.order;
  }

  /** Every top-level key with its regions and value (the last of duplicates). */
  get keys(): KeyLookup {
    this.index ??= new KeyIndex(this.keyOrder);
    return this.index;
  }

  /** The root node, a simple frontmatter's built on the first look (with the value nodes its keys hand out). */
  private rootNode(): YamlRoot | undefined {
    if (this.root === undefined && this.simple) {
      this.root = simpleRoot(
        this.simple,
        this.keyOrder.map((k) => k.node as Scalar),
      );
    }
    return this.root;
  }

  get present(): boolean {
    return this.split.present;
  }

  get(key: string): unknown {
    return this.data?.[key];
  }

  has(key: string): boolean {
    return this.data !== undefined && Object.hasOwn(this.data, key);
  }

  /** File region for an offset range inside the YAML source. */
  offsetRegion(start: number, end: number): Region {
    return this.lines.region(this.split.yamlStart + start, this.split.yamlStart + end);
  }

  /** The region of the whole YAML source. */
  wholeRegion(): Region {
    return this.offsetRegion(0, Math.max(1, this.split.yamlEnd - this.split.yamlStart));
  }

  nodeRegion(node: Node | null | undefined): Region | undefined {
    if (!node?.range) return undefined;
    return this.offsetRegion(node.range[0], node.range[1]);
  }

  /** Region of a nested value by path (`['hooks', 'PreToolUse', 0]`), falling back to the nearest parent. */
  regionAt(path: ReadonlyArray<string | number>): Region | undefined {
    const root = this.rootNode();
    return root !== undefined ? regionAtPath(root, path, (n) => this.nodeRegion(n)) : undefined;
  }

  /** Region of a key (not its value) by path. */
  keyRegionAt(path: ReadonlyArray<string | number>): Region | undefined {
    const root = this.rootNode();
    return root !== undefined ? keyRegionAtPath(root, path, (n) => this.nodeRegion(n)) : undefined;
  }

  /** Region covering the whole frontmatter block, `---` lines included. */
  blockRegion(): Region {
    return {
      startLine: 1,
      startColumn: 1,
      endLine: this.split.closed ? this.split.closeLine : 1,
      endColumn: 4,
    };
  }
}
