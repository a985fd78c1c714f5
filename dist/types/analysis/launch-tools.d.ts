/**
 * Launch points behind ordinary build and tool commands: a command a skill has the agent run makes a tool
 * read a configuration from the project and run the code it declares (`docker compose up` runs the
 * services' commands, `go generate` the `//go:generate` directives, `composer install` the `post-install-cmd`
 * scripts). The command runs that file's code as surely as `bash x.sh` runs x.sh. One table says, for each
 * tool, which invocations run configuration code and where the configuration is; how each configuration
 * format is read into commands is src/analysis/build-files.ts (`CONFIG_FORMATS`, by path), and what else a
 * configuration makes the tool run (a Composer callback's class file, a Cargo package's build script) is
 * src/analysis/launch-refs.ts. Scripts (`.envrc`, `noxfile.py`, `conftest.py`) are read as the code they are.
 *
 * The reference graph turns every match into a `tool-config` edge to each configuration that exists
 * (resolved like a bare path: the referring file's folder, its skill folder, then the project root).
 * Pure functions over text; every pattern is linear (bounded quantifiers, heads anchored at a command
 * position by a lookbehind).
 */
import { LAUNCH_TOOLS, type LaunchTool } from './launch-tool-table.js';
export { LAUNCH_TOOLS, type LaunchTool };
/** One configuration a command makes a tool run. */
export interface ToolRun {
    /** The configuration path as the command implies it (may hold `*` and `**` segments). */
    target: string;
    /** Only files containing this text count (see `LaunchTool.contains`). */
    contains?: string;
    /** Offset of the tool's head in the text. */
    index: number;
    /**
     * The targets the command names, for a task runner that runs only those (`task validate`, `make lint`,
     * `just build`, `npm run dev`: src/analysis/config-targets.ts); `''` is the runner's default target.
     * Undefined when the command runs the configuration as a whole (`npm install`'s lifecycle scripts) or
     * names a target only known at run time (`task $T`).
     */
    tasks?: string[];
}
/** The configurations the commands in `code` make a tool read and run, each with where its command starts. */
export declare function toolRuns(code: string, inlineSpan?: boolean): ToolRun[];
/** The tools the commands in `code` start (a table row's head at a command position), in text order. */
export declare function toolsStarted(code: string): LaunchTool[];
/**
 * The targets one invocation of a task runner names (see `ToolRun.tasks`): positional words that are not
 * option values, variable settings (`make X=1 lint`) or redirections; none named is the default target.
 * Undefined for other tools, for a name only known at run time, and for npm subcommands that run scripts
 * by their lifecycle.
 */
export declare function namedTargets(tool: LaunchTool, args: readonly string[]): string[] | undefined;
/** The configuration paths of one invocation; none when its subcommand does not run configuration code. */
export declare function targetsOf(tool: LaunchTool, args: readonly string[]): string[];
/** The configuration paths the commands in `code` make a tool read and run, deduplicated, at most 8. */
export declare function toolConfigsRun(code: string, inlineSpan?: boolean): ToolRun[];
/**
 * A `**` segment for any folders (none included), `*` within one segment, and a brace list of plain names
 * (`*.test.{js,mjs,cjs}`: a test runner's default pattern): a linear regex over a path.
 */
export declare function globRegex(glob: string): RegExp;
