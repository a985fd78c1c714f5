import type { Region } from '../findings.js';
import type { RawRef } from './references.js';
/**
 * pytest's `--doctest-modules`: with it in a configuration's `addopts`, `pytest` imports every Python
 * module below its `testpaths` (the configuration's folder when none) and runs the `>>>` examples of their
 * docstrings in the module's namespace. An example reads as documentation ("illustrative only") and
 * runs like a test: the configuration reaches the modules (`doctestRefs`), and a module such a
 * configuration covers is analysed with its examples run after its own code (`doctestUnit`).
 */
/** The section headers pytest reads options from, by configuration file. */
export declare const PYTEST_SECTION: RegExp;
export interface DoctestOptions {
    /** Folders (relative to the configuration's folder) whose modules are collected; [''] for all. */
    testpaths: string[];
}
/** The doctest collection a pytest configuration turns on, if it does. */
export declare function doctestOptions(text: string): DoctestOptions | undefined;
/** Whether a module at `rel` (relative to the configuration's folder) is collected by `options`. */
export declare function collectsModule(options: DoctestOptions, rel: string): boolean;
/** The modules a doctest-collecting configuration reaches: those with an example below each test path. */
export declare function doctestRefs(text: string): RawRef[];
/**
 * The module followed by its examples as one unit, as doctest runs them (in the module's globals, after
 * its code): each example line without its prompt, placed on the line it stands on. A `>>>` line can
 * only stand inside a string in valid Python, so every such line is an example (a string that is not a
 * docstring is not run by doctest; reading it too over-reports, never misses).
 */
export declare function doctestUnit(text: string): {
    text: string;
    lineRegions: Region[];
} | undefined;
