/** One row of the launch-tool table (src/analysis/launch-tool-table.ts and launch-configs-table.ts). */
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
    /**
     * Configurations every invocation reads, whatever its subcommand (Yarn Berry loads `.yarnrc.yml`, with
     * the plugins and the release it names, for any `yarn` command, its own and plugins' alike).
     */
    everyInvocation?: readonly string[];
    /** The configuration files, relative to the working folder (`*` matches within one path segment, a `**` segment any folders). */
    configs: readonly string[];
    /** Options whose value names the configuration file instead (`docker compose -f dev/compose.yaml up`). */
    fileOptions?: readonly string[];
    /**
     * Options whose value is the folder the tool runs in (`npm --prefix tools/x run build`, `make -C build`):
     * its configurations are read there.
     */
    dirOptions?: readonly string[];
    /** Options that take a value (skipped when looking for the subcommand). */
    valueOptions?: readonly string[];
    /** Only files whose text contains this are configurations (`//go:generate` in a package's `.go` files). */
    contains?: string;
    /**
     * Configurations named by the arguments, for tools that take package paths (`go generate ./...`): the
     * operands after the subcommand, then all of them (`sphinx-build SRC OUT` has no subcommand), then
     * every word as written, options included (`mocha --recursive tests`).
     */
    fromArgs?: (args: readonly string[], all: readonly string[], words: readonly string[]) => string[];
    /**
     * Subcommands that also run the project's own program, and its source files relative to the folder of
     * the configuration (`cargo run` runs the package's `src/main.rs`, beside the manifest it builds).
     */
    program?: {
        runs: readonly string[];
        files: readonly string[];
        /** Only program files whose text contains this count (`cargo test` runs a library's doc examples). */
        contains?: string;
    };
    /** The head may follow any word (`direnv allow` in the middle of a sentence-like command), not only a command position. */
    anywhere?: boolean;
    /**
     * The head is also an ordinary word (`act` beside `waitFor` in a React testing table, "the `task`"): an
     * inline code span holding only it names the word; with arguments or in a fence it is the command.
     */
    word?: boolean;
    /**
     * A test runner: it picks files up by their place and name (`tests/test_*.py`, `test/**`) and runs them,
     * or runs what a configuration lists, without the command naming them (src/rules/support/read-folders.ts).
     */
    tests?: boolean;
}
