import { type CliIO, type Command, type ParsedArgs } from './cli-args.js';
import type { CommandName } from './cli-options.js';
import { PhaseClock } from './phases.js';
import { type ScanResult } from './scan.js';
/**
 * Subcommands by name; `scan` is the default. Later capabilities add entries here. The organisation
 * subcommands import their modules (and the GitHub API client) only when they run: a scan never loads them.
 */
export declare const COMMANDS: Record<CommandName, Command>;
export type { CliIO } from './cli-args.js';
export declare function scanPaths(args: ParsedArgs, paths: string[], io: CliIO, clock?: PhaseClock): Promise<ScanResult[]>;
export declare function runCli(argv: string[], io: CliIO): Promise<number>;
