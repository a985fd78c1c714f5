import type { Endpoint, Value } from '../../facts.js';
import type { BehaviourInput, UnitHandle } from '../collector.js';
import type { Env } from './expand.js';
/**
 * Batch command handlers. Each reports behaviour facts and returns what the command prints.
 * (`decodeUtf16Base64` is a pure decoder shared with the shell analyzer; no analyzer logic is shared.)
 */
export interface BWord {
    v: Value;
    start: number;
    end: number;
}
export interface BatchCmd {
    name: string;
    words: BWord[];
    redirects: Array<{
        op: string;
        fd?: string;
        target: Value;
    }>;
    raw: string;
    start: number;
    end: number;
    stdin?: Value;
}
export interface BatchState {
    unit: UnitHandle;
    env: Env;
    /** Files fetched or written earlier, by lower-cased path with forward slashes. */
    files: Map<string, {
        content: Value;
        endpoint?: Endpoint;
    }>;
    emit(b: BehaviourInput, start: number, end: number): void;
    run(cmd: BatchCmd): Value | undefined;
}
export type Handler = (st: BatchState, cmd: BatchCmd) => Value | undefined;
export declare function programName(text: string): string;
export declare const fileKey: (p: string) => string;
export declare const flag: (w: BWord | undefined) => string;
/** `set VAR=value`, `set "VAR=value"`, `set /p VAR=prompt` (user input), `set` alone (the environment). */
export declare function set(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function curl(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function readPath(st: BatchState, cmd: BatchCmd, path: string): Value;
/** PowerShell from batch: `-enc` decoded (UTF-16LE base64), `-c`/`-Command` or bare text embedded. */
export declare function powershell(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function certutil(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function bitsadmin(st: BatchState, cmd: BatchCmd): Value | undefined;
/** `start ["title"] [/b /min /wait …] program args`: a new process, detached from this one. */
export declare function start(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function call(st: BatchState, cmd: BatchCmd): Value | undefined;
/** `cmd /c "…"`, `cmd /k …`: the rest is batch code run by a new interpreter. */
export declare function cmdExe(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function optValue(cmd: BatchCmd, name: string): BWord | undefined;
/** `mshta URL`, `regsvr32 /i:URL scrobj.dll`: remote script run by a signed Windows binary. */
export declare function proxyExec(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function type(st: BatchState, cmd: BatchCmd): Value | undefined;
export declare function echo(_st: BatchState, cmd: BatchCmd): Value | undefined;
/** `file` (written earlier in the script) is run by `cmd`: an execute when it was fetched or decoded. */
export declare function runFileIfFetched(st: BatchState, cmd: BatchCmd, file: NonNullable<ReturnType<BatchState['files']['get']>>): boolean;
/** A program that was fetched or written earlier in the file is run. */
export declare function runFetched(st: BatchState, cmd: BatchCmd): Value | undefined;
