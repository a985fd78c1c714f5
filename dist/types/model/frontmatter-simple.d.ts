import type { Scalar, YAMLMap } from 'yaml';
/**
 * The frontmatter most skills have — one `key: plain text` per line — read without the YAML parser, which
 * costs ~0.1 ms per document (1.1 s of a pull-request scan over 10,000 skills, where every frontmatter is
 * parsed for the catalogue checks). Only a subset whose meaning cannot differ from YAML 1.2 (the `yaml`
 * package's core schema) is accepted; anything else — escapes, comments, flow or block collections,
 * continuation lines, values YAML would read as a number, boolean or null, duplicate keys, control or
 * unusual blank characters — returns undefined and the parser reads it. `simpleRoot` builds the parser's
 * own nodes with the ranges it gives (test/model/frontmatter-simple.test.ts compares both on every
 * frontmatter of the real corpus), so positions and values are the same either way; they are built only
 * when asked for (a mapping, four nodes and their ranges per document outlived every young-generation
 * collection of a 10,000-skill scan, which asks for a few documents' nodes).
 */
export interface SimpleMapping {
    data: Record<string, string>;
    entries: SimpleEntry[];
    /** The YAML source's length (the mapping's range). */
    length: number;
}
/** One `key: value` line: offsets into the YAML source. */
export interface SimpleEntry {
    key: string;
    value: string;
    type: Scalar.Type;
    /** Where the key starts; the value starts at `valueStart` and spans `width` (quotes included). */
    keyStart: number;
    valueStart: number;
    width: number;
    /** Where the next line starts (the value node's range end). */
    next: number;
    /** A blank line comes before this key (not before the first). */
    blankBefore: boolean;
}
export declare function simpleMapping(src: string): SimpleMapping | undefined;
/** The parser's value node of an entry. */
export declare function simpleValueNode(e: SimpleEntry): Scalar;
/** The parser's mapping of a simple frontmatter, with the value nodes given (`simpleValueNode`, built once). */
export declare function simpleRoot(m: SimpleMapping, valueNodes: readonly Scalar[]): YAMLMap;
