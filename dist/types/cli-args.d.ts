import type { parseArgs } from 'node:util';
import { OPTIONS } from './cli-options.js';
/**
 * What every subcommand shares: the I/O it writes to, the parsed flags, the usage error, the
 * `--config` loader. Subcommand modules (cli-*.ts) import this, never cli.ts, so the entry point can
 * import them without a cycle.
 */
export interface CliIO {
    stdout: (s: string) => void;
    /**
     * Standard output for bytes, when the host can take them (a large report is encoded piece by piece,
     * not joined into strings first); resolves when the bytes were taken. Without it `stdout` gets strings.
     */
    stdoutBytes?: (b: Uint8Array) => void | Promise<void>;
    stderr: (s: string) => void;
    isTTY: boolean;
    /** Terminal width, when standard output is a terminal. */
    columns?: number;
    /** The width of stderr when it is a terminal (live progress); undefined otherwise. */
    stderrColumns?: number;
    env: Record<string, string | undefined>;
    readFile: (path: string) => Promise<string>;
}
/** A mistake the user can fix: one clear line, exit 2, no stack trace. */
export declare class UsageError extends Error {
}
export { OPTIONS };
export type ParsedArgs = ReturnType<typeof parseArgs<{
    options: typeof OPTIONS;
    allowPositionals: true;
}>>;
export interface Command {
    summary: string;
    run(args: ParsedArgs, paths: string[], io: CliIO): Promise<number>;
}
export declare function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], flag: string, fallback: T): T;
/** A whole-number flag (`--jobs`, `--concurrency`, `--shards`) from `min` to `max`; undefined when not given. */
export declare function countOption(args: ParsedArgs, name: 'jobs' | 'concurrency' | 'shards', min: number, max: number): number | undefined;
/** The `--config` file, parsed and validated; undefined when none was given. */
export declare function configFrom(args: ParsedArgs, io: CliIO): Promise<import("./config.js").Config | undefined>;
/** Writes a command's output to `--output FILE`, else to standard output. */
export declare function emit(text: string, args: ParsedArgs, io: CliIO): Promise<void>;
/** Like `emit`, for a report produced in pieces: written in blocks of about 64 KiB as it is produced. */
export declare function emitChunks(chunks: Iterable<string>, args: ParsedArgs, io: CliIO): Promise<void>;
