import type { Node } from 'yaml';
import { yamlLib } from '../../analysis/yaml-lib.js';
import type { Region } from '../../findings.js';
import type { Frontmatter } from '../../model/frontmatter.js';

/**
 * Reads `allowed-tools` / `disallowed-tools` / `tools` the way Claude Code does: a string whose entries are
 * separated by spaces or commas outside parentheses (`Bash(git add *) Read`), or a YAML list of entries.
 * Every entry keeps the region of its own text so findings point at the exact tool.
 */

export interface ToolEntry {
  /** The entry as written: `Bash(git add *)`. */
  text: string;
  /** The tool part before any `(`: `Bash`. */
  name: string;
  region: Region;
}

export interface ToolListProblem {
  kind: 'type' | 'item-type' | 'unbalanced' | 'empty-entry' | 'bad-form' | 'several-in-item';
  message: string;
  region: Region;
}

export interface ToolList {
  entries: ToolEntry[];
  problems: ToolListProblem[];
}

/** A tool name, optionally with a rule specifier in parentheses; MCP names contain underscores. */
const ENTRY_RE = /^[A-Za-z_][A-Za-z0-9_.*-]*(\(.*\))?$/s;
const MAX_ENTRIES = 500;

interface Piece {
  text: string;
  start: number;
}

/** Splits on spaces/commas at parenthesis depth 0; reports unbalanced parentheses and empty comma slots. */
function splitEntries(s: string): { pieces: Piece[]; unbalancedAt: number; emptyAt: number } {
  const pieces: Piece[] = [];
  let depth = 0;
  let start = -1;
  let unbalancedAt = -1;
  let emptyAt = -1;
  let lastComma = -2;
  let sawEntrySinceComma = true;
  for (let i = 0; i <= s.length && pieces.length < MAX_ENTRIES; i++) {
    const c = i < s.length ? s[i]! : ' ';
    const sep = depth === 0 && (c === ',' || /\s/.test(c));
    if (sep) {
      if (start >= 0) {
        pieces.push({ text: s.slice(start, i), start });
        start = -1;
        sawEntrySinceComma = true;
      }
      if (c === ',') {
        if (!sawEntrySinceComma && emptyAt < 0) emptyAt = i;
        lastComma = i;
        sawEntrySinceComma = false;
      }
      continue;
    }
    if (start < 0) start = i;
    if (c === '(') depth++;
    else if (c === ')') {
      depth--;
      if (depth < 0) {
        if (unbalancedAt < 0) unbalancedAt = i;
        depth = 0;
      }
    }
  }
  if (depth > 0 && unbalancedAt < 0) unbalancedAt = start >= 0 ? start : s.length - 1;
  if (start >= 0 && depth > 0) pieces.push({ text: s.slice(start), start });
  // A trailing comma with nothing after it is an empty entry too.
  if (lastComma >= 0 && !sawEntrySinceComma && emptyAt < 0) emptyAt = lastComma;
  return { pieces, unbalancedAt, emptyAt };
}

function describe(v: unknown): string {
  if (v === null) return 'an empty value';
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'a mapping' : `a ${typeof v}`;
}

/** Parses one tool-list key of a frontmatter; undefined when the key is absent. */
export function readToolList(fm: Frontmatter, key: string): ToolList | undefined {
  const info = fm.keys.get(key);
  if (!info) return undefined;
  const out: ToolList = { entries: [], problems: [] };
  const v = info.value;
  const node = info.node;
  if (typeof v === 'string' && yamlLib().isScalar(node)) {
    scanString(fm, node, v, info.valueRegion, out, false);
  } else if (Array.isArray(v) && yamlLib().isSeq(node)) {
    node.items.slice(0, MAX_ENTRIES).forEach((item, i) => {
      const region = fm.nodeRegion(item as Node) ?? info.valueRegion;
      const iv = v[i];
      if (typeof iv !== 'string') {
        out.problems.push({
          kind: 'item-type',
          message: `list entry is ${describe(iv)}, not a tool name`,
          region,
        });
        return;
      }
      scanString(fm, item as Node, iv, region, out, true);
    });
  } else if (v !== null) {
    out.problems.push({
      kind: 'type',
      message: `'${key}' is ${describe(v)}; it must be a space- or comma-separated string or a YAML list of tool names`,
      region: info.valueRegion,
    });
  }
  return out;
}

function scanString(
  fm: Frontmatter,
  node: Node,
  s: string,
  fallback: Region,
  out: ToolList,
  inList: boolean,
) {
  const { pieces, unbalancedAt, emptyAt } = splitEntries(s);
  const regionOf = (offset: number, length: number): Region =>
    locate(fm, node, s, offset, length) ?? fallback;
  if (unbalancedAt >= 0) {
    out.problems.push({
      kind: 'unbalanced',
      message: 'unbalanced parentheses: the entries after this point are read as one garbled tool rule',
      region: regionOf(unbalancedAt, 1),
    });
  }
  if (emptyAt >= 0) {
    out.problems.push({
      kind: 'empty-entry',
      message: 'empty entry between commas',
      region: regionOf(emptyAt, 1),
    });
  }
  if (inList && pieces.length > 1) {
    out.problems.push({
      kind: 'several-in-item',
      message: `one list entry holds ${pieces.length} tools ('${s.trim()}'); a list entry is one tool rule, so write one per line`,
      region: fallback,
    });
  }
  for (const p of pieces) {
    const region = regionOf(p.start, p.text.length);
    if (!ENTRY_RE.test(p.text)) {
      if (unbalancedAt < 0) {
        out.problems.push({
          kind: 'bad-form',
          message: `'${p.text}' is not a tool name or a Tool(specifier) rule`,
          region,
        });
      }
      continue;
    }
    const paren = p.text.indexOf('(');
    out.entries.push({ text: p.text, name: paren < 0 ? p.text : p.text.slice(0, paren), region });
  }
}

/**
 * Maps an offset in the parsed string back to the file. Exact for plain and quoted single-line scalars
 * (the common case); for folded or escaped strings it falls back to the value's region.
 */
function locate(fm: Frontmatter, node: Node, s: string, offset: number, length: number): Region | undefined {
  if (!node.range || !yamlLib().isScalar(node)) return undefined;
  const type = node.type;
  const lead = type === 'QUOTE_DOUBLE' || type === 'QUOTE_SINGLE' ? 1 : type === 'PLAIN' ? 0 : -1;
  if (lead < 0 || s.includes('\n')) return undefined;
  const rawLen = node.range[1] - node.range[0];
  // Escapes and line folding change lengths; only trust a direct mapping when the raw text is exactly as long.
  if (rawLen !== s.length + 2 * lead) return undefined;
  const start = node.range[0] + lead + offset;
  return fm.offsetRegion(start, start + Math.max(1, length));
}
