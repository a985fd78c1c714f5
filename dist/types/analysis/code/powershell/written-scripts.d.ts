import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { PsCtx } from './context.js';
/**
 * Remembers a script file written with code known here. Downloaded or decoded content is tracked by
 * `written` (running it is an execute fact), so only the rest is kept; appends add to what is known.
 */
export declare function rememberScript(ix: PsCtx, path: string, body: Value | undefined, node: Node, append: boolean): void;
/**
 * `text` runs, or makes something run later, the files it names: each script this unit wrote and
 * `text` names is analysed as code (once; `embed` drops repeats). Returns their code.
 */
export declare function runWrittenScripts(ix: PsCtx, text: string): string[];
/**
 * What a persisted command (a profile line, a scheduled task's or a `Run` value's command line) runs each
 * time: the command, followed by the code of the scripts it names that this unit wrote, so the write is
 * judged by what it starts (a loader that downloads code makes the autostart entry a download run at
 * every logon). The scripts are analysed where they are written.
 */
export declare function persistedContent(ix: PsCtx, content: Value, node: Node): Value;
