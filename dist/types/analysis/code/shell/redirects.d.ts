import type { Endpoint, Value } from '../../facts.js';
import { type Cmd } from './cmd.js';
import type { ShellState, Word } from './state.js';
/** `/dev/tcp/HOST/PORT` → endpoint. */
export declare function netPath(path: string, hosts: ShellState['unit']['hosts']): Endpoint | undefined;
export declare function isShellCmd(cmd: Cmd): boolean;
/** What reading a file gives: its content when written earlier in the unit, else a `file` value. */
/** How little of a file a reader keeps: only whether it matched (`probe`), or only its digest or attributes. */
export interface ReadMark {
    probe?: true;
    only?: 'digest' | 'metadata' | 'attributes' | 'headers';
}
export declare function readFile(st: ShellState, w: Word, _cmd: Cmd, reader: string, mark?: ReadMark): Value;
/** What a `while read` loop keeps of the file redirected into it: its section headers only, or all of it. */
export declare function loopReadMark(body: {
    type: string;
    text: string;
}): ReadMark;
/** Standard input from `<` redirections (the last one wins, as in the shell); `mark`: what the reader keeps of it. */
export declare function applyInputs(st: ShellState, cmd: Cmd, mark?: ReadMark): Value | undefined;
/** A line read from a socket descriptor (`read -u 9 line` after `exec 9<>/dev/tcp/…`), or undefined. */
export declare function socketLine(st: ShellState, fd: string | undefined): Value | undefined;
/**
 * `eval` of a line a socket's peer sent (`read -u "$fd" step; eval "$step"`): the peer runs commands here,
 * a reverse shell.
 */
export declare function evalOfSocketLine(st: ShellState, v: Value, cmd: Cmd): void;
/** Output redirections: writes, sockets, devices. Returns what still reaches the pipeline. */
export declare function applyOutputs(st: ShellState, cmd: Cmd, out: Value | undefined): Value | undefined;
/**
 * What a single symbolic link holds: its source's content when this unit wrote or fetched it (`curl -o /tmp/h …`
 * then `ln -s /tmp/h .git/hooks/pre-commit` plants the download), else unknown text of the file it points at,
 * so a hook linked to the repository's own script is told from one linked elsewhere, and whatever loads the
 * link (`. "$dir/paths.sh"`, `~/.claude/settings.json`) loads that file's text, as for a copy. Not read:
 * linking a secret is not reading it (no `secret` taint).
 */
export declare function linkedContent(st: ShellState, sources: readonly Word[]): Value | undefined;
/** A write of `content` to the file a word names: the behaviour, and the content remembered. */
export declare function writeFile(st: ShellState, target: Word, content: Value | undefined, append: boolean, start: number, end: number): void;
/**
 * A download saved to a file (`curl -o`, `wget -O`): the content remembered, and, when the file is one that
 * runs later or changes what runs (a shell start-up file, an autostart entry, a command shadowed on PATH),
 * the write too, so the rules that read writes see it as they see `curl … > ~/.bashrc`.
 */
export declare function saveDownload(st: ShellState, file: string, saved: {
    content: Value;
    endpoint: Endpoint;
}, start: number, end: number): void;
