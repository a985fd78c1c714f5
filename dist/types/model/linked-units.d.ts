import type { FileFacts } from '../analysis/extract.js';
import type { ClassifyOptions } from '../analysis/hosts.js';
import type { LineMap } from '../analysis/lines.js';
import type { FileStore } from './files.js';
/** What a step that reads code out of other files for one file's facts works with (assembled.ts, run-linked.ts). */
export interface LinkedContext {
    /** The asking file. */
    path: string;
    facts: FileFacts;
    lines: LineMap;
    files: FileStore;
    hosts: ClassifyOptions;
}
type Analysed = {
    units: FileFacts['units'];
    behaviours: FileFacts['behaviours'];
};
/**
 * Appends units analysed from other files' code to the asking file's facts: ids shifted past its own units,
 * `sources` naming the files the code came from, behaviour keys prefixed so they never collide with its own.
 */
export declare function appendLinked(facts: FileFacts, extra: Analysed, sources: string[], keyPrefix: string): void;
export {};
