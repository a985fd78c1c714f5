import type { Cmd } from '../cmd.js';
import type { ShellState } from '../state.js';
/**
 * `npm config set node-options "--require=…"` (or `script-shell`) in the user's or global configuration:
 * every script npm runs from now on, in every project, loads that module first (npm passes node-options
 * as NODE_OPTIONS) or runs under that program — a start-up option, written to `~/.npmrc`. The project's
 * own `.npmrc` (`--location=project`) is its set-up.
 */
export declare function startupOption(st: ShellState, cmd: Cmd, key: string): void;
