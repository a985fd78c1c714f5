/**
 * The targets of a task runner's configuration — Taskfile tasks, Makefile rules, justfile recipes,
 * package.json scripts — with the lines each one holds and the targets it runs first or calls. A command
 * that names targets (`task validate`, `make lint`) runs those and what they need, not the file's other
 * targets (src/rules/support/unrun-code.ts). Lines outside every target (a Taskfile's global `vars: sh:`, a
 * justfile's backtick assignment, a makefile's `$(shell …)` or include) run whatever target is asked for.
 * Pure functions over text; bounded (targets, names, lines); every pattern is linear.
 */
export interface ConfigTarget {
    name: string;
    /** First and last line of the target (1-based, inclusive). */
    start: number;
    end: number;
    /** Targets it runs before or from its commands; `undefined` entry: a call whose name is known only at run time. */
    runs: Array<string | undefined>;
}
export interface ConfigTargets {
    format: 'taskfile' | 'make' | 'just' | 'npm';
    targets: ConfigTarget[];
    /** What a command naming no target runs. */
    defaultName?: string;
}
/** The targets of a task runner's configuration at `path`; undefined for other files or unreadable text. */
export declare function configTargets(path: string, text: string): ConfigTargets | undefined;
/**
 * Every target a run of `named` reaches (each name, what it needs, transitively), or `all` when some call's
 * name is known only at run time. `''` names the default target.
 */
export declare function reachedTargets(t: ConfigTargets, named: Iterable<string>): Set<string> | 'all';
