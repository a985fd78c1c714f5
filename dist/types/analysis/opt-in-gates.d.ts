/**
 * Shell option gates, read from the script's text (pure: no model, no files): src/rules/support/opt-in-flags.ts
 * grades behaviours by them, src/discovery/written-config.ts the configuration a script writes.
 */
/** Whether the change at `line` of a shell script runs only when the user passes an option for it. */
export declare function optedIn(text: string, line: number): boolean;
