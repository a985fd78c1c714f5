import type { Node } from 'web-tree-sitter';
import type { Value } from '../../facts.js';
import type { Ctx } from './context.js';
import { type DataVal, type JsVal, type ProcHandle } from './jsval.js';
import { type Handler } from './support.js';
/** Runs JavaScript `code` through `via` (eval, Function, vm …). */
export declare function runCode(ix: Ctx, code: JsVal | undefined, via: string, node: Node, codeNode?: Node, prelude?: string): JsVal;
/** The JavaScript a `data:` URL carries (`import('data:text/javascript;base64,…')`), reporting the decode. */
export declare function decodeDataUrl(ix: Ctx, url: string, node: Node): DataVal | undefined;
/** A shell command line run by `exec`/`execSync`/`shell: true`: embedded for the shell analyzer. */
export declare function runShell(ix: Ctx, cmd: Value, node: Node, cmdNode: Node | undefined, via: string): void;
/** Data fed to a shell's stdin is run as commands (`curl … | sh` in Node). */
export declare function shellInput(ix: Ctx, v: Value, node: Node): void;
/** Code that arrived on a raw TCP/TLS socket and is run: a reverse shell (the socket is the operator). */
export declare function reverseShellFromSocket(ix: Ctx, code: Value, node: Node): void;
/**
 * A process started from a program and an argv array. With `shell: true` the words are joined as Node
 * joins them; otherwise each word is quoted so the shell analyzer reads the argv it is.
 */
export declare function runArgv(ix: Ctx, program: JsVal | undefined, argv: JsVal | undefined, opts: JsVal | undefined, node: Node, via: string): ProcHandle;
export declare const EXEC_HANDLERS: Record<string, Handler>;
