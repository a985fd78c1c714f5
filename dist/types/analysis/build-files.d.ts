import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export { withoutJsonComments } from './build-json.js';
type Reader = (text: string, lines: LineMap) => UnitSpec[] | undefined;
/**
 * Every configuration format read as commands, by path: the `format` each launch tool names
 * (src/analysis/launch-tools.ts) and the reader that turns the file into code units.
 */
export declare const CONFIG_FORMATS: ReadonlyArray<{
    format: string;
    path: RegExp;
    shape?: RegExp;
    read: Reader;
}>;
/**
 * The spans of a configuration's text that are commands (read as code by `buildFileUnits`, whose `units` for
 * this text are given), for the reading of the file as data to leave out: a workflow step's `run` is a
 * script, not a sentence for the agent.
 */
export declare function configCodeSpans(path: string, text: string, units?: readonly UnitSpec[]): Array<[number, number]>;
/** True when `path` may be read as commands (`buildFileUnits` decides, by content for a few formats). */
export declare function isBuildFile(path: string): boolean;
/**
 * A tool's configuration (Makefile, mise.toml, justfile, package.json, Dockerfile …): its commands run when
 * that tool runs on it, never because the file is shipped. Notebooks are not: their cells are code an agent
 * runs one by one.
 */
export declare function isToolConfiguration(path: string): boolean;
/** The code units of a build or notebook file; undefined when the path is none of them. */
export declare function buildFileUnits(path: string, text: string, lines: LineMap): UnitSpec[] | undefined;
/** The text with the commands a configuration runs blanked (offsets kept): they were read as code. */
export declare function withoutCode(path: string, text: string, units: readonly UnitSpec[]): string;
