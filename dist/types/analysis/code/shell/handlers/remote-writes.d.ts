import type { Value } from '../../../facts.js';
import type { Cmd } from '../cmd.js';
import type { ShellState, Word } from '../state.js';
/** What the remote command writes from ssh's standard input. */
export declare function remoteStdinWrites(st: ShellState, cmd: Cmd, remote: readonly Word[]): void;
/** `scp local host:path`: the copy written at `path` on that host. */
export declare function remoteCopyWrite(st: ShellState, cmd: Cmd, dest: Word, content: Value | undefined): void;
