import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function devcontainerCommands(text: string, lines: LineMap): UnitSpec[];
/**
 * `.vscode/tasks.json`: each task's command (`type: shell` through a shell, `process` as argv). A task with
 * `runOptions.runOn: folderOpen` runs when the folder is opened, once the user allows automatic tasks.
 * Tasks of a task provider's type run that tool: `npm` runs `npm run <script>` in the folder `path` names
 * (a nested package's scripts), `gulp`/`grunt`/`jake` run the named task of the folder's task file. A task's
 * `options.cwd` is the folder its command runs in (written as a `cd` before it, relative to the workspace).
 */
export declare function vscodeTasks(text: string, lines: LineMap): UnitSpec[];
