import type { LaunchTool } from './launch-tool-type.js';
/**
 * What `node --test` runs when no file is named (Node's test runner documentation, "Running tests from
 * the command line", the same patterns from Node 21 to 24; Node 20 runs the same files by the naming
 * convention it describes): every `.js`/`.mjs`/`.cjs` file under a `test` folder, and test-named files
 * anywhere. node_modules is skipped (so is every tool's: src/model/pattern-refs.ts).
 */
export declare const NODE_TEST_DEFAULTS: readonly string[];
/** The configuration files Mocha reads on every run (launch-configs-refs.ts follows their `require` and `spec`). */
export declare const MOCHA_CONFIGS: readonly string[];
/** Mocha's options that take a value (so `--reporter dot` names no spec). */
export declare const MOCHA_VALUE_OPTIONS: readonly string[];
/**
 * What `mocha [spec…]` runs (Mocha's documentation, "Command-line usage" and "The test directory"): its
 * configuration, then each spec — a file, a glob, or a folder whose `.js`/`.cjs`/`.mjs` files (and those of
 * its subfolders with `--recursive`) are loaded as test modules, top-level code and all; `--spec X` adds
 * one, `--file X` loads X first. With none named, the spec of `.mocharc.*` (followed from the config:
 * launch-configs-refs.ts) or the default `./test/*.{js,cjs,mjs}`.
 */
export declare function mochaFiles(_rest: readonly string[], all: readonly string[], words: readonly string[]): string[];
export declare const TEST_RUNNER_LAUNCH_TOOLS: readonly LaunchTool[];
