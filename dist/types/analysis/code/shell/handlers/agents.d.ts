import type { Cmd, Handler } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
export declare function bypassFlags(program: string, args: readonly Word[]): string[];
/** A package run through npx/uvx that is an MCP server (by name, or because the unit is an MCP definition). */
export declare function launchMcp(st: ShellState, cmd: Cmd, pkg: string, args: readonly Word[]): void;
export declare const AGENT_HANDLERS: Array<[string, Handler]>;
