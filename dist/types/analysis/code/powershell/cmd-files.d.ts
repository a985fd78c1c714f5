import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import { type CmdHandler } from './cmdargs.js';
import type { PsCtx } from './context.js';
import { type PsVal } from './psval.js';
/**
 * Files, the registry and the system: reads of secret stores (`Get-Content`, `Get-ChildItem` over
 * wallets and browser profiles, the whole environment through `env:`), writes into places that
 * outlive the session (`Set-Content`/`Add-Content`/`Out-File`/`>` into write classes, `$PROFILE`, the
 * `Run` keys, scheduled tasks, services), broad recursive deletes, `Format-Volume`, and the execution
 * policy.
 */
/** The whole environment (`Get-ChildItem env:`, `[Environment]::GetEnvironmentVariables()`). */
export declare const ENV_ALL: Value;
/** A read of `path`: a fact for a secret store; the contents carry `file` (and `secret`). */
export declare function readFrom(ix: PsCtx, pathVal: PsVal | undefined, node: Node): PsVal;
/** A write of `content` to `path`: a fact when the path is in a write class; downloaded or decoded
 *  content is remembered (running the file later is running it). */
export declare function writeTo(ix: PsCtx, path: Value, content: PsVal | undefined, append: boolean, node: Node): void;
/** A file read or a folder listed, whatever it holds (src/analysis/data-uses.ts). */
export declare function usedAsData(ix: PsCtx, how: 'read' | 'list', path: PsVal | undefined): void;
/**
 * `[IO.Path]::Combine(a, b)` (joined with a backslash) and `Join-Path a b` (with a slash: the separator of
 * wherever it runs, and a sibling module joined this way is no Windows-only reference).
 */
export declare function joinPath(args: Array<PsVal | undefined>, separator?: string): PsVal;
export declare const FILE_COMMANDS: Record<string, CmdHandler>;
