import type { Node } from 'web-tree-sitter';
import type { PsCtx } from './context.js';
import { type PsObj, type PsVal } from './psval.js';
export declare function newObject(ix: PsCtx, typeName: string, args: PsVal[], node: Node): PsVal;
export declare function instanceMethod(ix: PsCtx, recv: PsObj, name: string, args: PsVal[], node: Node, argNodes: Node[]): PsVal | undefined;
