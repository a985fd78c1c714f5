/**
 * The command line's flags and subcommand names, apart from everything else the CLI imports: the executable
 * reads them before the scanner's modules load (src/cli-early.ts), so a pull-request scan asks git what
 * changed while those modules compile.
 */
export declare const OPTIONS: {
    readonly format: {
        readonly type: 'string';
        readonly short: 'f';
    };
    readonly output: {
        readonly type: 'string';
        readonly short: 'o';
    };
    readonly config: {
        readonly type: 'string';
        readonly short: 'c';
    };
    readonly 'fail-on': {
        readonly type: 'string';
    };
    readonly rule: {
        readonly type: 'string';
        readonly multiple: true;
    };
    readonly 'changed-since': {
        readonly type: 'string';
    };
    readonly 'show-suppressed': {
        readonly type: 'boolean';
    };
    readonly sort: {
        readonly type: 'string';
    };
    readonly 'min-severity': {
        readonly type: 'string';
    };
    readonly quiet: {
        readonly type: 'boolean';
        readonly short: 'q';
    };
    readonly 'list-rules': {
        readonly type: 'boolean';
    };
    readonly 'no-color': {
        readonly type: 'boolean';
    };
    readonly version: {
        readonly type: 'boolean';
        readonly short: 'v';
    };
    readonly help: {
        readonly type: 'boolean';
        readonly short: 'h';
    };
    readonly runtime: {
        readonly type: 'string';
        readonly multiple: true;
    };
    readonly 'context-window': {
        readonly type: 'string';
    };
    readonly shard: {
        readonly type: 'string';
    };
    readonly repo: {
        readonly type: 'string';
        readonly multiple: true;
    };
    readonly 'include-forks': {
        readonly type: 'boolean';
    };
    readonly 'include-archived': {
        readonly type: 'boolean';
    };
    readonly 'output-dir': {
        readonly type: 'string';
    };
    readonly plan: {
        readonly type: 'string';
    };
    readonly shards: {
        readonly type: 'string';
    };
    readonly cache: {
        readonly type: 'string';
    };
    readonly upload: {
        readonly type: 'boolean';
    };
    readonly concurrency: {
        readonly type: 'string';
    };
    readonly jobs: {
        readonly type: 'string';
        readonly short: 'j';
    };
    readonly 'debug-stats': {
        readonly type: 'boolean';
    };
};
/** Every subcommand's name (src/cli.ts `COMMANDS` has exactly these keys); a scan is the default. */
export declare const COMMAND_NAMES: readonly ['scan', 'discover', 'org', 'org-plan', 'org-merge', 'listing', 'graph'];
export type CommandName = (typeof COMMAND_NAMES)[number];
