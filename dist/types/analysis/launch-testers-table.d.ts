import type { LaunchTool } from './launch-tool-type.js';
/**
 * What `node --test` runs when no file is named (Node's test runner documentation, "Running tests from
 * the command line", the same patterns from Node 21 to 24; Node 20 runs the same files by the naming
 * convention it describes): every `.js`/`.mjs`/`.cjs` file under a `test` folder, and test-named files
 * anywhere. node_modules is skipped (so is every tool's: src/model/pattern-refs.ts).
 */
export declare const NODE_TEST_DEFAULTS: readonly string[];
export declare const TEST_RUNNER_LAUNCH_TOOLS: readonly LaunchTool[];
