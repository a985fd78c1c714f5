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
export interface LaunchTool {
    /** The tool as labels and documents name it. */
    tool: string;
    /** The command's head words, a regex source without capture groups. */
    head: string;
    /**
     * First arguments (after options) that run the configuration's code; undefined: every invocation does.
     * `''` in the list: the bare command does too (`yarn`, `act`).
     */
    runs?: readonly string[];
    /** The configuration files, relative to the working folder (`*` matches within one path segment, a `**` segment any folders). */
    configs: readonly string[];
    /** Options whose value names the configuration file instead (`docker compose -f dev/compose.yaml up`). */
    fileOptions?: readonly string[];
    /** Options that take a value (skipped when looking for the subcommand). */
    valueOptions?: readonly string[];
    /** Only files whose text contains this are configurations (`//go:generate` in a package's `.go` files). */
    contains?: string;
    /** Configurations named by the arguments, for tools that take package paths (`go generate ./...`). */
    fromArgs?: (args: readonly string[]) => string[];
    /** The head may follow any word (`direnv allow` in the middle of a sentence-like command), not only a command position. */
    anywhere?: boolean;
}
export declare const LAUNCH_TOOLS: readonly LaunchTool[];
/** One configuration a command makes a tool run. */
export interface ToolRun {
    /** The configuration path as the command implies it (may hold `*` and `**` segments). */
    target: string;
    /** Only files containing this text count (see `LaunchTool.contains`). */
    contains?: string;
    /** Offset of the tool's head in the text. */
    index: number;
}
/** The configurations the commands in `code` make a tool read and run, each with where its command starts. */
export declare function toolRuns(code: string): ToolRun[];
/** The configuration paths of one invocation; none when its subcommand does not run configuration code. */
export declare function targetsOf(tool: LaunchTool, args: readonly string[]): string[];
/** The configuration paths the commands in `code` make a tool read and run, deduplicated, at most 8. */
export declare function toolConfigsRun(code: string): ToolRun[];
/** A `**` segment for any folders (none included), `*` within one segment: a linear regex over a path. */
export declare function globRegex(glob: string): RegExp;
