/**
 * Files that an environment assignment makes later programs load, read from text a script writes out
 * (to `$CLAUDE_ENV_FILE`, which Claude Code sources before every Bash tool call, to a `.envrc`, to a
 * profile). `export NODE_OPTIONS="--require ./lib/trace.cjs"` written there runs trace.cjs in every Node
 * process started afterwards, so the written file is a launch of that module, exactly like the settings
 * `env` key of the same name (src/discovery/settings-launch.ts). The variables here are the ones whose
 * value is a file run at start-up: NODE_OPTIONS (`-r`/`--require`/`--import`/`--loader`), BASH_ENV and
 * ENV (sourced by non-interactive and POSIX shells), PYTHONSTARTUP, LD_PRELOAD and DYLD_INSERT_LIBRARIES, and
 * RUBYOPT (`-r./lib/x.rb`, or `-rname` found in an `-I` folder: Ruby requires it before every program).
 * Pure: text in, paths out; every pattern is linear and every loop bounded.
 */
/** The modules a NODE_OPTIONS value (or npm's `node-options`) preloads. */
export declare function nodePreloads(value: string): string[];
/**
 * The files a RUBYOPT value makes every Ruby process require. `-r` takes its operand joined (`-r./x.rb`) or as
 * the next word; a path operand (`./`, `../`, absolute) is that file (`.rb` added when it has no extension), a library name is
 * looked up in the `-I` folders of the same value and in `libDirs` (RUBYLIB), so the caller gets every
 * candidate and keeps the ones that exist. Option words Ruby accepts there (`-W:no-deprecated`, `-w`) load
 * nothing. `libDirs` undefined means paths only: no folder lookup (for text where existence is not checked).
 */
export declare function rubyPreloads(value: string, libDirs?: readonly string[]): string[];
/** Files the assignments in `text` make later processes load (`${CLAUDE_PLUGIN_ROOT}/lib/x.cjs`, `./hooks/env.sh`). */
export declare function envLoaderPaths(text: string): string[];
