import type { Node } from 'yaml';
import type { LineMap } from '../analysis/lines.js';
import type { Region } from '../findings.js';
import { type KeyInfo, type KeyLookup } from './frontmatter-keys.js';
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
export declare const DEFAULT_FRONTMATTER_LIMITS: FrontmatterLimits;
export type FrontmatterErrorCode = 'yaml-syntax' | 'duplicate-key' | 'alias-limit' | 'depth-limit' | 'size-limit' | 'not-a-mapping' | 'multi-document';
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
export declare function splitFrontmatter(text: string): SplitResult;
/** Deepest bracket or indentation nesting, measured without parsing (the parser itself recurses). */
export declare function nestingDepth(src: string): number;
/**
 * The 1-based line the body starts on (`LineMap.position(split.bodyStart).line`) without a line map: the
 * closing line's, or the next one's when the body starts after its line break.
 */
export declare function bodyStartLine(split: SplitResult, text: string): number;
export declare class Frontmatter {
    readonly split: SplitResult;
    private readonly lines;
    /** What is wrong with it (most frontmatter: nothing, and no list of its own for that). */
    get errors(): readonly FrontmatterError[];
    private problems;
    private fail;
    /** The parsed value when it is a mapping; undefined when absent or unusable. */
    data: Record<string, unknown> | undefined;
    /** The YAML's root node, for positions (src/model/positions.ts); not the whole `Document`. */
    private root;
    /** A simple frontmatter (src/model/frontmatter-simple.ts), whose nodes are built when asked for. */
    private simple;
    private order;
    private index;
    constructor(split: SplitResult, lines: LineMap, limits?: FrontmatterLimits);
    /** The YAML parser's reading, for a frontmatter the simple reading does not take. */
    private parse;
    /** Every top-level key with its value and nodes, in source order. */
    private indexKeys;
    /** Keys in source order, duplicates included (`keys` keeps the last, as js-yaml would fail). */
    get keyOrder(): readonly KeyInfo[];
    /** Every top-level key with its regions and value (the last of duplicates). */
    get keys(): KeyLookup;
    /** The root node, a simple frontmatter's built on the first look (with the value nodes its keys hand out). */
    private rootNode;
    get present(): boolean;
    get(key: string): unknown;
    has(key: string): boolean;
    /** File region for an offset range inside the YAML source. */
    offsetRegion(start: number, end: number): Region;
    /** The region of the whole YAML source. */
    wholeRegion(): Region;
    nodeRegion(node: Node | null | undefined): Region | undefined;
    /** Region of a nested value by path (`['hooks', 'PreToolUse', 0]`), falling back to the nearest parent. */
    regionAt(path: ReadonlyArray<string | number>): Region | undefined;
    /** Region of a key (not its value) by path. */
    keyRegionAt(path: ReadonlyArray<string | number>): Region | undefined;
    /** Region covering the whole frontmatter block, `---` lines included. */
    blockRegion(): Region;
}
