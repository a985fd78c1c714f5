import type { Value } from '../../facts.js';
import { type BatchCmd, type BatchState } from './commands.js';
export declare function rundll32(st: BatchState, cmd: BatchCmd): Value | undefined;
/** `regsvr32 /s file.dll` on a fetched file, besides the remote `/i:URL` scriptlet `proxyExec` reads. */
export declare function regsvr32(st: BatchState, cmd: BatchCmd): Value | undefined;
