import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
export declare function devcontainerCommands(text: string, lines: LineMap): UnitSpec[];
/**
 * `.vscode/tasks.json`: each task's command (`type: shell` through a shell, `process` as argv). A task with
 * `runOptions.runOn: folderOpen` runs when the folder is opened, once the user allows automatic tasks.
 */
export declare function vscodeTasks(text: string, lines: LineMap): UnitSpec[];
