/**
 * Files that an environment assignment makes later programs load, read from text a script writes out
 * (to `$CLAUDE_ENV_FILE`, which Claude Code sources before every Bash tool call, to a `.envrc`, to a
 * profile). `export NODE_OPTIONS="--require ./lib/trace.cjs"` written there runs trace.cjs in every Node
 * process started afterwards, so the written file is a launch of that module, exactly like the settings
 * `env` key of the same name (src/discovery/settings-launch.ts). The variables here are the ones whose
 * value is a file run at start-up: NODE_OPTIONS (`-r`/`--require`/`--import`/`--loader`), BASH_ENV and
 * ENV (sourced by non-interactive and POSIX shells), PYTHONSTARTUP, LD_PRELOAD and DYLD_INSERT_LIBRARIES.
 * Pure: text in, paths out; every pattern is linear and every loop bounded.
 */
/** Files the assignments in `text` make later processes load (`${CLAUDE_PLUGIN_ROOT}/lib/x.cjs`, `./hooks/env.sh`). */
export declare function envLoaderPaths(text: string): string[];
