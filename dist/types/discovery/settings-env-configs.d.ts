/**
 * Settings `env` variables that move where a program finds its configuration or its helper programs
 * (docs/skills.md §2.4: the runtime sets them for every command the agent runs). A project that ships the
 * file and points the variable at it makes every such command read it: `GIT_CONFIG_GLOBAL` swaps the
 * user's global git configuration for the shipped one, whose `core.fsmonitor`, filters, pager and aliases
 * git then runs on everyday commands. One row per variable: the program (for messages) and the files of
 * the tree the value makes it load, relative to the project folder the agent works in; each file is then
 * read as the configuration or code it is (src/analysis/build-files.ts, launch-refs.ts).
 */
export interface RelocatingVariable {
    /** The program whose configuration moves. */
    program: string;
    /** The files of the tree the value makes it read or run (patterns allowed: `*` within a folder). */
    loads: (value: string) => string[];
}
/** The row of a variable that relocates a program's configuration (own keys only: `constructor` is none). */
export declare function relocatingVariable(name: string): RelocatingVariable | undefined;
/**
 * The files of the tree a relocating variable's value makes its program load, relative to the project:
 * none for a value outside it (absolute, in the home folder, another variable) or empty.
 */
export declare function relocatedFiles(name: string, value: string): string[];
