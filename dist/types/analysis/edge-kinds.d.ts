/** How one file refers to another (the reference graph's edge kinds). */
export type EdgeKind = 'markdown-link' | 'image' | 'autolink' | 'backtick-path' | 'bare-path' | 'at-import' | 'skill-name' | 'script-source' | 'hook-command' | 'dynamic-context'
/** A command runs a tool that reads this file and runs what it declares (`direnv allow` → `.envrc`). */
 | 'tool-config'
/** A plugin manifest to the output styles it brings (src/model/output-styles.ts). */
 | 'output-style'
/**
 * A document a launch point's command or program prints into the agent's context (a SessionStart hook's
 * `cat`, a `!` line's script that prints a folder of policy files): text the agent reads, never code the
 * launch point runs (src/model/context-feeds.ts).
 */
 | 'printed'
/**
 * A document a launch point's program copies, appends or renders into a file the agent loads in later
 * sessions (an instruction file, an output style): text the agent reads then (src/model/installed-docs.ts).
 */
 | 'installed' | 'skill-folder';
