import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { type CmdCall, type CmdHandler } from './cmdargs.js';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/** The downloaded or decoded content of a file this unit wrote, when `text` names that file. */
export declare function writtenIn(ix: PsCtx, text: string): Value | undefined;
/**
 * A command run by path (`& $p`, `. .\\lib.ps1`, `.\\setup.ps1`): running a file this unit downloaded
 * runs the download; a local script is a `source` the lead follows.
 */
export declare function runPath(ix: PsCtx, value: Value, node: Node): void;
/** Runs `code` as PowerShell through `via`: an execute fact, and the code analysed when known. */
export declare function runPowerShell(ix: PsCtx, code: PsVal, via: string, node: Node): PsVal;
/** `[scriptblock]::Create($text)` / `[scriptblock]$text`: text made into code (run where it is made). */
export declare function scriptBlockFromText(ix: PsCtx, v: PsVal, node: Node): PsVal;
/** `powershell -EncodedCommand <base64 of UTF-16LE>`: decoded (inert) and analysed as PowerShell. */
export declare function encodedCommand(ix: PsCtx, b64: PsVal, node: Node): void;
/** The text of a native command line, its words in order, quoted for the shell analyzer. */
export declare function commandLine(c: CmdCall): string;
export declare const EXEC_COMMANDS: Record<string, CmdHandler>;
export declare const NATIVE_COMMANDS: Record<string, CmdHandler>;
