import type { SyntaxNode as Node } from '../syntax-tree.js';
import type { Ctx, Handler } from './context.js';
import { type GV } from './gv.js';
interface CmdState {
    program: string;
    /** A shell or interpreter given no script: it reads its code from standard input. */
    readsStdin: boolean;
    conn?: GV;
    node: Node;
}
/**
 * A slice literal that is a shell, its run flag and code (`[]string{"sh", "-c", cmd}`) is a command line
 * whatever later runs it — a function of another file of the package may hand it to `exec.Command` — so
 * its command is read as shell where it is written (as the readers of languages without a parser read
 * such a list, src/analysis/code/foreign-calls.ts).
 */
export declare function shellArgv(ctx: Ctx, items: readonly GV[], at: Node): void;
/** Runs an argv list: the execute, the command line as embedded shell, and what running it means here. */
export declare function runCommand(ctx: Ctx, node: Node, via: string, argv: readonly GV[]): GV;
/** Code given to a shell on its standard input: run as that shell's script. */
export declare function stdinCode(ctx: Ctx, cmd: CmdState, code: GV, at: Node): void;
/** `cmd.Stdin = x`, `cmd.Stdout = conn`: what the command reads and where it prints. */
export declare function commandField(ctx: Ctx, obj: GV, field: string, value: GV, at: Node): void;
export declare const EXEC_HANDLERS: Array<[string, Handler]>;
export {};
