import type * as Yaml from 'yaml';
import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/** A YAML (or JSON) document as data, with where each value sits; undefined when it does not parse. */
export declare function yamlData(text: string): {
    data: unknown;
    doc: Yaml.Document;
} | undefined;
/** A YAML document as data, with where each value sits; undefined when it does not parse as a mapping. */
export declare function yamlDoc(text: string): {
    data: Record<string, unknown>;
    doc: Yaml.Document;
} | undefined;
/** The region of the node at `path` (its first line when the node is a block). */
export declare function yamlRegion(doc: Yaml.Document, path: readonly (string | number)[], lines: LineMap): import("../findings.js").Region | undefined;
export declare function composeCommands(text: string, lines: LineMap): UnitSpec[];
/**
 * Where the values a Compose file or a workflow runs sit in the text (`command`, `entrypoint`, healthchecks;
 * steps' `run`): code read as code, which the data-file reading of the rest of the file leaves out.
 */
export declare function yamlCodeSpans(text: string, format: 'compose' | 'workflow'): Array<[number, number]>;
/** The text ranges of the nodes at `paths` that exist. */
export declare function yamlRanges(doc: Yaml.Document, paths: ReadonlyArray<ReadonlyArray<string | number>>): Array<[number, number]>;
