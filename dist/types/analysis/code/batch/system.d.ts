import type { Value } from '../../facts.js';
import { type BatchCmd, type BatchState } from './commands.js';
/** Batch commands that persist or destroy: Run keys, scheduled tasks, copies into startup folders, rd/del/format. */
/** `reg add KEY /v NAME /d DATA`: a registry write; Run keys are autostart. */
export declare function reg(st: BatchState, cmd: BatchCmd): Value | undefined;
/** `schtasks /create /tn NAME /tr CMD /sc …`: a scheduled task (autostart); CMD runs later. */
export declare function schtasks(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function copy(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function remove(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function format(st: BatchState, cmd: BatchCmd): Value | undefined;
