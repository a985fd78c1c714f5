import type { Region } from '../findings.js';
import type { UnitSpec } from './code/index.js';
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
/**
 * The text files pytest runs through doctest: those matching a `--doctest-glob` of `addopts` (repeatable;
 * `test*.txt` when none is given, which pytest collects with no option at all) below the test paths. A
 * glob without a `/` matches a file's name, one with a `/` its path, `*` across folders (pytest's
 * `fnmatch_ex`): `--doctest-glob=docs/*.md` makes every `>>>` line of the docs pages a test that runs.
 */
export declare function doctestGlobs(text: string): DoctestOptions & {
    globs: string[];
};
/** Whether a file at `rel` (relative to the configuration's folder) is a doctest file pytest collects. */
export declare function collectsDoctestFile(options: DoctestOptions & {
    globs: string[];
}, rel: string): boolean;
/**
 * The files a pytest configuration runs examples of: the modules with an example below each test path
 * (with `--doctest-modules`), and the text files its doctest globs match there.
 */
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
/**
 * A text file doctest runs (a page a `--doctest-glob` collects): its examples alone are the Python
 * program, in one namespace, each line placed on the line it stands on; the prose around them is not code.
 */
export declare function doctestTextUnit(text: string): {
    text: string;
    lineRegions: Region[];
} | undefined;
/** The unit of a text file's examples, as a script the test run starts (none when it has no example). */
export declare function doctestTextSpecs(text: string): UnitSpec[];
