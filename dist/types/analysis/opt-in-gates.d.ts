/**
 * Shell option gates, read from the script's text (pure: no model, no files): src/rules/support/opt-in-flags.ts
 * grades behaviours by them, src/discovery/written-config.ts the configuration a script writes.
 */
/** Whether the change at `line` of a shell script runs only when the user passes an option for it. */
export declare function optedIn(text: string, line: number): boolean;
/**
 * The subcommands under which the change at `line` of a shell script runs: the line sits in a function the
 * script calls only from `case` arms over its first argument whose labels are literal words (`setup)
 * setup_example_hooks ;;`). Undefined when any call is elsewhere (the top level, another function, a `*)`
 * arm), when the function is called nowhere, or when the argument's default (`${1:-setup}`) is one of the
 * words: a run with no argument makes the change.
 */
export declare function subcommandGate(text: string, line: number): string[] | undefined;
