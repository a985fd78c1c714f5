import type { UnitSpec } from './code/collector.js';
import type { LineMap } from './lines.js';
/** MSBuild `<Exec Command="…"/>` tasks: each command runs in the build's shell (cmd on Windows, sh elsewhere). */
export declare function msbuildExecs(text: string, lines: LineMap): UnitSpec[];
/**
 * Maven: exec-maven-plugin's `<executable>` with the `<argument>`s of its configuration, and antrun's
 * `<exec executable="…">` with its `<arg value|line="…">`.
 */
export declare function mavenExecs(text: string, lines: LineMap): UnitSpec[];
/** Deno's `tasks` (`deno task NAME`): a string, or an object with a `command`. */
export declare function denoTasks(text: string, lines: LineMap): UnitSpec[];
/**
 * Taskfile `cmds` (`task NAME`), read with the YAML parser the Compose and workflow readers use: each item
 * a command string or `{ cmd: … }` (block scalars included); `{ task: … }` calls another task, read where
 * that task is written.
 */
export declare function taskfileCmds(text: string, lines: LineMap): UnitSpec[];
