import type { Document, Node, Scalar, YAMLMap } from 'yaml';
import type { LineMap } from '../analysis/lines.js';
import { yamlLib } from '../analysis/yaml-lib.js';
import type { Region } from '../findings.js';
import { simpleMapping } from './frontmatter-simple.js';
import { keyRegionAtPath, regionAtPath, type YamlRoot } from './positions.js';

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

export interface KeyInfo {
  key: string;
  keyRegion: Region;
  /** Region of the value; the key's region when the value is empty. */
  valueRegion: Region;
  value: unknown;
  node: Node | null;
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
  for (let i = 0; i < close.index; i++) if (text.charCodeAt(i) === 10) lines++;
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
  for (let i = 0; i < src.length; i++) {
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
  // Block-style nesting: every two columns of indentation at most one level.
  for (const line of src.split('\n')) {
    const indent = line.length - line.trimStart().length;
    max = Math.max(max, Math.floor(indent / 2));
  }
  return max;
}

export class Frontmatter {
  readonly errors: FrontmatterError[] = [];
  readonly keys = new Map<string, KeyInfo>();
  /** Keys in source order, duplicates included (the map keeps the last, as js-yaml would fail). */
  readonly keyOrder: KeyInfo[] = [];
  /** The parsed value when it is a mapping; undefined when absent or unusable. */
  data: Record<string, unknown> | undefined;
  /** The YAML's root node, for positions (src/model/positions.ts); not the whole `Document`. */
  private root: YamlRoot | undefined;

  constructor(
    readonly split: SplitResult,
    private readonly lines: LineMap,
    limits: FrontmatterLimits = DEFAULT_FRONTMATTER_LIMITS,
  ) {
    if (!split.present || !split.closed) return;
    const src = lines.text.slice(split.yamlStart, split.yamlEnd);
    const whole = this.offsetRegion(0, Math.max(1, src.length));
    if (src.length > limits.maxBytes) {
      this.errors.push({
        code: 'size-limit',
        message: `frontmatter is ${src.length} characters, over the ${limits.maxBytes}-character parse limit`,
        region: whole,
      });
      return;
    }
    const depth = nestingDepth(src);
    if (depth > limits.maxDepth) {
      this.errors.push({
        code: 'depth-limit',
        message: `frontmatter nests ${depth} levels deep, over the limit of ${limits.maxDepth}`,
        region: whole,
      });
      return;
    }
    if (src.trim() === '') {
      this.data = {};
      return;
    }
    const simple = simpleMapping(src);
    if (simple) {
      this.root = simple.root;
      this.data = simple.data;
      this.indexKeys(simple.root, whole);
      return;
    }
    const yaml = yamlLib();
    let doc: Document;
    try {
      // Positions come from node ranges through the file's line map: no line counter for the parser to fill.
      doc = yaml.parseDocument(src, { uniqueKeys: true, prettyErrors: false, strict: true });
    } catch (e) {
      this.errors.push({
        code: 'yaml-syntax',
        message: `YAML parser failed: ${(e as Error).message}`,
        region: whole,
      });
      return;
    }
    this.root = doc.contents;
    for (const err of doc.errors) {
      const [a, b] = err.pos;
      this.errors.push({
        code: err.code === 'DUPLICATE_KEY' ? 'duplicate-key' : 'yaml-syntax',
        message: err.message.split('\n')[0]!,
        region: this.offsetRegion(a, b),
      });
    }
    if (doc.errors.some((e) => e.code !== 'DUPLICATE_KEY')) return;
    const contents = doc.contents;
    if (!yaml.isMap(contents)) {
      if (contents !== null) {
        this.errors.push({
          code: 'not-a-mapping',
          message: 'frontmatter must be a YAML mapping of keys to values',
          region: this.nodeRegion(contents) ?? whole,
        });
      }
      return;
    }
    let data: unknown;
    try {
      data = doc.toJS({ maxAliasCount: limits.maxAliasCount });
    } catch (e) {
      this.errors.push({
        code: 'alias-limit',
        message: `frontmatter expands too many aliases (${(e as Error).message}); treated as a YAML alias bomb`,
        region: whole,
      });
      return;
    }
    this.data = (data ?? {}) as Record<string, unknown>;
    this.indexKeys(contents, whole);
  }

  /** Every top-level key with its regions and value, in source order. */
  private indexKeys(contents: YAMLMap, whole: Region): void {
    const yaml = yamlLib();
    for (const item of contents.items) {
      if (!yaml.isPair(item)) continue;
      const keyNode = item.key as Node | null;
      const key = yaml.isScalar(keyNode) ? String((keyNode as Scalar).value) : String(keyNode);
      const keyRegion = this.nodeRegion(keyNode) ?? whole;
      const valueNode = item.value as Node | null;
      const info: KeyInfo = {
        key,
        keyRegion,
        valueRegion: this.nodeRegion(valueNode) ?? keyRegion,
        value: this.data?.[key],
        node: valueNode,
      };
      this.keyOrder.push(info);
      this.keys.set(key, info);
    }
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

  nodeRegion(node: Node | null | undefined): Region | undefined {
    if (!node?.range) return undefined;
    return this.offsetRegion(node.range[0], node.range[1]);
  }

  /** Region of a nested value by path (`['hooks', 'PreToolUse', 0]`), falling back to the nearest parent. */
  regionAt(path: ReadonlyArray<string | number>): Region | undefined {
    return this.root !== undefined ? regionAtPath(this.root, path, (n) => this.nodeRegion(n)) : undefined;
  }

  /** Region of a key (not its value) by path. */
  keyRegionAt(path: ReadonlyArray<string | number>): Region | undefined {
    return this.root !== undefined ? keyRegionAtPath(this.root, path, (n) => this.nodeRegion(n)) : undefined;
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
