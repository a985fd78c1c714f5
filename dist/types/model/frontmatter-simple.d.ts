import type { YAMLMap } from 'yaml';
/**
 * The frontmatter most skills have — one `key: plain text` per line — read without the YAML parser, which
 * costs ~0.1 ms per document (1.1 s of a pull-request scan over 10,000 skills, where every frontmatter is
 * parsed for the catalogue checks). Only a subset whose meaning cannot differ from YAML 1.2 (the `yaml`
 * package's core schema) is accepted; anything else — escapes, comments, flow or block collections,
 * continuation lines, values YAML would read as a number, boolean or null, duplicate keys, control or
 * unusual blank characters — returns undefined and the parser reads it. The nodes built are the parser's
 * own classes with the ranges it gives (test/model/frontmatter-simple.test.ts compares both on every
 * frontmatter of the real corpus), so positions and values are the same either way.
 */
export interface SimpleMapping {
    root: YAMLMap;
    data: Record<string, string>;
}
export declare function simpleMapping(src: string): SimpleMapping | undefined;
