import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { newObject } from './dotnet-objects.js';
import { type PsVal } from './psval.js';
export { newObject };
export declare function memberOf(ix: PsCtx, recv: PsVal, name: string, isStatic: boolean, node: Node): PsVal;
/** `encoding.GetString(bytes)`: text in that encoding; UTF-16LE of base64 is how -EncodedCommand hides. */
export declare function getString(ix: PsCtx, enc: string, v: PsVal, node: Node): PsVal;
export declare function callMethod(ix: PsCtx, recv: PsVal, name: string, args: PsVal[], isStatic: boolean, node: Node, argNodes?: Node[]): PsVal;
