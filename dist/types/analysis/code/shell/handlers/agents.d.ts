import type { Cmd, Handler } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
/**
 * Agent CLIs started from code (`claude -p … --dangerously-skip-permissions`, `codex exec --full-auto`,
 * `gemini --yolo`) and MCP servers started through `npx`/`uvx`. A `launch` fact lists the
 * approval-bypass flags given; an agent started without them is still a launch (a nested agent with
 * the user's credentials), which rules weigh.
 */
/**
 * Agent CLI executables, matched against argv[0]. These are program names on a command line, not runtime
 * ids (src/analysis/ may not import src/discovery/runtimes/, and several CLIs are not runtimes we
 * emulate); they are kept as one string so no runtime-id literal is compared in code
 * (test/architecture/runtime-literals.test.ts).
 */
export declare const AGENT_PROGRAMS: readonly string[];
export declare function bypassFlags(program: string, args: readonly Word[]): string[];
type KeptSandbox = 'read-only' | 'workspace-write' | 'container';
/**
 * The sandbox a launch keeps (`codex --sandbox read-only`, `-s workspace-write`, `-c sandbox_mode=…`;
 * `gemini --yolo --sandbox`): with approvals off, its commands still run without network and writes beyond
 * what the sandbox allows. Undefined when the sandbox is turned off in the same line, or the agent has none.
 */
export declare function keptSandbox(program: string, args: readonly Word[]): KeptSandbox | undefined;
/**
 * An agent started through a launcher the analyzer does not model, its command line given as operands:
 * `herdr agent start W --no-focus -- claude --dangerously-skip-permissions`, a script's own
 * `start_agent claude --yolo` whose body passes `"$@"` on, `tmux new-window -- claude …`. The agent's
 * word must be an operand of its own (a literal program name or path), followed by a flag that can only
 * turn approvals off; a program that prints or searches its operands names the flag, it does not start it.
 */
export declare function launchedOperand(st: ShellState, cmd: Cmd): void;
/**
 * `alias yolo='claude --dangerously-skip-permissions'` in a shell start-up file or a script: the alias is a
 * launcher the user types, whether or not the file uses it, so the launch is reported where it is defined.
 * The alias's words are read like a command line: after a known agent's name every bypass flag counts,
 * after another name only the agent's own (SELF_BYPASS).
 */
export declare function aliasedAgent(st: ShellState, cmd: Cmd, words: readonly string[]): void;
/** A package run through npx/uvx that is an MCP server (by name, or because the unit is an MCP definition). */
export declare function launchMcp(st: ShellState, cmd: Cmd, pkg: string, args: readonly Word[]): void;
export declare const AGENT_HANDLERS: Array<[string, Handler]>;
export {};
